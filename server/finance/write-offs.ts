/**
 * 核销: a write-off takes money against an order's open receivables in the caller's books, oldest first,
 * in part or in full, and is refused above what is still open. The server fills in the payer, what was
 * open and which receivables it took (allocated_amounts); the receivables' received and open amounts and state,
 * and their bills' paid amounts, follow. Deleting a write-off reverses it (refused once its bill is
 * settled); a write-off is never edited. GET /order/orders/check_receivable_write_off_order/{no} answers
 * from these records.
 */
import type { FastifyRequest } from 'fastify';
import { DUE_MESSAGES } from '../../src/config/finance-messages.js';
import { workflowMessage } from '../../src/config/workflow-messages.js';
import { fenToYuanNumber, formatFen, sumFen, toFen } from '../../src/money/fen.js';
import { APPLIED_WRITE_OFF } from './write-offs-collection.js';
import type { CollectionHooks } from '../records/collection-hooks.js';
import type { ApiRecord } from '../records/record-store.js';
import type { ServerContext } from '../context.js';
import { nowDateTime } from '../db/clock.js';
import { ApiError, badRequest } from '../http/api-error.js';
import { requireAuth } from '../auth/request-auth.js';
import { readableRows } from '../records/collection-access.js';
import { BILLS_COLLECTION, storeOf } from './bill-generation.js';
import { refreshBillPaid } from './bill-dues.js';
import { RECEIVABLE, WRITTEN_OFF_STATE } from './due-kinds.js';

interface Allocation { receivable_no: string; bill_no: string; amount: number }

const fenOf = (value: unknown): number => toFen(value) ?? 0;
const BAD_DEBT = 'BAD_DEBT';

/** The order's receivables still open, as the caller may see them, oldest first. */
function openReceivables(context: ServerContext, request: FastifyRequest, orderNo: string): ApiRecord[] {
  const store = storeOf(context, RECEIVABLE.collection);
  return store.allRowsWhere([
    ...readableRows(context, store.spec, request),
    { sql: "json_extract(data, '$.order_no') = ?", params: [orderNo] },
    { sql: `json_extract(data, '$.${RECEIVABLE.openField}') > 0`, params: [] },
  ]).sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)) || a.id - b.id);
}

/** Takes `fen` against the receivables in turn: what each one gets. */
function allocate(receivables: readonly ApiRecord[], fen: number): Allocation[] {
  let left = fen;
  const allocations: Allocation[] = [];
  for (const receivable of receivables) {
    if (left <= 0) break;
    const taken = Math.min(left, fenOf(receivable[RECEIVABLE.openField]));
    if (taken <= 0) continue;
    allocations.push({ receivable_no: String(receivable[RECEIVABLE.noField]), bill_no: String(receivable.bill_no ?? ''), amount: fenToYuanNumber(taken) });
    left -= taken;
  }
  return allocations;
}

/** Moves a receivable's received amount by `deltaFen` (negative: a reversal) and sets its state. */
function moveReceivable(context: ServerContext, receivableNo: string, deltaFen: number, method: unknown): string | undefined {
  const store = storeOf(context, RECEIVABLE.collection);
  const row = store.allRowsWhere([{ sql: `json_extract(data, '$.${RECEIVABLE.noField}') = ?`, params: [receivableNo] }])[0];
  if (!row) return undefined;
  const received = fenOf(row[RECEIVABLE.doneField]) + deltaFen;
  const open = fenOf(row.amount) - received;
  const state = open <= 0 ? (method === BAD_DEBT ? WRITTEN_OFF_STATE : RECEIVABLE.states.done) : received > 0 ? RECEIVABLE.states.partial : RECEIVABLE.states.open;
  store.update(row.id, { [RECEIVABLE.doneField]: fenToYuanNumber(received), [RECEIVABLE.openField]: fenToYuanNumber(open), status: state }, undefined);
  return String(row.bill_no ?? '');
}

function applyAllocations(context: ServerContext, writeOff: ApiRecord, sign: 1 | -1): void {
  const allocations = Array.isArray(writeOff.allocated_amounts) ? (writeOff.allocated_amounts as Allocation[]) : [];
  const bills = new Set<string>();
  for (const allocation of allocations) {
    const billNo = moveReceivable(context, allocation.receivable_no, sign * fenOf(allocation.amount), writeOff.write_off_method);
    if (billNo) bills.add(billNo);
  }
  const owner = storeOf(context, 'write_offs').ownerOf(writeOff.id);
  for (const billNo of bills) refreshBillPaid(context, billNo, owner);
}

/** The bills a write-off took money against that are settled already. */
function settledBillOf(context: ServerContext, writeOff: ApiRecord): string | undefined {
  const allocations = Array.isArray(writeOff.allocated_amounts) ? (writeOff.allocated_amounts as Allocation[]) : [];
  const bills = storeOf(context, BILLS_COLLECTION);
  return allocations.map((allocation) => allocation.bill_no).find((billNo) =>
    bills.allRowsWhere([{ sql: "json_extract(data, '$.bill_no') = ?", params: [billNo] }]).some((bill) => bill.status === 'SETTLED'));
}

export function writeOffHooks(context: ServerContext): CollectionHooks {
  return {
    createInput(body) {
      // Filled in by the server from the receivables, never typed.
      for (const field of ['allocated_amounts', 'receivable_amount', 'settle_target_name', 'status', 'operator_name', 'audited_at']) delete body[field];
    },
    creating(request, body) {
      const orderNo = String(body.order_no ?? '');
      const fen = fenOf(body.write_off_amount);
      if (fen <= 0) throw badRequest(DUE_MESSAGES.writeOffNotPositive);
      const receivables = openReceivables(context, request, orderNo);
      if (receivables.length === 0) throw badRequest(workflowMessage(DUE_MESSAGES.nothingToWriteOff, { order_no: orderNo }));
      const open = sumFen(receivables.map((row) => fenOf(row[RECEIVABLE.openField])));
      if (fen > open) throw badRequest(workflowMessage(DUE_MESSAGES.writeOffTooLarge, { amount: formatFen(open) }));
      const first = receivables[0]!;
      return {
        ...body,
        settle_target_name: first.settle_target_name,
        receivable_amount: fenToYuanNumber(open),
        allocated_amounts: allocate(receivables, fen),
        status: APPLIED_WRITE_OFF,
        operator_name: requireAuth(request).user.nickname,
        audited_at: nowDateTime(),
        servicer_user_id: first.servicer_user_id,
        consignor_user_id: first.consignor_user_id ?? 0,
      };
    },
    updating() {
      throw new ApiError(409, '409', DUE_MESSAGES.writeOffImmutable);
    },
    deleting(_request, existing) {
      const settled = settledBillOf(context, existing);
      if (settled) throw new ApiError(409, '409', workflowMessage(DUE_MESSAGES.writeOffOfSettledBill, { bill_no: settled }));
      applyAllocations(context, existing, -1);
    },
    written(_request, change) {
      if (change.after && !change.before) applyAllocations(context, change.after, 1);
    },
  };
}
