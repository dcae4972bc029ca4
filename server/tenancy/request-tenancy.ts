/** The tenancy and fee visibility of the authenticated caller of a request. */
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../auth/request-auth.js';
import type { SqlCondition } from '../db/record-sql.js';
import { canSeeFees } from './fee-visibility.js';
import { orderCondition, tenancyCondition, type TenancySpec, type Tenant } from './tenancy.js';

/** The caller as tenancy sees it: its main account's type and id (sub-accounts act for their main account). */
export function tenantOf(request: FastifyRequest): Tenant {
  const { user } = requireAuth(request);
  return { main_type: user.main_type, main_user_id: user.main_user_id };
}

/** The conditions limiting rows of a collection with `spec` tenancy to the caller's ([] when none). */
export function tenancyConditions(spec: TenancySpec | undefined, request: FastifyRequest): SqlCondition[] {
  const condition = tenancyCondition(spec, tenantOf(request));
  return condition ? [condition] : [];
}

/** The condition limiting waybill rows to the caller's orders. */
export const callerOrderCondition = (request: FastifyRequest): SqlCondition => orderCondition(tenantOf(request));

/** Whether the caller may see amounts and costs. */
export const callerSeesFees = (request: FastifyRequest): boolean => canSeeFees(requireAuth(request).user.permissions);
