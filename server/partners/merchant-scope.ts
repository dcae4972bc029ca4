/**
 * Which merchants (consignors rows) a caller may see and change through the generic collection
 * (/resource/consignors: the management screens' reads, exports and quick edits, and the merchant selects
 * of the warehouse, quote, sorting and basic-data screens) and through the merchant picker:
 * - the platform administrator: every merchant;
 * - a merchant account: its own merchant;
 * - a service provider or a delivery company: the merchants in its book (consignor-book.ts), and to read
 *   only, the merchants named on the orders it is a party to.
 * A merchant created through the collection goes into the creating company's book.
 */
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../auth/request-auth.js';
import { fieldExpression, type SqlCondition } from '../collections/framework/query-filters.js';
import type { RowScope } from '../collections/framework/row-scope.js';
import type { ServerContext } from '../context.js';
import { callerOrderCondition } from '../tenancy/request-tenancy.js';
import { isPlatform, ORDERS_COLLECTION } from '../tenancy/tenancy.js';
import { resourceKind } from '../tickets/resource-ids.js';
import { isMerchantAccount } from '../resource-binding/tenancy.js';
import { bookCondition, bookOwnerStamp } from './consignor-book.js';

/** The order field naming its merchant by resource id (the merchant's row id plus the kind's base). */
const ORDER_MERCHANT_FIELD = 'consignor_resource_id';

/** The merchants a caller may list and read. */
export function visibleMerchantsCondition(context: ServerContext, request: FastifyRequest): SqlCondition[] {
  const { user } = requireAuth(request);
  const book = bookCondition(context, request);
  if (isPlatform(user) || isMerchantAccount(user)) return book;
  const orders = callerOrderCondition(request);
  const named: SqlCondition = {
    sql: `(id + ?) IN (SELECT ${fieldExpression(ORDER_MERCHANT_FIELD)} FROM records WHERE collection = ? AND ${orders.sql})`,
    params: [resourceKind('CONSIGNOR').base, ORDERS_COLLECTION, ...orders.params],
  };
  return [{ sql: `(${[...book, named].map((c) => c.sql).join(' OR ')})`, params: [...book, named].flatMap((c) => c.params) }];
}

/** The row scope of the merchants collection. */
export function merchantRowScope(context: ServerContext): RowScope {
  return {
    read: (request) => visibleMerchantsCondition(context, request),
    write: (request) => bookCondition(context, request),
    stamp: bookOwnerStamp,
  };
}
