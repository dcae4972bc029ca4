import type { AppCode } from '../config/variant';
import { mainClient } from '../http';
import { loadMenuPermission } from './menu-store';

let menuRequest: Promise<unknown> | undefined;

/**
 * Loads the menu permission, once at a time: the first caller starts it (a signed-in page load, as soon
 * as the API base URL is known, or else the access check that needs it), later callers share it, and a
 * failure (logged) lets the next call try again.
 */
export function requestMenuPermission(appCode: AppCode): Promise<unknown> {
  menuRequest ??= loadMenuPermission(mainClient, appCode).catch((error: unknown) => {
    console.error(error);
    menuRequest = undefined;
  });
  return menuRequest;
}
