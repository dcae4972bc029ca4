/**
 * The `settle` effect (src/workflow/types.ts): an order's fee lines become settlement lines in
 * /finance/settlements. Each line keeps the fee line's direction (INCOME 收 from the merchant, OUTLAY 支 to
 * the carrier or delivery company), its settle target (id, type, name), fee subject and amount, the order
 * number, and is held in the books of the order's servicer (the row's owner), unbilled (`bill_no` empty)
 * and pending. Amounts are computed in fen and stored as the collection stores them (yuan numbers with at
 * most two decimals, which round-trip exactly through src/money/fen.ts).
 *
 * One pure function (settlementLinesOf) turns fee lines into settlement line data, for the effect, the
 * ticket money (server/finance/ticket-money.ts) and the seed alike. A line names its parties so that each
 * sees only its own money (ownership `parties` of the settlements collection): the servicer keeping the
 * books, the merchant an INCOME line is collected from, the delivery company an OUTLAY line is paid to.
 *
 * Idempotent: a line is keyed by the order number and the fee line's position (`booking_key`), so running
 * the effect again for the same order adds no line twice. Lines a ticket appended to the order (they carry
 * a `source_key`) are booked the same way, as ADJUSTMENT lines naming the ticket.
 */
import { FINANCE_MESSAGES } from '../../src/config/finance-messages.js';
import { fenToYuanNumber, toFen } from '../../src/money/fen.js';
import type { ApiRecord, RecordStore } from '../records/record-store.js';
import type { ServerContext } from '../context.js';
import { badRequest } from '../http/api-error.js';
import { workflowMessage } from '../../src/config/workflow-messages.js';
import { Companies } from '../parties/companies.js';

export const SETTLEMENTS_COLLECTION = 'settlements';
export const FEE_LINES_FIELD = 'fee_lines';
/** The key a fee line appended by a ticket carries on the order (`T{ticketId}#{n}`). */
export const SOURCE_KEY_FIELD = 'source_key';

type Body = Record<string, unknown>;

/** Where a settlement line comes from (codes.ts SETTLEMENT_SOURCES). */
export type SettlementSource = 'ORDER' | 'TICKET' | 'ADJUSTMENT';

/** The source of a line, and the ticket behind it when a ticket brought it. */
export interface LineOrigin {
  source: SettlementSource;
  ticket_id?: number;
  ticket_no?: string;
}

/** A fee line to book, under its booking key. */
export interface KeyedFeeLine {
  line: Body;
  key: string;
  origin: LineOrigin;
}

/** The main account of a merchant or delivery company by its resource id; 0 when it has none. */
export type MainAccountOf = (party: 'merchant' | 'delivery', resourceId: number) => number;

/** The key of the settlement line of an order's fee line. */
export const feeLineKey = (orderNo: string, index: number): string => `${orderNo}#${index + 1}`;
/** The key of a ticket's fee line: on the order (source_key) and as a settlement line of the ticket (booking_key). */
export const ticketLineKey = (ticketId: number, index: number): string => `T${ticketId}#${index + 1}`;

const TICKET_KEY = /^T(\d+)#\d+$/;

/** The fee lines of an order (objects only). */
export function feeLinesOf(order: Readonly<Body>): Body[] {
  const lines = order[FEE_LINES_FIELD];
  return Array.isArray(lines) ? lines.filter((line): line is Body => typeof line === 'object' && line !== null && !Array.isArray(line)) : [];
}

/** The origin of an order's fee line: ADJUSTMENT naming its ticket when a ticket appended it, else ORDER. */
function originOfOrderLine(line: Body): LineOrigin {
  const match = TICKET_KEY.exec(String(line[SOURCE_KEY_FIELD] ?? ''));
  if (!match) return { source: 'ORDER' };
  return { source: 'ADJUSTMENT', ticket_id: Number(match[1]), ticket_no: String(line.ticket_no ?? '') };
}

/** Every fee line of the order under its position key. */
export function orderFeeLineEntries(order: Readonly<Body>): KeyedFeeLine[] {
  const orderNo = String(order.order_no ?? '');
  const lines = Array.isArray(order[FEE_LINES_FIELD]) ? (order[FEE_LINES_FIELD] as unknown[]) : [];
  const entries: KeyedFeeLine[] = [];
  lines.forEach((line, index) => {
    if (typeof line !== 'object' || line === null || Array.isArray(line)) return;
    entries.push({ line: line as Body, key: feeLineKey(orderNo, index), origin: originOfOrderLine(line as Body) });
  });
  return entries;
}

