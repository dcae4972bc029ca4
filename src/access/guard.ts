import { ALWAYS_KEPT_ROUTES, FORBIDDEN_PATH, HOME_PATH, LOGIN_PATH, NOT_FOUND_PATH, PUBLIC_ROUTES, WELCOME_PATH } from '../config/constants';
import { matchesPattern } from './paths';

export interface GuardInput {
  pathname: string;
  /** Query string including "?", or "". */
  search: string;
  loggedIn: boolean;
  /** Route patterns the app has screens for. */
  knownRoutes: readonly string[];
  /** Paths of the user's menu permission; undefined while not loaded yet. */
  menuPaths: ReadonlySet<string> | undefined;
}

export type GuardDecision =
  | { type: 'allow'; route?: string }
  | { type: 'redirect'; to: string }
  | { type: 'wait-for-menu' };

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_ROUTES.some((pattern) => matchesPattern(pattern, pathname));
}

export function loginRedirect(pathname: string, search: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(pathname + search)}`;
}

/** A route pattern is kept when it is always kept or its path is in the user's menu permission. */
export function isRouteKept(pattern: string, menuPaths: ReadonlySet<string>): boolean {
  return ALWAYS_KEPT_ROUTES.includes(pattern) || menuPaths.has(pattern);
}

/** The access rules of core spec §2, as a pure decision. */
export function decideAccess(input: GuardInput): GuardDecision {
  const { pathname, search, loggedIn, knownRoutes, menuPaths } = input;
  if (pathname === LOGIN_PATH) return loggedIn ? { type: 'redirect', to: HOME_PATH } : { type: 'allow' };
  if (isPublicPath(pathname)) return { type: 'allow' };
  if (!loggedIn) return { type: 'redirect', to: loginRedirect(pathname, search) };
  if (pathname === HOME_PATH) return { type: 'redirect', to: WELCOME_PATH };
  if (!menuPaths) return { type: 'wait-for-menu' };
  const route = knownRoutes.find((pattern) => matchesPattern(pattern, pathname));
  if (route && isRouteKept(route, menuPaths)) return { type: 'allow', route };
  // An account with no menu in this app (e.g. a BANG account on the OSS host) may open nothing here.
  if (menuPaths.size === 0) return { type: 'redirect', to: FORBIDDEN_PATH };
  return { type: 'redirect', to: NOT_FOUND_PATH };
}
