/**
 * Global authorization, after the auth guard: a signed-in caller of a company whose details are not
 * approved yet reaches only the review pages' routes (the company review gate), and every caller reaches
 * a route only when the Authorizer allows its method for that account (403 otherwise). Both run at
 * onRequest, before body parsing and validation, so a refused caller learns nothing about a route's input.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES } from '../accounts/account-messages.js';
import { isApiRoutePattern } from '../http/api-route-pattern.js';
import { isPublicApiRoute } from '../auth/public-routes.js';
import { ApiError, noApiPermission } from '../http/api-error.js';
import type { MenuUniverse } from '../menu/build-menu.js';
import type { ScreenDoc } from '../descriptors/screen-doc.js';
import { buildApiIndex, type WorkflowsByName } from './api-index.js';
import { Authorizer } from './authorizer.js';
import { CompanyReviewGate, type ReviewStatusOf } from './company-review-gate.js';
import { authorizesItself } from './self-authorized.js';

/** The route of a signed-in API call, or undefined when neither check applies (not an API route, public, no token). */
function signedInApiRoute(request: FastifyRequest): string | undefined {
  const routePattern = request.routeOptions.url;
  if (!isApiRoutePattern(routePattern) || isPublicApiRoute(request.method, routePattern) || routePattern === undefined) return undefined;
  // The auth guard has answered 401 already when there is no valid token.
  return request.auth ? routePattern : undefined;
}

export const companyNotApproved = (): ApiError => new ApiError(403, '403', ACCOUNT_MESSAGES.companyNotApproved);

/**
 * Registers the company review gate; call it right after registerAuthGuard and before
 * registerAuthorization, so an unapproved company hears why it is refused whatever its menu says.
 */
export function registerCompanyReviewGate(app: FastifyInstance, reviewStatusOf: ReviewStatusOf): CompanyReviewGate {
  const gate = new CompanyReviewGate(reviewStatusOf);
  app.addHook('onRequest', async (request) => {
    const routePattern = signedInApiRoute(request);
    if (routePattern === undefined || !request.auth) return;
    if (!gate.allows(request.auth.user, request.method, routePattern)) throw companyNotApproved();
  });
  return gate;
}

/**
 * Registers the check; call it after registerAuthGuard (so it sees `request.auth`) and registerCompanyReviewGate.
 * Routes that decide themselves who may call them (self-authorized.ts: the workflow transitions, with the
 * account's codes on the screens offering each transition, through the Authorizer this returns) are let through.
 */
export function registerAuthorization(
  app: FastifyInstance, universe: MenuUniverse, docs: readonly ScreenDoc[], workflows: WorkflowsByName = new Map(),
): Authorizer {
  const authorizer = new Authorizer(universe, buildApiIndex(docs, workflows));
  app.addHook('onRequest', async (request) => {
    const routePattern = signedInApiRoute(request);
    if (routePattern === undefined || !request.auth || authorizesItself(request)) return;
    if (!authorizer.allows(request.auth.user, request.method, routePattern)) throw noApiPermission();
  });
  return authorizer;
}
