import { matchPath } from 'react-router';
import { safeAppPath } from './safe-redirect';

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

/**
 * A redirect target is accepted only when it is a same-origin app path once normalised (decoded, dot
 * segments resolved, backslashes as slashes): see safe-redirect.ts.
 */
export function safeRedirectTarget(value: string | null | undefined): string | undefined {
  return safeAppPath(value);
}