const positiveId = (value: unknown): number => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/** The settlement line's data of one fee line (checked: a direction, a target, an exact amount). */
function lineData(order: Readonly<Body>, entry: KeyedFeeLine, accounts: MainAccountOf): Body {
  const { line, key, origin } = entry;
  const fee = String(line.code_name ?? line.code ?? '');
  const direction = line.direction;
  const targetId = Number(line.settle_target_id);
  if ((direction !== 'INCOME' && direction !== 'OUTLAY') || !Number.isInteger(targetId) || targetId < 1) {
    throw badRequest(workflowMessage(FINANCE_MESSAGES.incompleteFeeLine, { fee }));
  }
  const fen = toFen(line.amount);
  if (fen === undefined || fen < 0) throw badRequest(workflowMessage(FINANCE_MESSAGES.invalidFeeAmount, { fee, amount: String(line.amount) }));
  return {
    order_no: String(order.order_no ?? ''),
    booking_key: key,
    source: origin.source,
    ...(origin.ticket_id !== undefined ? { ticket_id: origin.ticket_id, ticket_no: origin.ticket_no ?? '' } : {}),
    fee_code: String(line.code ?? ''),
    fee_name: fee,
    direction,
    settle_target_id: targetId,
    settle_target_type: String(line.settle_target_type ?? ''),
    settle_target_name: String(line.settle_target_name ?? ''),
    amount: fenToYuanNumber(fen),
    settlement_method_name: String(line.settlement_method_name ?? ''),
    status: 'PENDING',
    bill_no: '',
    // The parties who see the line: the books holder, and the merchant or delivery company it is settled with.
    servicer_user_id: positiveId(order.servicer_user_id),
    consignor_user_id: direction === 'INCOME' ? accounts('merchant', targetId) : 0,
    delivery_user_id: direction === 'OUTLAY' ? accounts('delivery', targetId) : 0,
  };
}

/**
 * Pure: the settlement lines' data of an order's fee lines, in the order given. Throws (400, Chinese) on a
 * line that cannot be booked. `accounts` names the companies' main accounts (the database at run time,
 * the demo accounts in the seed).
 */
export function settlementLinesOf(order: Readonly<Body>, entries: readonly KeyedFeeLine[], accounts: MainAccountOf): Body[] {
  return entries.map((entry) => lineData(order, entry, accounts));
}

function settlementsStore(context: ServerContext): RecordStore {
  const store = context.collections.get(SETTLEMENTS_COLLECTION);
  if (!store) throw new Error('the settlements collection is not registered');
  return store;
}

/** The main accounts as the database knows them. */
export const mainAccountsOf = (context: ServerContext): MainAccountOf => {
  const companies = new Companies(context);
  return (party, resourceId) => companies.mainAccountOf(party, resourceId);
};

/** Books the entries not booked yet for the order, in the books of its servicer; answers the lines it added. */
export function bookFeeLines(context: ServerContext, order: ApiRecord, entries: readonly KeyedFeeLine[]): ApiRecord[] {
  const store = settlementsStore(context);
  const orderNo = String(order.order_no ?? '');
  const booked = new Set(
    store.allRowsWhere([{ sql: "json_extract(data, '$.order_no') = ?", params: [orderNo] }]).map((row) => String(row.booking_key ?? '')),
  );
  const fresh: KeyedFeeLine[] = [];
  for (const entry of entries) {
    if (booked.has(entry.key)) continue;
    booked.add(entry.key);
    fresh.push(entry);
  }
  const owner = positiveId(order.servicer_user_id);
  return settlementLinesOf(order, fresh, mainAccountsOf(context)).map((data) => store.insert(data, owner > 0 ? owner : undefined));
}

/** Whether the order's money is already in the books: signed, or with settlement lines. */
export function isSettled(context: ServerContext, order: Readonly<Body>): boolean {
  if (order.status === 'SIGNED') return true;
  return settlementsStore(context).count([{ sql: "json_extract(data, '$.order_no') = ?", params: [String(order.order_no ?? '')] }]) > 0;
}

/** Books the order's fee lines not booked yet; answers the settlement lines it added. */
export function settleOrder(context: ServerContext, order: ApiRecord): ApiRecord[] {
  return bookFeeLines(context, order, orderFeeLineEntries(order));
}
