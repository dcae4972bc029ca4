import { apiBaseUrl } from '../config/runtime';

/** The socket server is the API's server: the origin of the API base URL, resolved against the page. */
export function notifySocketUrl(baseURL: string = apiBaseUrl(), pageHref: string = globalThis.location?.href ?? 'http://localhost/'): string {
  return new URL(baseURL, pageHref).origin;
}
