/**
 * A bill's dues (the bill workflow's openDues, closeDues and payDues effects): confirming a bill opens one
 * receivable (a merchant's bill, INCOME) or payable (a partner's, OUTLAY) per order on it, in the bill's
 * books, its amount the exact sum of that order's lines on the bill; 退回 withdraws them while nothing has
 * been received or paid; 结算 of a payable bill pays them in full. The bill's paid and open amounts follow
 * its dues (write-offs.ts moves them for receivables).
 */
import { DUE_MESSAGES } from '../../src/config/finance-messages.js';
import { fenToYuanNumber, sumFen, toFen } from '../../src/money/fen.js';
import type { ApiRecord, RecordStore } from '../records/record-store.js';
import type { ServerContext } from '../context.js';
import { ApiError } from '../http/api-error.js';
import { BILLS_COLLECTION, storeOf } from './bill-generation.js';
import { linesOfBill } from './bill-lines.js';
import { dueKindOf, type DueKind } from './due-kinds.js';
import { dueDateFrom, dueOfLines, linesByOrder } from './due-rows.js';

const fenOf = (value: unknown): number => toFen(value) ?? 0;

/** The bill's dues, in its books. */
export function duesOfBill(context: ServerContext, bill: ApiRecord): { kind: DueKind; store: RecordStore; rows: ApiRecord[] } {
  const kind = dueKindOf(bill.direction);
  const store = storeOf(context, kind.collection);
  const owner = storeOf(context, BILLS_COLLECTION).ownerOf(bill.id);
  const rows = owner === undefined ? [] : store.allRowsWhere([
    { sql: 'owner_id = ?', params: [owner] },
    { sql: "json_extract(data, '$.bill_no') = ?", params: [String(bill.bill_no ?? '')] },
  ]);
  return { kind, store, rows };
}

/** 确认: opens the bill's dues (once: a bill that has them keeps them). */
export function openDues(context: ServerContext, bill: ApiRecord): void {
  const { kind, store, rows } = duesOfBill(context, bill);
  if (rows.length > 0) return;
  const owner = storeOf(context, BILLS_COLLECTION).ownerOf(bill.id);
  const dueDate = dueDateFrom(new Date());
  for (const [orderNo, lines] of linesByOrder(linesOfBill(context, bill))) store.insert(dueOfLines(kind, bill, orderNo, lines, dueDate), owner);
}

/** 退回: withdraws the bill's dues, refused (409) once any has been received or paid in part. */
export function closeDues(context: ServerContext, bill: ApiRecord): void {
  const { kind, store, rows } = duesOfBill(context, bill);
  if (rows.some((row) => fenOf(row[kind.doneField]) > 0)) throw new ApiError(409, '409', DUE_MESSAGES.duesTouched);
  for (const row of rows) store.remove(row.id, undefined);
}

/** 结算 of a payable bill: its payables are paid in full; answers the bill's paid and open amounts. */
export function payDues(context: ServerContext, bill: ApiRecord): Record<string, unknown> {
  const { kind, store, rows } = duesOfBill(context, bill);
  if (kind.direction !== 'OUTLAY') return {};
  for (const row of rows) store.update(row.id, { [kind.doneField]: row.amount, [kind.openField]: 0, status: kind.states.done }, undefined);
  return { paid_amount: bill.amount, unpaid_amount: 0 };
}

/** The bill's paid and open amounts from its dues (after a write-off or its reversal). */
export function refreshBillPaid(context: ServerContext, billNo: string, owner: number | undefined): void {
  const bills = storeOf(context, BILLS_COLLECTION);
  const bill = bills.allRowsWhere([
    ...(owner === undefined ? [] : [{ sql: 'owner_id = ?', params: [owner] }]),
    { sql: "json_extract(data, '$.bill_no') = ?", params: [billNo] },
  ])[0];
  if (!bill) return;
  const { kind, rows } = duesOfBill(context, bill);
  const paid = sumFen(rows.map((row) => fenOf(row[kind.doneField])));
  bills.update(bill.id, { paid_amount: fenToYuanNumber(paid), unpaid_amount: fenToYuanNumber(fenOf(bill.amount) - paid) }, undefined);
}
