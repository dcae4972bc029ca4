/**
 * What a merchant account (main_type consignor) may see in the pickers: its own merchant — the
 * consignors row whose resource id is the account's resource_id (the demo `consignor`, 400107, is row
 * 107). Which merchants, stores and products each account sees is server/partners/merchant-scope.ts's.
 */
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../auth/request-auth.js';
import type { ApiRecord } from '../records/record-store.js';
import { fieldExpression, NO_ROWS, type SqlCondition } from '../db/record-sql.js';
import type { ServerContext } from '../context.js';
import { decodeResourceId } from '../parties/resource-ids.js';
import type { UserRecord } from '../users/user-store.js';

export const isMerchantAccount = (user: Pick<UserRecord, 'main_type'>): boolean => user.main_type === 'consignor';

/** The merchant row of a merchant account; undefined for other accounts or when the row is gone. */
export function merchantRowOf(context: ServerContext, user: Pick<UserRecord, 'main_type' | 'resource_id'>): ApiRecord | undefined {
  if (!isMerchantAccount(user)) return undefined;
  const decoded = decodeResourceId(user.resource_id);
  return decoded?.kind.type === 'CONSIGNOR' ? context.collections.get('consignors')?.find(decoded.rowId, undefined) : undefined;
}

/** The caller's account when it is a merchant's, with its merchant row (if any). */
export function merchantScope(context: ServerContext, request: FastifyRequest): { merchant: ApiRecord | undefined } | undefined {
  const { user } = requireAuth(request);
  return isMerchantAccount(user) ? { merchant: merchantRowOf(context, user) } : undefined;
}

/** The consignors a merchant account may list: its own row only. */
export function ownMerchantCondition(context: ServerContext, request: FastifyRequest): SqlCondition[] {
  const scope = merchantScope(context, request);
  if (!scope) return [];
  return scope.merchant ? [{ sql: 'id = ?', params: [scope.merchant.id] }] : [NO_ROWS];
}

export const merchantNameCondition = (name: string): SqlCondition => ({ sql: `${fieldExpression('consignor_name')} = ?`, params: [name] });
