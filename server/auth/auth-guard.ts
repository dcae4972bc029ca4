/**
 * Global guard: every route under /api needs a valid access token unless it is on the public
 * allow-list. It runs at onRequest, before body parsing and validation, so anonymous callers learn
 * nothing about a route's schema and a newly added route is protected by default.
 */
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../http/api-error.js';
import { isApiRoutePattern } from '../http/api-route-pattern.js';
import { isPublicApiRoute } from './public-routes.js';
import { readToken } from './request-auth.js';
import type { TokenService } from './token-service.js';

export function registerAuthGuard(app: FastifyInstance, tokens: TokenService): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const routePattern = request.routeOptions.url;
    // Unknown paths (no route) fall through to the 404 handler; static files are not API routes.
    if (!isApiRoutePattern(routePattern) || isPublicApiRoute(request.method, routePattern)) return;
    const auth = await tokens.authenticate(readToken(request));
    if (!auth) throw unauthorized();
    request.auth = auth;
  });
}
