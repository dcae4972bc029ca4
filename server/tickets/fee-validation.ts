/** Server-side checks of a ticket's fee lines against its schema's fee_configs (widgets spec §5 "Fee rows"). */
import { FEE_FIELD_LABELS } from '../../src/config/fees.js';
import { FEE_MSG } from '../../src/config/messages.js';
import { TICKET_MESSAGES } from './ticket-constants.js';
import type { FeeLine, TicketSchema } from './ticket-types.js';

const isBlank = (value: unknown): boolean => value === undefined || value === null || String(value).trim() === '';

function lineError(schema: TicketSchema, line: FeeLine, index: number, orderMaxAmount: number | undefined): string | undefined {
  const row = `第${index + 1}条费用明细：`;
  for (const [key, label] of Object.entries(FEE_FIELD_LABELS)) {
    if (isBlank(line[key as keyof FeeLine])) return row + FEE_MSG.required.replace('{field}', label);
  }
  const config = schema.fee_configs.find((item) => item.code === line.code);
  if (!config) return `${row}费用项不可用`;
  if (line.direction === '' || !config.directions.includes(line.direction)) return `${row}${config.name}不可用于该收支方向`;
  const targets = config.settle_targets?.[line.direction] ?? [];
  if (!targets.includes(line.settle_target_type)) return `${row}结算对象类型不可用`;
  const amount = Number(line.amount);
  if (!Number.isFinite(amount) || String(line.amount).trim() === '') return `${row}请输入有效数字`;
  if (config.minAmount !== undefined && amount < config.minAmount) return `${row}金额不能小于 ${config.minAmount}`;
  if (config.maxAmount !== undefined && amount > config.maxAmount) return `${row}金额不能超过 ${config.maxAmount}`;
  if (line.direction === 'OUTLAY' && orderMaxAmount !== undefined && amount > orderMaxAmount) return `${row}金额不能超过 ${orderMaxAmount}`;
  const methods = config.settlement_methods ?? [];
  if (methods.length > 0 && !methods.some((method) => method.value === line.settlement_method_code)) {
    return `${row}可选结算方式为：${methods.map((method) => method.label).join('、')}`;
  }
  return undefined;
}

/**
 * The first problem with the fee lines, or undefined when they are fine. `orderMaxAmount` is the order's
 * amount, which no OUTLAY line may exceed (widgets spec §5).
 */
export function feeLinesError(schema: TicketSchema, lines: readonly FeeLine[], orderMaxAmount?: number): string | undefined {
  if (lines.length < (schema.fee_min_items ?? 0)) return TICKET_MESSAGES.feeMinItems;
  const seen = new Set<string>();
  for (const [index, line] of lines.entries()) {
    const error = lineError(schema, line, index, orderMaxAmount);
    if (error) return error;
    const key = `${line.direction}|${line.settle_target_type}:${String(line.settle_target_id)}|${line.code}`;
    if (seen.has(key)) return TICKET_MESSAGES.feeDuplicate;
    seen.add(key);
  }
  return undefined;
}
