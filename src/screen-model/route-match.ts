/**
 * Route template helpers shared by the screen checker and the app: strip query strings, compare
 * routes whatever their `:param` names, and tell whether a link target can reach a route.
 */

/** A route reduced to its shape: literals stay, `:name` becomes ':', `:name?` ':?', wildcards '*'. */
export type RouteShape = string[];

/**
 * Drops a query string. A '?' right after a `:param` name that ends its segment marks an optional
 * parameter (`/article/edit/:id?`) and is kept; any other '?' starts the query string.
 */
export function stripQuery(template: string): string {
  for (let i = template.indexOf('?'); i !== -1; i = template.indexOf('?', i + 1)) {
    const segmentStart = template.lastIndexOf('/', i) + 1;
    const next = template[i + 1];
    const optionalMarker = template[segmentStart] === ':' && (next === undefined || next === '/');
    if (!optionalMarker) return template.slice(0, i);
  }
  return template;
}

/** The shape of a route or link template. */
export function routeShape(template: string): RouteShape {
  const segments = stripQuery(template).split('/').filter((segment) => segment !== '');
  return segments.map((segment) => {
    if (segment === '*' || (segment.startsWith(':') && segment.endsWith('*'))) return '*';
    if (segment.startsWith(':')) return segment.endsWith('?') ? ':?' : ':';
    return segment;
  });
}

/** Route key with parameter names normalised: '/a/:id' and '/a/:key' give the same key. */
export function routeKey(template: string): string {
  return '/' + routeShape(template).join('/');
}

/**
 * Whether a link target (a template whose `:name` segments are filled from a row) can open the
 * route. A route parameter accepts a literal or a parameter; an optional one may be absent; a
 * wildcard takes the rest.
 */
export function linkMatchesRoute(link: string, route: string): boolean {
  return shapesMatch(routeShape(link), routeShape(route));
}

function shapesMatch(link: RouteShape, route: RouteShape): boolean {
  const [head, ...rest] = route;
  if (head === undefined) return link.length === 0;
  if (head === '*') return true;
  if (head === ':?') return shapesMatch(link, rest) || (link.length > 0 && shapesMatch(link.slice(1), rest));
  const [first, ...others] = link;
  if (first === undefined) return false;
  if (head === ':') return first !== '*' && shapesMatch(others, rest);
  return first === head && shapesMatch(others, rest);
}
