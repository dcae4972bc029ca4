import { matchPath } from 'react-router';

/** Does a concrete pathname match a route pattern written as the spec writes it (`:id`, `:id?`, `*`)? */
export function matchesPattern(pattern: string, pathname: string): boolean {
  return matchPath({ path: pattern, end: true }, pathname) !== null;
}

/** Route parameters of `pathname` under `pattern`, or undefined when it does not match. */
export function paramsOf(pattern: string, pathname: string): Record<string, string | undefined> | undefined {
  return matchPath({ path: pattern, end: true }, pathname)?.params;
}

/** Fills `:name` segments of a route template from a record; missing values leave the segment empty. */
export function fillRoute(template: string, values: Readonly<Record<string, unknown>>): string {
  return template.replace(/:(\w+)\??/g, (_, name: string) => encodeURIComponent(String(values[name] ?? '')));
}

/** A redirect target is accepted only when it is a same-origin path ("/x", never "//host" or "http:"). */
export function safeRedirectTarget(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  try {
    const url = new URL(value, 'http://same.origin');
    return url.host === 'same.origin' ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}
