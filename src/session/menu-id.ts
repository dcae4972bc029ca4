/**
 * Id of the menu entry of the current screen; the router sets it on every route change
 * and the HTTP clients send it as the menu-id header (core spec §6).
 */
let currentMenuId = '';

export function getMenuId(): string {
  return currentMenuId;
}

/** Pass undefined (or '') when the current route belongs to no menu entry. */
export function setMenuId(id: string | number | undefined): void {
  currentMenuId = id === undefined ? '' : String(id);
}
