/**
 * Which operation codes an account holds on one screen (core spec §6: "Element and operation codes
 * decide button visibility"). The menu permission lists, per entry, the codes of its buttons in
 * `menu_element_list` and `menu_opration_list`; a screen's buttons follow the entry of that screen.
 */
import type { OperationCode } from '../config/operation-codes';
import { permissionCodes, type MenuEntry } from './menu';
import { matchesPattern } from './paths';

/** The routes a screen is opened at: its path and its aliases. */
export interface ScreenRoutes {
  path: string;
  aliases?: readonly string[];
}

/**
 * The screen's route patterns in lookup order: those the concrete `pathname` matches first (the
 * route the screen was opened at), then the path, then the aliases.
 */
export function screenRouteOrder(screen: ScreenRoutes, pathname?: string): string[] {
  const patterns = [screen.path, ...(screen.aliases ?? [])];
  if (pathname === undefined) return patterns;
  const opened = patterns.filter((pattern) => matchesPattern(pattern, pathname));
  return [...opened, ...patterns.filter((pattern) => !opened.includes(pattern))];
}

function entryCodes(entry: MenuEntry): Set<string> {
  return new Set([...(entry.menu_element_list ?? []), ...(entry.menu_opration_list ?? [])].map((item) => item.code));
}

function patternsToTry(byPath: ReadonlyMap<string, MenuEntry>, screen: ScreenRoutes | undefined, pathname: string | undefined): string[] {
  if (screen) return screenRouteOrder(screen, pathname);
  if (pathname === undefined) return [];
  return [...byPath.keys()].filter((pattern) => matchesPattern(pattern, pathname));
}

/**
 * The codes granted on a screen: those of the menu entry whose path is the route the screen was
 * opened at, else its path, else its first alias with an entry. Without a screen (a widget that only
 * knows the path it is shown at) the entry whose route matches `pathname` counts. Only when the menu
 * has no entry for any of them (a route kept for everyone) do the codes of all entries apply.
 */
export function screenOperationCodes(entries: readonly MenuEntry[], screen: ScreenRoutes | undefined, pathname?: string): ReadonlySet<string> {
  const byPath = new Map<string, MenuEntry>();
  for (const entry of entries) if (entry.path && !byPath.has(entry.path)) byPath.set(entry.path, entry);
  for (const pattern of patternsToTry(byPath, screen, pathname)) {
    const entry = byPath.get(pattern);
    if (entry) return entryCodes(entry);
  }
  return permissionCodes(entries);
}

/** Does a set of granted codes allow an operation? */
export function allowsOperation(codes: ReadonlySet<string>, operation: OperationCode): boolean {
  return codes.has(operation);
}
