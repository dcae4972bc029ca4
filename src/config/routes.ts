/**
 * Named routes (widgets spec §2): a screen the shell opens by name with query parameters. The path
 * of a name is fixed here so the shell never spells it out.
 */
export const NAMED_ROUTES = {
  saasWaybillAllIndex: '/saas/waybill/all/index',
} as const;

export type RouteName = keyof typeof NAMED_ROUTES;

/** The URL of a named route with its query; empty values are left out. */
export function namedRouteUrl(name: RouteName, query: Readonly<Record<string, string>> = {}): string {
  const search = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== '')).toString();
  return search ? `${NAMED_ROUTES[name]}?${search}` : NAMED_ROUTES[name];
}

/** Whether a value names a route of NAMED_ROUTES (core spec §8: a missing name is logged as 路由名必须填写). */
export function isRouteName(name: unknown): name is RouteName {
  return typeof name === 'string' && name !== '' && Object.hasOwn(NAMED_ROUTES, name);
}
