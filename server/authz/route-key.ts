/**
 * One spelling for "this method on this route" shared by the descriptors ("/order/waybills/{id}") and
 * Fastify ("/api/order/waybills/:record_id"): parameters are compared by position, not by name.
 */

/** Every parameter segment (`:name`, `:name?`, `{name}`) becomes `:`; no trailing slash. */
export function normalizeRoutePattern(pattern: string): string {
  const path = pattern
    .replace(/\{[A-Za-z_][A-Za-z0-9_]*\}/g, ':')
    .replace(/:[A-Za-z_][A-Za-z0-9_]*\??/g, ':')
    .replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** The server route of a descriptor API path ("/order/waybills" → "/api/order/waybills"). */
export function apiRouteOf(descriptorApi: string): string {
  return normalizeRoutePattern(`/api${descriptorApi.startsWith('/') ? '' : '/'}${descriptorApi}`);
}

/** 'METHOD /api/normalized/:'; HEAD is answered by the GET route. */
export function routeKeyOf(method: string, routePattern: string): string {
  const verb = method.toUpperCase();
  return `${verb === 'HEAD' ? 'GET' : verb} ${normalizeRoutePattern(routePattern)}`;
}
