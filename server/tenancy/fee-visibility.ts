/**
 * Field visibility on the server (core spec §6): amounts and costs go only to accounts holding one of
 * BANG_FEE_SHOW, BANG_BZ_FEE_SHOW_WAYBILL, DA_FEE_SHOW or PAI_N_FEE_SHOW; everyone else gets them masked,
 * so a hidden amount never leaves the server.
 *
 * Which fields are amounts is decided by their names, the same way in every collection (money-fields.ts:
 * amount, paid_amount, unit_price, min_fee, freight_amount, balance, fee_lines…), not listed per
 * collection: a collection a descriptor adds, or a new field of an old one, is masked without anyone
 * remembering to list it. Objects nested under other names (a ticket's payload) are not looked into.
 */
import { FEE_SHOW_CODES } from '../../src/config/constants.js';
import { isMoneyField } from './money-fields.js';

/**
 * What a hidden amount of a record is replaced with: the text the screens show for a hidden amount
 * (fees.hiddenAmount), so every format (fee amount, money, export cell) shows it unchanged.
 */
export const MASKED_AMOUNT = '***';
/** What a hidden total (a chart series, a dashboard card) is: no number, so charts draw a gap. */
export const MASKED_TOTAL = null;

/** What a money field holds unless it is a yes/no flag: a number, a text such as ¥12.50, lines, an object, nothing. */
const holdsAmount = (value: unknown): boolean => typeof value !== 'boolean';

/** True when the permission codes include one of the fee-display codes. */
export function canSeeFees(permissions: readonly string[]): boolean {
  return permissions.some((code) => FEE_SHOW_CODES.includes(code));
}

/** A copy of fee lines with their amounts (and any other money field of a line) masked. */
export function maskFeeLines(lines: unknown): unknown {
  if (!Array.isArray(lines)) return lines;
  return lines.map((line: unknown) => (line && typeof line === 'object' && !Array.isArray(line)
    ? { ...maskMoney(line as Record<string, unknown>), amount: MASKED_AMOUNT }
    : line));
}

/** `record` with each money field that holds an amount masked: lines line by line, anything else as a whole. */
function maskMoney(record: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const [name, value] of Object.entries(record)) {
    if (!isMoneyField(name) || !holdsAmount(value)) continue;
    copy ??= { ...record };
    copy[name] = Array.isArray(value) ? maskFeeLines(value) : MASKED_AMOUNT;
  }
  return copy ?? record;
}

/**
 * `record` as a caller who may (`visible`) or may not see fees receives it. Every collection follows the
 * same rule (money-fields.ts); `collection` names the records for the callers' sake.
 */
export function withFeesFor<T extends Record<string, unknown>>(_collection: string, record: T, visible: boolean): T {
  return visible ? record : (maskMoney(record) as T);
}

/**
 * Drops the amounts and fee lines from a write body of a caller who may not see fees: it cannot change
 * what it cannot see (its screens hold only masked values), so the stored values stay.
 */
export function dropFeeFields(_collection: string, body: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(body)) if (isMoneyField(name) && holdsAmount(value)) delete body[name];
}
