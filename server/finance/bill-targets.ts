/**
 * GET /finance/bill-targets: what 生成账单 offers as 结算对象 — the partners the caller's books hold unbilled
 * settlement lines of, each with its kind, the number of those lines and their exact total, searched by
 * `name`. A bill's target is picked here, never typed.
 */
import type { FastifyRequest } from 'fastify';
import { BILL_MESSAGES } from '../../src/config/finance-messages.js';
import { fenToYuanNumber, formatFen, sumFen, toFen } from '../../src/money/fen.js';
import type { ApiRecord } from '../records/record-store.js';
import type { ServerContext } from '../context.js';
import { callerCompany } from '../records/collection-access.js';
import { MASKED_AMOUNT } from '../tenancy/fee-visibility.js';
import { callerSeesFees } from '../tenancy/request-tenancy.js';
import { decodeResourceId } from '../parties/resource-ids.js';
import { storeOf } from './bill-generation.js';
import { SETTLEMENTS_COLLECTION } from './settle-order.js';
import { workflowMessage } from '../../src/config/workflow-messages.js';

export interface BillTarget {
  /** The partner's resource id: what POST /finance/bills takes as settle_target_id. */
  id: number;
  name: string;
  settle_target_type: string;
  /** 商家：优品家居旗舰店（3 条待出账，合计 1,230.00 元）; without the total for an account that may not see amounts. */
  label: string;
  lines: number;
  /** Masked for an account that may not see amounts. */
  amount: number | typeof MASKED_AMOUNT;
}

/** The caller's unbilled lines, grouped by their target. */
export function billTargets(context: ServerContext, request: FastifyRequest, search = ''): BillTarget[] {
  const settlements = storeOf(context, SETTLEMENTS_COLLECTION);
  const unbilled = settlements.allRowsWhere([
    { sql: 'owner_id = ?', params: [callerCompany(request)] },
    { sql: "coalesce(json_extract(data, '$.bill_no'), '') = ''", params: [] },
  ]);
  const byTarget = new Map<number, ApiRecord[]>();
  for (const line of unbilled) {
    const id = Number(line.settle_target_id);
    if (!Number.isInteger(id) || !decodeResourceId(id)) continue;
    byTarget.set(id, [...(byTarget.get(id) ?? []), line]);
  }
  const wanted = search.trim();
  const seesFees = callerSeesFees(request);
  return [...byTarget.entries()].flatMap(([id, lines]): BillTarget[] => {
    const kind = decodeResourceId(id)!.kind;
    const name = String(lines[0]?.settle_target_name ?? '');
    if (wanted && !name.includes(wanted)) return [];
    const total = sumFen(lines.map((line) => toFen(line.amount) ?? 0));
    const words = { role: kind.role, name, lines: String(lines.length), amount: formatFen(total) };
    const label = workflowMessage(seesFees ? BILL_MESSAGES.targetLabel : BILL_MESSAGES.targetLabelWithoutAmount, words);
    return [{ id, name, settle_target_type: kind.type, label, lines: lines.length, amount: seesFees ? fenToYuanNumber(total) : MASKED_AMOUNT }];
  }).sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'));
}
