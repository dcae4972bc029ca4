/**
 * Field visibility on the server (core spec §6): amounts and costs go only to accounts holding one of
 * BANG_FEE_SHOW, BANG_BZ_FEE_SHOW_WAYBILL, DA_FEE_SHOW or PAI_N_FEE_SHOW; everyone else gets them masked,
 * so a hidden amount never leaves the server.
 */
import { FEE_SHOW_CODES } from '../../src/config/constants.js';

/**
 * What a hidden amount of a record is replaced with: the text the screens show for a hidden amount
 * (fees.hiddenAmount), so every format (fee amount, money, export cell) shows it unchanged.
 */
export const MASKED_AMOUNT = '***';
/** What a hidden total (a chart series, a dashboard card) is: no number, so charts draw a gap. */
export const MASKED_TOTAL = null;

/** Where a collection's records hold money: plain amount fields, and arrays of fee lines (each line's `amount`). */
export interface FeeFields {
  fields?: readonly string[];
  lines?: readonly string[];
}

/** The amount and cost fields of each collection, by collection name. */
export const FEE_FIELDS: Readonly<Record<string, FeeFields>> = {
  waybills: { fields: ['amount'], lines: ['fee_lines'] },
  tickets: { lines: ['fee_lines'] },
  abnormals: { fields: ['amount'] },
  settlements: { fields: ['amount'] },
  bills: { fields: ['amount', 'paid_amount'] },
};

/** True when the permission codes include one of the fee-display codes. */
export function canSeeFees(permissions: readonly string[]): boolean {
  return permissions.some((code) => FEE_SHOW_CODES.includes(code));
}

/** A copy of fee lines with their amounts masked. */
export function maskFeeLines(lines: unknown): unknown {
  if (!Array.isArray(lines)) return lines;
  return lines.map((line: unknown) => (line && typeof line === 'object' ? { ...line, amount: MASKED_AMOUNT } : line));
}

/** `record` as a caller who may (`visible`) or may not see fees receives it. */
export function withFeesFor<T extends Record<string, unknown>>(collection: string, record: T, visible: boolean): T {
  const fees = FEE_FIELDS[collection];
  if (visible || !fees) return record;
  const copy: Record<string, unknown> = { ...record };
  for (const name of fees.fields ?? []) if (name in copy) copy[name] = MASKED_AMOUNT;
  for (const name of fees.lines ?? []) if (name in copy) copy[name] = maskFeeLines(copy[name]);
  return copy as T;
}

/**
 * Drops the amount fields and fee lines from a write body of a caller who may not see fees: it cannot
 * change what it cannot see (its screens hold only masked values), so the stored values stay.
 */
export function dropFeeFields(collection: string, body: Record<string, unknown>): void {
  const fees = FEE_FIELDS[collection];
  for (const name of [...(fees?.fields ?? []), ...(fees?.lines ?? [])]) delete body[name];
}
