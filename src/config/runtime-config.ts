/**
 * The deployment's runtime config file (issue 27): a JSON file next to index.html that the app reads once
 * at start, so one build serves any backend. Today it names the API base URL:
 * `{ "apiBaseUrl": "https://api.example.com/api" }` or `{ "apiBaseUrl": "/backend/api" }`. An empty
 * object, a missing file or an invalid value keeps the build's VITE_API_BASE_URL, else '/api'.
 * Served with Cache-Control no-cache and never precompressed, so it can be edited in place.
 */

/** Where the app fetches it, and its name in the build folder. */
export const RUNTIME_CONFIG_PATH = '/config.json';

export interface RuntimeConfig {
  /** Absolute http(s) URL, or a path on the page's origin ('/api'). */
  apiBaseUrl?: string;
}

/**
 * `value` if it may be the API base URL: an absolute http: or https: URL without credentials, or a path
 * on the page's own origin starting with a single '/'. Anything else (javascript:, '//other.host',
 * a relative 'api', user:pass@) is refused with undefined.
 */
export function validApiBaseUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '' || /[\s\\]/.test(text)) return undefined;
  if (text.startsWith('/')) return text.startsWith('//') ? undefined : text;
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if (url.username !== '' || url.password !== '') return undefined;
    return text;
  } catch {
    return undefined;
  }
}

/** The usable settings of a parsed config file; a body that is not an object gives none. */
export function parseRuntimeConfig(body: unknown): RuntimeConfig {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const apiBaseUrl = validApiBaseUrl((body as Record<string, unknown>).apiBaseUrl);
  return apiBaseUrl === undefined ? {} : { apiBaseUrl };
}
