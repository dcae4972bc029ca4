/**
 * Where a message's file_url leads. A file under the API base URL needs the session, so it is
 * downloaded through the API client (the token goes to the API only); another file of the app's own
 * origin is opened as a link, without the token; anything else (another host, other schemes, encoded
 * tricks such as /%2F%2Fhost) is refused.
 */
import { DEFAULT_EXPORT_EXTENSION } from '../config/constants';
import { apiBaseUrl } from '../config/runtime';
import { isUnderBaseUrl } from '../http/url-scope';
import { safeSameOriginUrl } from '../access/safe-redirect';

export type FileLink =
  | { kind: 'api'; path: string; filePrefix: string; extension: string }
  | { kind: 'external'; href: string }
  | { kind: 'refused' };

const EXTENSION = /(\.[A-Za-z0-9]{1,8})$/;

export function fileLink(fileUrl: string, baseURL: string = apiBaseUrl(), pageHref: string = globalThis.location?.href ?? 'http://localhost/'): FileLink {
  let url: URL;
  try {
    url = new URL(fileUrl, pageHref);
  } catch {
    return { kind: 'refused' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'refused' };
  if (safeSameOriginUrl(fileUrl, new URL(pageHref).origin) === undefined && !isUnderBaseUrl(url.href, baseURL, pageHref)) return { kind: 'refused' };
  if (!isUnderBaseUrl(url.href, baseURL, pageHref)) return { kind: 'external', href: url.href };
  const basePath = new URL(baseURL, pageHref).pathname.replace(/\/+$/, '');
  const name = decodeURIComponent(url.pathname.split('/').pop() ?? '');
  const extension = EXTENSION.exec(name)?.[1];
  return {
    kind: 'api',
    path: url.pathname.slice(basePath.length) + url.search,
    filePrefix: extension ? name.slice(0, -extension.length) : name,
    extension: extension ?? DEFAULT_EXPORT_EXTENSION,
  };
}
