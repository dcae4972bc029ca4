/**
 * 生成账单: a bill from a settle target (a partner's resource id, never a typed name), a period (YYYY-MM)
 * and the caller's unbilled settlement lines of that target: by default every such line of the period,
 * or the lines named in `settlement_ids`. The lines are the caller's books (rows it owns), of the target,
 * of the direction the target's kind takes (a merchant pays: INCOME; a carrier or delivery company is
 * paid: OUTLAY), and not on a bill. The bill's amount is their exact sum (in fen); each line gets the
 * bill's number, so a line is on one bill only, and the bill's lines (账单流水) are the settlement lines
 * with its `bill_no`.
 */
import type { FastifyRequest } from 'fastify';
import { BILL_MESSAGES } from '../../src/config/finance-messages.js';
import { fenToYuanNumber, sumFen, toFen } from '../../src/money/fen.js';
import type { ApiRecord, RecordStore } from '../records/record-store.js';
import type { ServerContext } from '../context.js';
import { ApiError, badRequest } from '../http/api-error.js';
import { callerCompany, readableRows } from '../records/collection-access.js';
import { decodeResourceId } from '../parties/resource-ids.js';
import { Companies } from '../parties/companies.js';
import { SETTLEMENTS_COLLECTION } from './settle-order.js';
import { workflowMessage } from '../../src/config/workflow-messages.js';

export const BILLS_COLLECTION = 'bills';

export interface BillRequest {
  settle_target_id: number;
  period: string;
  settlement_ids?: number[];
  remark?: string;
}

export function storeOf(context: ServerContext, name: string): RecordStore {
  const store = context.collections.get(name);
  if (!store) throw new Error(`the ${name} collection is not registered`);
  return store;
}

/** The target's partner row, when the caller may pick it (its own partners and those published to it). */
function targetOf(context: ServerContext, request: FastifyRequest, resourceId: number) {
  const decoded = decodeResourceId(resourceId);
  const store = decoded && context.collections.get(decoded.kind.collection);
  const row = decoded && store ? store.find(decoded.rowId, undefined, readableRows(context, store.spec, request)) : undefined;
  if (!decoded || !row) throw badRequest(BILL_MESSAGES.unknownTarget);
  return { kind: decoded.kind, row };
}

/** The caller's settlement lines of the target and direction (any period, billed or not). */
function linesOfTarget(settlements: RecordStore, owner: number, resourceId: number, direction: string): ApiRecord[] {
  return settlements.allRowsWhere([
    { sql: 'owner_id = ?', params: [owner] },
    { sql: "json_extract(data, '$.settle_target_id') = ?", params: [resourceId] },
    { sql: "json_extract(data, '$.direction') = ?", params: [direction] },
  ]);
}

const inPeriod = (line: ApiRecord, period: string): boolean => String(line.created_at ?? '').startsWith(`${period}-`);
const billNoOf = (line: ApiRecord): string => String(line.bill_no ?? '');

/** The lines the bill takes: the named ones (each checked) or every unbilled line of the period. */
function chosenLines(candidates: ApiRecord[], input: BillRequest): ApiRecord[] {
  if (input.settlement_ids === undefined) {
    const lines = candidates.filter((line) => inPeriod(line, input.period) && billNoOf(line) === '');
    if (lines.length === 0) throw badRequest(workflowMessage(BILL_MESSAGES.noLines, { period: input.period }));
    return lines;
  }
  const byId = new Map(candidates.map((line) => [line.id, line]));
  const lines = [...new Set(input.settlement_ids)].map((id) => {
    const line = byId.get(id);
    if (!line || !inPeriod(line, input.period)) throw badRequest(BILL_MESSAGES.foreignLine);
    return line;
  });
  const billed = lines.find((line) => billNoOf(line) !== '');
  if (billed) throw new ApiError(409, '409', workflowMessage(BILL_MESSAGES.alreadyBilled, { settle_no: String(billed.settle_no ?? billed.id), bill_no: billNoOf(billed) }));
  if (lines.length === 0) throw badRequest(workflowMessage(BILL_MESSAGES.noLines, { period: input.period }));
  return lines;
}

/** Generates the bill in one transaction; answers it with its lines. */
export function generateBill(context: ServerContext, request: FastifyRequest, input: BillRequest): { bill: ApiRecord; lines: ApiRecord[] } {
  const bills = storeOf(context, BILLS_COLLECTION);
  const settlements = storeOf(context, SETTLEMENTS_COLLECTION);
  const owner = callerCompany(request);
  const target = targetOf(context, request, input.settle_target_id);
  const direction = target.kind.type === 'CONSIGNOR' ? 'INCOME' : 'OUTLAY';
  return bills.transaction(() => {
    const lines = chosenLines(linesOfTarget(settlements, owner, input.settle_target_id, direction), input);
    const total = sumFen(lines.map((line) => toFen(line.amount) ?? 0));
    const companies = new Companies(context);
    const merchant = target.kind.type === 'CONSIGNOR' ? companies.mainAccountOf('merchant', input.settle_target_id) : 0;
    const delivery = target.kind.type === 'DELIVERY' ? companies.mainAccountOf('delivery', input.settle_target_id) : 0;
    const bill = bills.insert({
      settle_target_id: input.settle_target_id,
      settle_target_name: String(target.row.name ?? ''),
      settle_target_type: target.kind.type,
      period: input.period,
      direction,
      amount: fenToYuanNumber(total),
      paid_amount: 0,
      unpaid_amount: fenToYuanNumber(total),
      status: 'UNCONFIRMED',
      line_count: lines.length,
      remark: input.remark ?? '',
      consignor_user_id: merchant,
      servicer_user_id: owner,
      delivery_user_id: delivery,
    }, owner);
    const billed = lines.map((line) => settlements.update(line.id, { bill_no: bill.bill_no }, undefined) ?? line);
    return { bill, lines: billed };
  });
}
