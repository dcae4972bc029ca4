/** Whether a route pattern is one of the API's (under /api), as opposed to the app's static files. */
export function isApiRoutePattern(routePattern: string | undefined): boolean {
  return routePattern !== undefined && (routePattern === '/api' || routePattern.startsWith('/api/'));
}
