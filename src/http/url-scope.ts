/** Which requests may carry the session: only those that resolve under the API base URL. */

function currentPageHref(): string {
  return globalThis.location?.href ?? 'http://localhost/';
}

/**
 * True when `fullUrl` (as axios builds it from baseURL and url) has the origin of `baseURL` and a
 * path at or below its path. Both are resolved against the page, as the browser will resolve them,
 * so '/api/../x' is outside '/api' and '//elsewhere.example/api' is another origin.
 */
export function isUnderBaseUrl(fullUrl: string, baseURL: string, pageHref: string = currentPageHref()): boolean {
  try {
    const base = new URL(baseURL, pageHref);
    const target = new URL(fullUrl, pageHref);
    if (target.origin !== base.origin) return false;
    const basePath = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
    return target.pathname === base.pathname || target.pathname.startsWith(basePath);
  } catch {
    return false;
  }
}

/** baseURL and a path joined with exactly one slash. */
export function joinUrl(baseURL: string, path: string): string {
  return `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
