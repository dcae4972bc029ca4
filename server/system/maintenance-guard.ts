/** While maintenance mode is on, /api answers 503 except for the session, system info and ops endpoints. */
import type { FastifyInstance } from 'fastify';
import { ApiError, MESSAGES } from '../http/api-error.js';
import { OPS_ROUTE_PREFIX, PUBLIC_API_ROUTES, routeKey } from '../auth/public-routes.js';
import type { SystemState } from './system-state.js';

export function registerMaintenanceGuard(app: FastifyInstance, state: SystemState): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || !state.maintenance) return;
    const routePattern = request.routeOptions.url;
    // Public data (order query and the like) is business data and pauses like the rest.
    if (PUBLIC_API_ROUTES.has(routeKey(request.method, routePattern))) return;
    if (routePattern?.startsWith(OPS_ROUTE_PREFIX)) return;
    throw new ApiError(503, '503', MESSAGES.maintenance);
  });
}
