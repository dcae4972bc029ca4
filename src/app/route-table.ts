import type { ScreenIndexEntry } from '../screen-model/index-entry';
import { paramsOf } from '../access/paths';

export interface RouteEntry {
  pattern: string;
  entry: ScreenIndexEntry;
}

/** Static segments outrank parameters, so "/role/add" wins over "/role/:id". */
function specificity(pattern: string): number[] {
  return pattern.split('/').filter(Boolean).map((segment) => (segment.startsWith(':') ? (segment.endsWith('?') ? 0 : 1) : segment === '*' ? -1 : 2));
}

function compareSpecificity(a: string, b: string): number {
  const sa = specificity(a);
  const sb = specificity(b);
  for (let i = 0; i < Math.max(sa.length, sb.length); i += 1) {
    const diff = (sb[i] ?? -2) - (sa[i] ?? -2);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** Every path and alias of every screen, most specific first. */
export function buildRouteTable(screens: readonly ScreenIndexEntry[]): RouteEntry[] {
  return screens
    .flatMap((entry) => [entry.path, ...entry.aliases].map((pattern) => ({ pattern, entry })))
    .sort((a, b) => compareSpecificity(a.pattern, b.pattern));
}

export interface ResolvedScreen {
  route: RouteEntry;
  params: Record<string, string | undefined>;
}

export function resolveRoute(table: readonly RouteEntry[], pathname: string): ResolvedScreen | undefined {
  for (const route of table) {
    const params = paramsOf(route.pattern, pathname);
    if (params) return { route, params };
  }
  return undefined;
}
