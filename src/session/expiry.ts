/**
 * Forced logout when the session cannot be renewed: clear the session and the route cache,
 * then a non-closable dialog whose button reloads to the login page with the current path.
 */
import { LOGIN_PATH, LOGIN_REDIRECT_PARAM, ROUTE_CACHE_STORAGE_KEY } from '../config/constants';
import { getNotifier, type Notifier } from '../http/notifier';
import { clearSession } from './token-store';

export interface ForceLogoutDeps {
  clearSession: () => void;
  clearRouteCache: () => void;
  notifier: () => Notifier;
  /** Where the dialog's button goes; a full page load so no state of the old session survives. */
  reload: (url: string) => void;
  /** Path and query of the current page. */
  currentPath: () => string;
}

/** '/login?redirect=<path+query>'; on the login page itself, just '/login'. */
export function loginUrlFor(currentPath: string): string {
  if (currentPath === '' || currentPath.split('?')[0] === LOGIN_PATH) return LOGIN_PATH;
  return `${LOGIN_PATH}?${LOGIN_REDIRECT_PARAM}=${encodeURIComponent(currentPath)}`;
}

/** A forceLogout that acts on its first call only (once per page life). */
export function createForceLogout(deps: ForceLogoutDeps): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    deps.clearSession();
    deps.clearRouteCache();
    deps.notifier().sessionExpired(() => deps.reload(loginUrlFor(deps.currentPath())));
  };
}

function clearRouteCache(): void {
  try {
    globalThis.localStorage?.removeItem(ROUTE_CACHE_STORAGE_KEY);
  } catch {
    // Storage unavailable: there is no cache to clear.
  }
}

export const forceLogout: () => void = createForceLogout({
  clearSession,
  clearRouteCache,
  notifier: getNotifier,
  reload: (url) => window.location.assign(url),
  currentPath: () => `${window.location.pathname}${window.location.search}`,
});
