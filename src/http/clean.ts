/**
 * Request cleaning (core spec §5).
 *
 * Bodies: empty values (null, undefined, '', '0.00', []) are stripped from objects, and numeric
 * strings with decimals become numbers, except in KEEP_STRING_FIELDS.
 * Order matters: emptiness is judged on the value as the caller gave it, BEFORE conversion.
 * '0.00' is in the spec's list of empty values, but converted it would become 0, which is not
 * empty (a real zero is kept). So '0.00' is stripped, while '0.5' or '0.0' become numbers.
 *
 * Query (main client): strings trimmed, empty strings, null and undefined dropped, zero kept.
 */
import { EMPTY_BODY_VALUES, KEEP_STRING_FIELDS } from '../config/constants';
import { isPlainObject } from '../util/is-record';

/** Digits, a point, digits: '12.50', '-3.5'. Integers ('007', '12') and phone numbers never match. */
const DECIMAL_STRING = /^-?\d+\.\d+$/;
/** A double keeps 15 significant decimal digits exactly; longer strings stay strings. */
const MAX_EXACT_DIGITS = 15;

type PlainObject = Record<string, unknown>;

function isEmptyBodyValue(value: unknown): boolean {
  return value === undefined || EMPTY_BODY_VALUES.includes(value) || (Array.isArray(value) && value.length === 0);
}

function decimalToNumber(text: string): string | number {
  if (!DECIMAL_STRING.test(text)) return text;
  const significant = text.replace('-', '').replace('.', '').replace(/^0+/, '');
  // A rounded amount would be worse than a string the server can parse itself.
  return significant.length > MAX_EXACT_DIGITS ? text : Number(text);
}

function cleanValue(value: unknown, keepStrings: boolean): unknown {
  if (typeof value === 'string') return keepStrings ? value : decimalToNumber(value);
  // Array elements are converted but never removed: removing would shift the positions.
  if (Array.isArray(value)) return value.map((item) => cleanValue(item, keepStrings));
  if (isPlainObject(value)) return cleanObject(value);
  return value;
}

function cleanObject(source: PlainObject): PlainObject {
  const cleaned: PlainObject = {};
  for (const [key, value] of Object.entries(source)) {
    if (isEmptyBodyValue(value)) continue;
    cleaned[key] = cleanValue(value, KEEP_STRING_FIELDS.includes(key));
  }
  return cleaned;
}

/**
 * Cleans a JSON request body. Plain objects and arrays are cleaned (recursively); anything else
 * (FormData, Blob, URLSearchParams, strings, buffers) passes untouched. The input is not modified.
 */
export function cleanBody(body: unknown): unknown {
  if (Array.isArray(body)) return body.map((item) => cleanValue(item, false));
  if (isPlainObject(body)) return cleanObject(body);
  return body;
}

function cleanQueryValue(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  return value;
}

function isDroppedQueryValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Cleans the query of the main client; a non-plain-object query (URLSearchParams) passes untouched. */
export function cleanQuery(params: unknown): unknown {
  if (!isPlainObject(params)) return params;
  const cleaned: PlainObject = {};
  for (const [key, raw] of Object.entries(params)) {
    const value = cleanQueryValue(raw);
    if (!isDroppedQueryValue(value)) cleaned[key] = value;
  }
  return cleaned;
}
