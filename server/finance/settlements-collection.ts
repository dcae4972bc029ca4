/**
 * Settlement lines (结算明细): an order's fee lines, booked when the order is signed
 * (server/finance/settle-order.ts), plus a ticket's fees (server/finance/ticket-money.ts). A line belongs
 * to its parties: the servicer whose books hold it, the merchant an INCOME line is collected from, the
 * delivery company an OUTLAY line is paid to; so a merchant never sees what the servicer pays out.
 *
 * The seed books the seeded signed orders through the same function as the `settle` effect, so the demo
 * books add up to the orders' fee lines exactly.
 */
import { formatLocalDateTime } from '../db/clock.js';
import { orderFeeLineEntries, settlementLinesOf, type MainAccountOf } from './settle-order.js';
import { DEMO_USERS } from '../users/demo-users.js';
import { MAIN_TYPE_OF_PARTY } from '../parties/companies.js';
import { seededBooks, type SeededBooks } from './seeded-books.js';
import { CREATED_AT_RANGE } from '../records/common-fields.js';
import type { CollectionSpec, SeedRecord } from '../records/types.js';
import { ORDER_NO_PATTERN } from '../orders/waybills-collection.js';
import { DIRECTIONS, FEE_CODES, SETTLE_TARGET_TYPES, SETTLEMENT_METHOD_NAMES, SETTLEMENT_SOURCES, SETTLEMENT_STATUSES } from '../codes/codes.js';
import { amount, codeEnum, text, textEnum, textOf } from '../codes/core-fields.js';

type Row = Readonly<Record<string, unknown>>;

/**
 * The settlement number of line `id`: JS, the day (yyMMdd) and the id in at least six digits. Unique
 * because the id is: any number of lines a day.
 */
export const settleNoOf = (id: number, at: string): string => `JS${at.slice(2, 4)}${at.slice(5, 7)}${at.slice(8, 10)}${String(id).padStart(6, '0')}`;

/** The demo companies' main accounts by resource id: what Companies.mainAccountOf answers on a fresh database. */
const demoMainAccountOf: MainAccountOf = (party, resourceId) =>
  DEMO_USERS.find((user) => user.is_main_user && user.main_type === MAIN_TYPE_OF_PARTY[party] && user.resource_id === resourceId)?.id ?? 0;

/**
 * The seeded settlement lines: every fee line of every seeded SIGNED order, as the `settle` effect books it
 * (source ORDER, pending, unbilled), dated at the order's signing, with ids 1, 2, … in that date order.
 * The demo books then bill them (server/finance/seeded-books.ts); every seed of the books starts here.
 */
export function seededSettlementLines(orders: readonly Row[]): SeedRecord[] {
  const signed = orders
    .filter((order) => order.status === 'SIGNED' && textOf(order, 'sign_time') !== '' && textOf(order, 'order_no') !== '')
    .sort((a, b) => textOf(a, 'sign_time').localeCompare(textOf(b, 'sign_time')));
  const records: SeedRecord[] = [];
  for (const order of signed) {
    const createdAt = textOf(order, 'sign_time');
    const owner = Number(order.servicer_user_id);
    for (const data of settlementLinesOf(order, orderFeeLineEntries(order), demoMainAccountOf)) {
      const id = records.length + 1;
      records.push({
        id,
        data: { settle_no: settleNoOf(id, createdAt), ...data },
        created_at: createdAt,
        ...(Number.isInteger(owner) && owner > 0 ? { owner_id: owner } : {}),
      });
    }
  }
  return records;
}

/** The demo books of one seeding run, made once: the five books collections each seed their part of them. */
const booksOfRun = new WeakMap<readonly Row[], { at: number; books: SeededBooks }>();

/** The demo books made from the seeded orders (the seed reads the same order rows for each books collection). */
export function seededBooksOf(orders: readonly Row[], now: Date): SeededBooks {
  const made = booksOfRun.get(orders);
  if (made && made.at === now.getTime()) return made.books;
  const books = seededBooks(seededSettlementLines(orders), now);
  booksOfRun.set(orders, { at: now.getTime(), books });
  return books;
}

const partyId = { type: 'integer', minimum: 0 } as const;

export const settlementsCollection: CollectionSpec = {
  name: 'settlements',
  path: '/finance/settlements',
  ownership: { rule: 'parties', parties: { servicer: 'servicer_user_id', consignor: 'consignor_user_id', delivery: 'delivery_user_id' } },
  fields: {
    settle_no: text('结算单号', 30, 'like'),
    order_no: { type: 'string', pattern: ORDER_NO_PATTERN, label: '订单号', filter: 'like' },
    fee_code: codeEnum('费用编码', FEE_CODES),
    fee_name: text('费用名称', 30, 'like'),
    direction: codeEnum('收支方向', DIRECTIONS),
    settle_target_name: text('结算对象', 50, 'like'),
    // The partner the line is settled with (a fee line's settle target), by id and kind.
    settle_target_id: { type: 'integer', minimum: 1, label: '结算对象ID', filter: 'eq' },
    settle_target_type: codeEnum('结算对象类型', SETTLE_TARGET_TYPES),
    amount: amount('金额'),
    settlement_method_name: textEnum('结算方式', SETTLEMENT_METHOD_NAMES),
    status: codeEnum('结算状态', SETTLEMENT_STATUSES, 'PENDING'),
    source: codeEnum('来源', SETTLEMENT_SOURCES, 'ORDER'),
    // The ticket whose fees the line books (source TICKET or ADJUSTMENT).
    ticket_id: { type: 'integer', minimum: 1, label: '工单ID', filter: 'eq' },
    ticket_no: text('工单号', 40, 'eq'),
    // Which fee line the line books (server/finance/settle-order.ts): booked once.
    booking_key: text('记账键', 40),
    // The bill the line is on; empty until billed.
    bill_no: text('账单号', 30, 'eq'),
    // The parties (main user ids, 0 for none): the books holder, the merchant paying, the delivery company paid.
    servicer_user_id: partyId,
    consignor_user_id: partyId,
    delivery_user_id: partyId,
  },
  required: ['order_no', 'fee_code', 'direction', 'amount'],
  unique: [{ field: 'settle_no', message: '结算单号已存在' }],
  extraFilters: CREATED_AT_RANGE,
  generateOnCreate: (id, createdAt) => ({ settle_no: settleNoOf(id, formatLocalDateTime(createdAt)) }),
  // Billed as the demo books bill them (server/finance/seeded-books.ts): a line is settled when its bill is.
  seed: ({ rowsOf, now }) => seededBooksOf(rowsOf('waybills'), now).lines,
};
