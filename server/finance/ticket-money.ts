/**
 * What a ticket's actions do with money (after-sales fees reach the order and the books):
 *
 * - 补录订单费用 (add_order_fee): the ticket's fee lines are appended to the order's fee lines, each with a
 *   `source_key` (`T{ticketId}#{n}`) so firing the action again appends nothing twice. The order's version
 *   advances, so an open order page sees the change. When the order is already in the books (signed, or
 *   with settlement lines), the appended lines are booked at once as ADJUSTMENT lines; they are only ever
 *   appended, so the position keys of the order's own lines (settle-order.ts) stay valid.
 * - 财务完结 (finance_complete): the ticket's fee lines not already on the order become settlement lines of
 *   source TICKET, keyed `T{ticketId}#{n}`, in the books of the order's servicer, once.
 *
 * The route runs these in the transaction of the ticket update, with the fee lines it keeps for the ticket
 * (the stored ones when the caller cannot see amounts), and writes the order through the store directly:
 * the workflow's write hooks do not apply to a server-side effect.
 */
import type { ApiRecord, RecordStore } from '../records/record-store.js';
import type { ServerContext } from '../context.js';
import type { FeeLine } from '../../src/fees/types.js';
import type { Ticket } from '../../src/tickets/types.js';
import { ORDERS_COLLECTION } from '../db/record-sql.js';
import {
  bookFeeLines, FEE_LINES_FIELD, feeLinesOf, isSettled, settleOrder, SOURCE_KEY_FIELD, ticketLineKey, type KeyedFeeLine,
} from './settle-order.js';

type Body = Record<string, unknown>;

function ordersStore(context: ServerContext): RecordStore {
  const store = context.collections.get(ORDERS_COLLECTION);
  if (!store) throw new Error('the waybills collection is not registered');
  return store;
}

/** The source keys of the lines tickets have appended to the order. */
const sourceKeysOf = (order: Readonly<Body>): Set<string> =>
  new Set(feeLinesOf(order).map((line) => String(line[SOURCE_KEY_FIELD] ?? '')).filter((key) => key !== ''));

/**
 * 补录订单费用: appends the ticket's fee lines the order does not hold yet, and books them when the order
 * is already settled. Answers the order as it is now (undefined when it is gone).
 */
export function addTicketFeesToOrder(context: ServerContext, ticket: Ticket, feeLines: readonly FeeLine[]): ApiRecord | undefined {
  const orders = ordersStore(context);
  const order = orders.find(ticket.order_id, undefined);
  if (!order) return undefined;
  const present = sourceKeysOf(order);
  const appended = feeLines
    .map((line, index): Body => ({ ...line, [SOURCE_KEY_FIELD]: ticketLineKey(ticket.id, index), ticket_no: ticket.ticket_no }))
    .filter((line) => !present.has(String(line[SOURCE_KEY_FIELD])));
  if (appended.length === 0) return order;
  const settled = isSettled(context, order);
  const updated = orders.update(order.id, { [FEE_LINES_FIELD]: [...feeLinesOf(order), ...appended] }, undefined);
  if (updated && settled) settleOrder(context, updated);
  return updated;
}

/** 财务完结: books the ticket's fee lines that add_order_fee did not put on the order; answers the lines added. */
export function bookTicketFees(context: ServerContext, ticket: Ticket, feeLines: readonly FeeLine[]): ApiRecord[] {
  const order = ordersStore(context).find(ticket.order_id, undefined);
  if (!order) return [];
  const onOrder = sourceKeysOf(order);
  const entries: KeyedFeeLine[] = feeLines
    .map((line, index): KeyedFeeLine => ({
      line: { ...line },
      key: ticketLineKey(ticket.id, index),
      origin: { source: 'TICKET', ticket_id: ticket.id, ticket_no: ticket.ticket_no },
    }))
    .filter((entry) => !onOrder.has(entry.key));
  return bookFeeLines(context, order, entries);
}

/** The money effect of a ticket action, if it has one. */
export function runTicketMoney(context: ServerContext, ticket: Ticket, action: string, feeLines: readonly FeeLine[]): void {
  if (action === 'add_order_fee') addTicketFeesToOrder(context, ticket, feeLines);
  else if (action === 'finance_complete') bookTicketFees(context, ticket, feeLines);
}
