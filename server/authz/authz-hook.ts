/**
 * Global authorization, after the auth guard: a signed-in caller reaches a route only when the
 * Authorizer allows its method for that account (403 otherwise). It runs at onRequest, before body
 * parsing and validation, so a refused caller learns nothing about a route's input.
 */
import type { FastifyInstance } from 'fastify';
import { isApiRoutePattern } from '../auth/auth-guard.js';
import { isPublicApiRoute } from '../auth/public-routes.js';
import { noApiPermission } from '../http/api-error.js';
import type { MenuUniverse } from '../menu/build-menu.js';
import type { ScreenDoc } from '../descriptors/screen-doc.js';
import { buildApiIndex } from './api-index.js';
import { Authorizer } from './authorizer.js';

/** Registers the check; call it right after registerAuthGuard so it sees `request.auth`. */
export function registerAuthorization(app: FastifyInstance, universe: MenuUniverse, docs: readonly ScreenDoc[]): Authorizer {
  const authorizer = new Authorizer(universe, buildApiIndex(docs));
  app.addHook('onRequest', async (request) => {
    const routePattern = request.routeOptions.url;
    if (!isApiRoutePattern(routePattern) || isPublicApiRoute(request.method, routePattern) || routePattern === undefined) return;
    // The auth guard has answered 401 already when there is no valid token.
    if (!request.auth) return;
    if (!authorizer.allows(request.auth.user, request.method, routePattern)) throw noApiPermission();
  });
  return authorizer;
}
