/** While maintenance mode is on, /api answers 503 except for public and ops endpoints. */
import type { FastifyInstance } from 'fastify';
import { ApiError, MESSAGES } from '../http/api-error.js';
import { isPublicApiRoute, OPS_ROUTE_PREFIX } from '../auth/public-routes.js';
import type { SystemState } from './system-state.js';

export function registerMaintenanceGuard(app: FastifyInstance, state: SystemState): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || !state.maintenance) return;
    const routePattern = request.routeOptions.url;
    if (isPublicApiRoute(request.method, routePattern)) return;
    if (routePattern?.startsWith(OPS_ROUTE_PREFIX)) return;
    throw new ApiError(503, '503', MESSAGES.maintenance);
  });
}
