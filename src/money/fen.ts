/**
 * Money as exact integers: amounts are whole fen (分, 1/100 yuan) in JavaScript numbers, which hold every
 * integer up to 2^53 exactly, so sums of fen never round. Yuan strings ("12.30", "-0.5", "1,234.56") are
 * parsed digit by digit, never through a floating-point multiplication, and formatted back the same way.
 * React-free: the server and the client share it.
 */

/** An amount in fen (an integer). */
export type Fen = number;

const YUAN_PATTERN = /^([+-]?)(\d+)(?:\.(\d{0,2}))?$/;

/** The fen of a yuan string with at most two decimals (thousands separators allowed); undefined when it is not one. */
export function parseYuan(text: string): Fen | undefined {
  const match = YUAN_PATTERN.exec(text.trim().replace(/,/g, ''));
  if (!match) return undefined;
  const [, sign = '', whole = '0', decimals = ''] = match;
  const fen = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(fen)) return undefined;
  return sign === '-' && fen !== 0 ? -fen : fen;
}

/**
 * The fen of a yuan amount as stored in JSON (a number such as 12.3 or a string such as "12.30"); a number
 * is read through its shortest decimal text, so 0.1 + 0.2 style noise never leaks in. Undefined for
 * anything else (including more than two decimals).
 */
export function toFen(value: unknown): Fen | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    return parseYuan(Math.abs(value) < 1e-7 ? '0' : String(value));
  }
  if (typeof value === 'string') return parseYuan(value);
  return undefined;
}

/** The yuan string of an amount in fen, always with two decimals: 1230 → "12.30", -5 → "-0.05". */
export function formatFen(fen: Fen): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`not a whole amount of fen: ${fen}`);
  const sign = fen < 0 ? '-' : '';
  const digits = String(Math.abs(fen)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** The yuan number of an amount in fen (for APIs that carry yuan as JSON numbers): exact round trip through toFen. */
export function fenToYuanNumber(fen: Fen): number {
  return Number(formatFen(fen));
}

/** The exact sum of amounts in fen. */
export function sumFen(amounts: Iterable<Fen>): Fen {
  let total = 0;
  for (const amount of amounts) {
    if (!Number.isSafeInteger(amount)) throw new RangeError(`not a whole amount of fen: ${amount}`);
    total += amount;
  }
  if (!Number.isSafeInteger(total)) throw new RangeError('sum of fen out of the exact range');
  return total;
}
