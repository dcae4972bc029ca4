/**
 * The `settle` effect (src/workflow/types.ts): an order's fee lines become settlement lines in
 * /finance/settlements. Each line keeps the fee line's direction (INCOME 收 from the merchant, OUTLAY 支 to
 * the carrier or delivery company), its settle target (id, type, name), fee subject and amount, the order
 * number, and is held in the books of the order's servicer (the row's owner), unbilled (`bill_no` empty)
 * and pending. Amounts are computed in fen and stored as the collection stores them (yuan numbers with at
 * most two decimals, which round-trip exactly through src/money/fen.ts).
 *
 * Idempotent: a line is keyed by the order number and the fee line's position (`booking_key`), so running
 * the effect again for the same order adds no line twice.
 */
import { FINANCE_MESSAGES } from '../../src/config/finance-messages.js';
import { fenToYuanNumber, toFen } from '../../src/money/fen.js';
import type { ApiRecord, RecordStore } from '../collections/framework/record-store.js';
import type { ServerContext } from '../context.js';
import { badRequest } from '../http/api-error.js';
import { workflowMessage } from '../../src/config/workflow-messages.js';

export const SETTLEMENTS_COLLECTION = 'settlements';
const FEE_LINES_FIELD = 'fee_lines';

type Body = Record<string, unknown>;

/** The key of the settlement line of an order's fee line. */
export const feeLineKey = (orderNo: string, index: number): string => `${orderNo}#${index + 1}`;

function settlementsStore(context: ServerContext): RecordStore {
  const store = context.collections.get(SETTLEMENTS_COLLECTION);
  if (!store) throw new Error('the settlements collection is not registered');
  return store;
}

/** The settlement line's data of one fee line (checked: a direction, a target, an exact amount). */
function lineData(order: ApiRecord, line: Body, key: string): Body {
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
  };
}

/** Books the order's fee lines not booked yet; answers the settlement lines it added. */
export function settleOrder(context: ServerContext, order: ApiRecord): ApiRecord[] {
  const store = settlementsStore(context);
  const orderNo = String(order.order_no ?? '');
  const lines = Array.isArray(order[FEE_LINES_FIELD]) ? (order[FEE_LINES_FIELD] as unknown[]) : [];
  const booked = new Set(
    store.allRowsWhere([{ sql: "json_extract(data, '$.order_no') = ?", params: [orderNo] }]).map((row) => String(row.booking_key ?? '')),
  );
  const owner = Number(order.servicer_user_id);
  const added: ApiRecord[] = [];
  lines.forEach((line, index) => {
    const key = feeLineKey(orderNo, index);
    if (booked.has(key) || typeof line !== 'object' || line === null) return;
    added.push(store.insert(lineData(order, line as Body, key), Number.isInteger(owner) && owner > 0 ? owner : undefined));
    booked.add(key);
  });
  return added;
}
