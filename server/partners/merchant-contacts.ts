/**
 * What a caller may see of a merchant record (core spec §7 merchant book) and of its stores. A merchant in
 * the caller's book (the platform: every merchant; a merchant account: its own) is seen whole, and so are
 * its stores and the stores the company keeps without a merchant. A merchant the caller sees only because
 * it is named on one of the caller's orders (merchant-scope.ts) shows what showing and choosing it takes —
 * ids, name and whether it may place orders — and none of its contact person, phone, address, settle terms
 * or memo, nor those of its stores: they are the business of the companies whose book holds it.
 *
 * Whitelists, so a contact field the collections gain later stays withheld without a change here.
 */
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../auth/request-auth.js';
import type { ServerContext } from '../context.js';
import { isMerchantAccount } from './merchant-account.js';
import { isPlatform } from '../tenancy/tenancy.js';
import { BOOK_OWNER_FIELD, bookCondition, bookHolds } from './consignor-book.js';

type Row = Readonly<Record<string, unknown>>;
type View = (row: Row) => Record<string, unknown>;

/** The fields of a merchant only named on the caller's orders that the caller receives. */
export const NAMED_MERCHANT_FIELDS: readonly string[] = ['id', 'resource_id', 'res_consignor_id', 'name', 'status', 'is_forbid_create_order'];
/** The fields of such a merchant's stores that the caller receives. */
export const NAMED_STORE_FIELDS: readonly string[] = ['id', 'name', 'consignor_name', 'consignor_resource_id', 'status', 'is_forbid_create_order'];

/** Most merchants one book holds, read at once to judge a page of stores. */
const BOOK_READ_LIMIT = 100_000;

const only = (fields: readonly string[]) => (row: Row): Record<string, unknown> =>
  Object.fromEntries(fields.flatMap((field) => (row[field] === undefined ? [] : [[field, row[field]]])));

/** The merchant rows as the caller may see them: whole when its book holds them, else ids and name only. */
export function merchantViewFor(context: ServerContext, request: FastifyRequest): View {
  const holds = bookHolds(context, request);
  const named = only(NAMED_MERCHANT_FIELDS);
  return (row) => (holds(row) ? { ...row } : named(row));
}

/** Whether the caller may see a merchant's contact person and phone: only of a merchant its book holds. */
export function mayContactMerchant(context: ServerContext, request: FastifyRequest): (row: Row) => boolean {
  return bookHolds(context, request);
}

/**
 * Store rows (named by their merchant's `consignor_name`) as the caller may see them: whole for a store of
 * a merchant in its book or of its own, else ids, name and merchant name only.
 */
export function storeViewFor(context: ServerContext, request: FastifyRequest): View {
  const { user } = requireAuth(request);
  if (isPlatform(user) || isMerchantAccount(user)) return (row) => ({ ...row });
  const merchants = context.collections.get('consignors');
  const book = new Set((merchants?.list(bookCondition(context, request), undefined, BOOK_READ_LIMIT, 0).rows ?? []).map((row) => String(row.name ?? '')));
  const named = only(NAMED_STORE_FIELDS);
  return (row) => {
    const merchant = String(row.consignor_name ?? '');
    const own = merchant === '' ? row[BOOK_OWNER_FIELD] === user.main_user_id : book.has(merchant);
    return own ? { ...row } : named(row);
  };
}
