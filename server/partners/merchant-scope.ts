/**
 * Which merchants (consignors rows) a caller may see and change through the generic collection
 * (/resource/consignors: the management screens' reads, exports and quick edits, and the merchant selects
 * of the warehouse, quote, sorting and basic-data screens) and through the merchant picker:
 * - the platform administrator: every merchant;
 * - a merchant account: its own merchant;
 * - a service provider or a delivery company: the merchants in its book (consignor-book.ts), and to read
 *   only, the merchants named on the orders it is a party to.
 * A merchant created through the collection goes into the creating company's book.
 *
 * Stores and products belong to a merchant by its name (`consignor_name`), or, when a company created them
 * without naming one, to that company (the book owner field). A caller sees those of the merchants it
 * sees and its own, and creates and changes those of the merchants in its book and its own; a merchant
 * account's are always its own merchant's.
 */
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../auth/request-auth.js';
import { allOf, anyOf, fieldExpression, ordersFieldIn, type SqlCondition } from '../db/record-sql.js';
import type { RowScope } from '../records/row-scope.js';
import type { ServerContext } from '../context.js';
import { callerOrderCondition } from '../tenancy/request-tenancy.js';
import { isPlatform } from '../tenancy/tenancy.js';
import { resourceKind } from '../parties/resource-ids.js';
import { isMerchantAccount, merchantScope } from './merchant-account.js';
import { BOOK_OWNER_FIELD, bookCondition, bookOwnerStamp } from './consignor-book.js';

/** The field of a store or product naming its merchant. */
const MERCHANT_NAME_FIELD = 'consignor_name';
const MERCHANTS_COLLECTION = 'consignors';
/** The order field naming its merchant by resource id (the merchant's row id plus the kind's base). */
const ORDER_MERCHANT_FIELD = 'consignor_resource_id';

/** The merchants a caller may list and read. */
export function visibleMerchantsCondition(context: ServerContext, request: FastifyRequest): SqlCondition[] {
  const { user } = requireAuth(request);
  const book = bookCondition(context, request);
  if (isPlatform(user) || isMerchantAccount(user)) return book;
  const merchantsOnOrders = ordersFieldIn(ORDER_MERCHANT_FIELD, callerOrderCondition(request));
  const named: SqlCondition = {
    sql: `(id + ?) IN (${merchantsOnOrders.sql})`,
    params: [resourceKind('CONSIGNOR').base, ...merchantsOnOrders.params],
  };
  return [anyOf([...book, named])];
}

/** Rows of stores or products whose merchant meets `merchants` (conditions over consignors rows). */
function ofMerchants(merchants: readonly SqlCondition[]): SqlCondition {
  const where = allOf(merchants);
  return {
    sql: `${fieldExpression(MERCHANT_NAME_FIELD)} IN (SELECT ${fieldExpression('name')} FROM records WHERE collection = ? AND ${where.sql})`,
    params: [MERCHANTS_COLLECTION, ...where.params],
  };
}

/**
 * Store or product rows whose merchant meets `merchants`, or (for a company) rows naming no merchant that
 * the company created.
 */
function merchantOwned(request: FastifyRequest, merchants: readonly SqlCondition[]): SqlCondition[] {
  const { user } = requireAuth(request);
  if (isPlatform(user)) return [];
  const rows = ofMerchants(merchants);
  if (isMerchantAccount(user)) return [rows];
  const own: SqlCondition = {
    sql: `(COALESCE(${fieldExpression(MERCHANT_NAME_FIELD)}, '') = '' AND ${fieldExpression(BOOK_OWNER_FIELD)} = ?)`,
    params: [user.main_user_id],
  };
  return [anyOf([rows, own])];
}

/** The stores or products a caller may list and read. */
export const visibleMerchantOwnedCondition = (context: ServerContext, request: FastifyRequest): SqlCondition[] =>
  merchantOwned(request, visibleMerchantsCondition(context, request));

/** The row scope of stores and products (collections naming their merchant in consignor_name). */
export function merchantOwnedRowScope(context: ServerContext): RowScope {
  // Those of the merchants in the caller's book: the rows it may change, and what a written row must stay.
  const changeable = (request: FastifyRequest) => merchantOwned(request, bookCondition(context, request));
  return {
    read: (request) => visibleMerchantOwnedCondition(context, request),
    write: changeable,
    keep: changeable,
    // A merchant account's new store or product is its own merchant's, whatever the body names.
    stamp: (request) => {
      const scope = merchantScope(context, request);
      return scope ? { [MERCHANT_NAME_FIELD]: String(scope.merchant?.name ?? '') } : bookOwnerStamp(request);
    },
  };
}

/** The row scope of the merchants collection. */
export function merchantRowScope(context: ServerContext): RowScope {
  return {
    read: (request) => visibleMerchantsCondition(context, request),
    write: (request) => bookCondition(context, request),
    stamp: bookOwnerStamp,
  };
}
