import { VALIDATOR_MSG } from '../config/messages.js';
import { SHIPPING_NUMBER_LENGTH } from '../config/validation.js';
import type { SyncValidator } from './types.js';
import { asText, isBlank } from './values.js';

/** Whether year/month/day form a real calendar date. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 12 characters: yyMMdd date, five digits, then a final digit 1-3. */
function isShippingNumber(text: string): boolean {
  if (text.length !== SHIPPING_NUMBER_LENGTH || !/^\d+$/.test(text)) return false;
  const year = 2000 + Number(text.slice(0, 2));
  const month = Number(text.slice(2, 4));
  const day = Number(text.slice(4, 6));
  return isCalendarDate(year, month, day) && /[1-3]$/.test(text);
}

export const shippingNumber: SyncValidator = (value, params) =>
  isBlank(value) || isShippingNumber(asText(value)) ? undefined : (params?.message ?? VALIDATOR_MSG.shippingNumber);

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CODES = '10X98765432';

/** 18-character PRC resident id: region, birth date, sequence and the ISO 7064 check character. */
function isIdCard(text: string): boolean {
  const id = text.toUpperCase();
  if (!/^[1-9]\d{16}[\dX]$/.test(id)) return false;
  const year = Number(id.slice(6, 10));
  if (year < 1900 || !isCalendarDate(year, Number(id.slice(10, 12)), Number(id.slice(12, 14)))) return false;
  const sum = ID_WEIGHTS.reduce((total, weight, index) => total + weight * Number(id[index]), 0);
  return ID_CHECK_CODES[sum % 11] === id[17];
}

export const idCard: SyncValidator = (value, params) =>
  isBlank(value) || isIdCard(asText(value)) ? undefined : (params?.message ?? VALIDATOR_MSG.idCard);

const CREDIT_CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/**
 * 统一社会信用代码 (GB 32100-2015): 18 characters of a 31-character alphabet (no I, O, Z, S, V) — authority
 * and entity type, six-digit region, organisation code — and a check character (mod 31).
 */
export function isCreditCode(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return false;
  const sum = CREDIT_CODE_WEIGHTS.reduce((total, weight, index) => total + weight * CREDIT_CODE_ALPHABET.indexOf(code[index] ?? ''), 0);
  return CREDIT_CODE_ALPHABET[(31 - (sum % 31)) % 31] === code[17];
}

export const creditCode: SyncValidator = (value, params) =>
  isBlank(value) || isCreditCode(asText(value)) ? undefined : (params?.message ?? VALIDATOR_MSG.creditCode);
