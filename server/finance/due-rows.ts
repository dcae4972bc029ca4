/**
 * The rows a bill's dues are made of, pure (no store): the due of one order's lines on a bill, the bill's
 * lines by order, the due date. Used by the bill workflow's openDues effect and by the demo books' seed.
 */
import { DUE_DAYS } from '../../src/config/finance.js';
import { fenToYuanNumber, sumFen, toFen } from '../../src/money/fen.js';
import { formatLocalDate } from '../db/clock.js';
import type { DueKind } from './due-kinds.js';

type Row = Readonly<Record<string, unknown>>;

/** The due's data of one order's lines on the bill. */
export function dueOfLines(kind: DueKind, bill: Row, orderNo: string, lines: readonly Row[], dueDate: string): Record<string, unknown> {
  const total = fenToYuanNumber(sumFen(lines.map((line) => toFen(line.amount) ?? 0)));
  const distinct = (field: string) => [...new Set(lines.map((line) => String(line[field] ?? '')).filter((value) => value !== ''))].join('、');
  return {
    bill_no: bill.bill_no,
    order_no: orderNo,
    fee_name: distinct('fee_name').slice(0, 120),
    settle_target_id: bill.settle_target_id,
    settle_target_name: bill.settle_target_name,
    settle_target_type: bill.settle_target_type,
    settlement_method_name: distinct('settlement_method_name').slice(0, 30),
    line_count: lines.length,
    amount: total,
    [kind.doneField]: 0,
    [kind.openField]: total,
    status: kind.states.open,
    due_date: dueDate,
    servicer_user_id: bill.servicer_user_id,
    ...(kind.direction === 'INCOME' ? { consignor_user_id: bill.consignor_user_id ?? 0 } : { delivery_user_id: bill.delivery_user_id ?? 0 }),
  };
}

/** The bill's lines grouped by order, in order of the order numbers. */
export function linesByOrder(lines: readonly Row[]): Map<string, Row[]> {
  const byOrder = new Map<string, Row[]>();
  for (const line of [...lines].sort((a, b) => String(a.order_no).localeCompare(String(b.order_no)))) {
    const orderNo = String(line.order_no ?? '');
    byOrder.set(orderNo, [...(byOrder.get(orderNo) ?? []), line]);
  }
  return byOrder;
}

/** The day dues opened `on` fall due. */
export function dueDateFrom(on: Date): string {
  return formatLocalDate(new Date(on.getFullYear(), on.getMonth(), on.getDate() + DUE_DAYS));
}
