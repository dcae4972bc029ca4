/**
 * The formatters a template field names, as plain text for the page. Amounts in capitals follow core
 * spec §9 ("Amount digits are converted to Chinese capital numerals where printed"); a value that is not
 * a number (a hidden amount '***') prints as it is rather than as nothing.
 */
import dayjs from 'dayjs';
import { DATE_FORMAT, DATETIME_FORMAT, MONEY_DECIMALS } from '../config/display';
import { PRINT_LIST_SEPARATOR } from '../config/print';
import { chineseCapitalAmount } from '../format/chinese-amount';
import type { PrintFormat } from './template';

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** Plain text of a value: lists joined, objects by their label, name or code, nothing for other objects. */
export function printText(value: unknown): string {
  if (isEmpty(value)) return '';
  if (Array.isArray(value)) return value.map(printText).filter((part) => part !== '').join(PRINT_LIST_SEPARATOR);
  if (typeof value === 'object') {
    const named = value as { label?: unknown; name?: unknown; code?: unknown };
    const inner = named.label ?? named.name ?? named.code;
    return typeof inner === 'object' ? '' : printText(inner);
  }
  return String(value);
}

const moneyFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: MONEY_DECIMALS, maximumFractionDigits: MONEY_DECIMALS });

/** The number of an amount given as a number or as decimal text ('1,234.50'); undefined otherwise. */
function amountOf(value: unknown): number | string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.replace(/,/g, '').trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? text : undefined;
}

function dayText(value: unknown, format: string): string {
  if (typeof value !== 'string' && typeof value !== 'number') return printText(value);
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format(format) : printText(value);
}

/** `value` as the template field's formatter prints it; '' for an empty value. */
export function formatPrintValue(value: unknown, format: PrintFormat | undefined): string {
  if (isEmpty(value)) return '';
  switch (format) {
    case 'money': {
      const amount = amountOf(value);
      return amount === undefined ? printText(value) : moneyFormat.format(Number(amount));
    }
    case 'capitalAmount': {
      const amount = amountOf(value);
      return amount === undefined ? printText(value) : chineseCapitalAmount(amount);
    }
    case 'date':
      return dayText(value, DATE_FORMAT);
    case 'datetime':
      return dayText(value, DATETIME_FORMAT);
    default:
      return printText(value);
  }
}
