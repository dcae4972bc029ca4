/** Plain-text display of values (no React): the list formatters and the spreadsheet export share these. */
import dayjs from 'dayjs';
import { DATE_FORMAT, DATETIME_FORMAT, MONEY_DECIMALS } from '../config/display.js';

/** Nothing to show. */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
    || (Array.isArray(value) && value.length === 0);
}

/** Plain text of a value: lists joined by commas, objects by their label, name or code. */
export function toText(value: unknown): string {
  if (isEmptyValue(value)) return '';
  if (Array.isArray(value)) return value.map(toText).filter((part) => part !== '').join(', ');
  if (typeof value === 'object') {
    const named = value as { label?: unknown; name?: unknown; code?: unknown };
    return toText(named.label ?? named.name ?? named.code ?? '');
  }
  return String(value);
}

const moneyFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: MONEY_DECIMALS,
  maximumFractionDigits: MONEY_DECIMALS,
});

/** Two decimals with thousands separators; '' when empty, the raw text when not a number. */
export function formatMoney(value: unknown): string {
  if (isEmptyValue(value)) return '';
  const amount = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
  return Number.isFinite(amount) ? moneyFormat.format(amount) : toText(value);
}

/** Unix seconds below this are told apart from millisecond timestamps. */
const SECONDS_LIMIT = 1e11;

function formatDayjs(value: unknown, format: string): string {
  if (isEmptyValue(value)) return '';
  const input = typeof value === 'number' && value < SECONDS_LIMIT ? value * 1000 : value;
  const parsed = typeof input === 'number' || typeof input === 'string' || input instanceof Date ? dayjs(input) : null;
  return parsed?.isValid() ? parsed.format(format) : toText(value);
}

/** YYYY-MM-DD. */
export const formatDate = (value: unknown): string => formatDayjs(value, DATE_FORMAT);
/** YYYY-MM-DD HH:mm:ss. */
export const formatDateTime = (value: unknown): string => formatDayjs(value, DATETIME_FORMAT);
