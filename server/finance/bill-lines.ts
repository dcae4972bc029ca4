/**
 * A bill's settlement lines (账单流水: the lines of the bill's books whose bill_no is the bill's): 结算 of
 * the bill workflow marks them SETTLED (the `settleLines` effect), and deleting a bill, allowed while it is
 * 待确认 only, releases them (bill_no back to "") so they can be billed again.
 */
import type { FastifyRequest } from 'fastify';
import { BILL_MESSAGES } from '../../src/config/finance-messages.js';
import type { CollectionHooks } from '../records/collection-hooks.js';
import type { ApiRecord } from '../records/record-store.js';
import type { ServerContext } from '../context.js';
import { ApiError } from '../http/api-error.js';
import { BILLS_COLLECTION, storeOf } from './bill-generation.js';
import { SETTLEMENTS_COLLECTION } from './settle-order.js';

/** The only state a bill may be deleted in. */
export const DELETABLE_BILL_STATE = 'UNCONFIRMED';

/** The settlement lines on `bill`, in the books the bill is in. */
export function linesOfBill(context: ServerContext, bill: ApiRecord): ApiRecord[] {
  const billNo = String(bill.bill_no ?? '');
  const owner = storeOf(context, BILLS_COLLECTION).ownerOf(bill.id);
  if (billNo === '' || owner === undefined) return [];
  return storeOf(context, SETTLEMENTS_COLLECTION).allRowsWhere([
    { sql: 'owner_id = ?', params: [owner] },
    { sql: "json_extract(data, '$.bill_no') = ?", params: [billNo] },
  ]);
}

/** 结算: the bill's lines become SETTLED. */
export function settleBillLines(context: ServerContext, bill: ApiRecord): void {
  const settlements = storeOf(context, SETTLEMENTS_COLLECTION);
  for (const line of linesOfBill(context, bill)) if (line.status !== 'SETTLED') settlements.update(line.id, { status: 'SETTLED' }, undefined);
}

/** A deleted bill's lines are billed no more. */
function releaseLines(context: ServerContext, bill: ApiRecord): void {
  const settlements = storeOf(context, SETTLEMENTS_COLLECTION);
  for (const line of linesOfBill(context, bill)) settlements.update(line.id, { bill_no: '' }, undefined);
}

/** The bills' delete: refused (409) once confirmed; the deleted bill's lines released. */
export function billDeleteHooks(context: ServerContext): CollectionHooks {
  return {
    deleting(_request: FastifyRequest, existing: ApiRecord) {
      if (existing.status !== DELETABLE_BILL_STATE) throw new ApiError(409, '409', BILL_MESSAGES.notDeletable);
      releaseLines(context, existing);
    },
  };
}
