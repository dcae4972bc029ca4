/** Reading the amount cell. */
import { FEE_AMOUNT_PATTERN } from '../config/fees';

/** Nothing typed: empty text, null or undefined. */
export function isAmountBlank(amount: unknown): boolean {
  return amount === undefined || amount === null || (typeof amount === 'string' && amount.trim() === '');
}

/** The amount as a number, or undefined when it is not a valid number. */
export function parseAmount(amount: unknown): number | undefined {
  if (typeof amount === 'number') return Number.isFinite(amount) ? amount : undefined;
  if (typeof amount !== 'string') return undefined;
  const text = amount.trim();
  return FEE_AMOUNT_PATTERN.test(text) ? Number(text) : undefined;
}

/** Digits after the decimal point as typed ('1.50' has 2); numbers count their shortest form. */
export function decimalPlaces(amount: number | string): number {
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  const point = text.indexOf('.');
  return point < 0 ? 0 : text.length - point - 1;
}

/**
 * The order's maximum for OUTLAY amounts (widgets spec §5) from an order field, e.g. its amount:
 * a number not below zero, else none (no maximum is set).
 */
export function orderMaxAmountOf(value: unknown): number | undefined {
  const amount = parseAmount(value);
  return amount !== undefined && amount >= 0 ? amount : undefined;
}
