/**
 * A list column's value as a spreadsheet cell (issue 26): the words the list shows, without React. Codes
 * become their option labels, amounts numbers shown with two decimals, dates and times text as the list
 * writes them, images a count, nested lines a readable summary. The server's export writes these cells;
 * the list formatters (renderers/generic/formatters) use the same helpers for their text.
 */
import { OPTION_SETS } from '../config/option-sets.js';
import { ticketStatus } from '../i18n/messages/ticket-status.js';
import type { Format } from '../screen-model/types.js';
import { chineseCapitalAmount } from './chinese-amount.js';
import { formatDate, formatDateTime, isEmptyValue, toText } from './display-values.js';

/** What one exported cell holds: text, a number, or nothing. */
export type ExportCellValue = string | number | null;

/** How a column's cells are laid out: money columns are numbers shown with two decimals. */
export type ExportCellKind = 'text' | 'number' | 'money';

/** The kind of cells a column format gives. */
export function exportCellKind(format: Format | undefined): ExportCellKind {
  return format?.name === 'money' || format?.name === 'feeAmount' ? 'money' : 'text';
}

/** Separator of list values (tags, labels of several codes, summarised lines). */
const LIST_SEPARATOR = '、';
/** Separator of the lines of a nested table (fee lines, goods). */
const LINE_SEPARATOR = '；';
/** Fields of a nested line that mean nothing to a reader: record ids, file ids and hashes, versions. */
const HIDDEN_LINE_FIELD = /(^id$|_id$|^version$|hash|fileid|^created_at$|^updated_at$)/i;

/** Words of the option sets: descriptors are written in Chinese, so is the export. */
const OPTION_SET_WORDS: Record<string, string> = { ...ticketStatus.zh };

const enumIndexes = new WeakMap<object, Map<string, string>>();
function enumLabel(format: Extract<Format, { name: 'enum' }>, value: unknown): string | undefined {
  let index = enumIndexes.get(format);
  if (!index) {
    // The first option of a value wins, as the list's formatter does.
    index = new Map([...format.options].reverse().map((option) => [String(option.value), option.label]));
    enumIndexes.set(format, index);
  }
  return index.get(String(value));
}

function optionSetLabel(format: Extract<Format, { name: 'optionSet' }>, value: unknown): string | undefined {
  const entry = OPTION_SETS[format.set]?.find((option) => option.value === String(value));
  return entry ? (OPTION_SET_WORDS[entry.labelKey] ?? entry.value) : undefined;
}

/** Labels of a value that may hold several codes (a multi-select), the code where no label is known. */
function labelsOf(value: unknown, label: (code: unknown) => string | undefined): string {
  const codes = Array.isArray(value) ? value : [value];
  return codes.map((code) => label(code) ?? toText(code)).filter((text) => text !== '').join(LIST_SEPARATOR);
}

/** An amount as a number; masked or unreadable amounts ('***') stay text. */
function amountCell(value: unknown): ExportCellValue {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = typeof value === 'string' ? value.replace(/,/g, '').trim() : '';
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : toText(value);
}

/** How many images an image value holds (a file id, or a list of image items). */
function imageCount(value: unknown): number {
  if (typeof value === 'string') return value.split(',').filter((part) => part.trim() !== '').length;
  return Array.isArray(value) ? value.filter((item) => !isEmptyValue(item)).length : 0;
}

/** A nested line read out: its label or name when it has one, else its readable fields' values. */
function lineText(line: unknown): string {
  if (line === null || typeof line !== 'object' || Array.isArray(line)) return toText(line);
  const named = line as Record<string, unknown>;
  const parts = Object.entries(named)
    .filter(([key, value]) => !HIDDEN_LINE_FIELD.test(key) && (typeof value === 'string' || typeof value === 'number') && String(value).trim() !== '')
    .map(([, value]) => String(value));
  return parts.join(' ');
}

/** Plain text of any value: lists of lines summarised, objects by their label/name/code or readable fields. */
export function summaryText(value: unknown): string {
  if (isEmptyValue(value)) return '';
  if (Array.isArray(value)) {
    const objects = value.some((item) => item !== null && typeof item === 'object');
    return value.map(summaryText).filter((part) => part !== '').join(objects ? LINE_SEPARATOR : LIST_SEPARATOR);
  }
  if (typeof value === 'object' && value !== null) {
    const named = value as { label?: unknown; name?: unknown; code?: unknown };
    const inner = named.label ?? named.name ?? named.code;
    return inner !== undefined && typeof inner !== 'object' ? toText(inner) : lineText(value);
  }
  return String(value);
}

/** Tag codes of an order's tags (objects with a code, or a comma-separated text). */
function tagText(value: unknown): string {
  const items: unknown[] = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return items
    .map((item) => (item !== null && typeof item === 'object' && 'code' in item ? toText((item as { code: unknown }).code) : toText(item).trim()))
    .filter((code) => code !== '')
    .join(LIST_SEPARATOR);
}

/** `value` of a column with `format` as an exported cell (not yet neutralised: the writer does that). */
export function exportCell(value: unknown, format: Format | undefined): ExportCellValue {
  if (isEmptyValue(value)) return null;
  switch (format?.name) {
    case 'money':
    case 'feeAmount':
      return amountCell(value);
    case 'date':
      return formatDate(value);
    case 'datetime':
      return formatDateTime(value);
    case 'enum':
      return labelsOf(value, (code) => enumLabel(format, code));
    case 'optionSet':
      return labelsOf(value, (code) => optionSetLabel(format, code));
    case 'tag':
      return tagText(value);
    case 'images': {
      const count = imageCount(value);
      return count === 0 ? null : `${count}张图片`;
    }
    case 'chineseAmount': {
      const amount = amountCell(value);
      return typeof amount === 'number' ? chineseCapitalAmount(amount) : amount;
    }
    default:
      return typeof value === 'number' ? value : summaryText(value);
  }
}

/** A nested field of a row ("consignor.name"), as list columns reach it. */
export function valueAt(row: Readonly<Record<string, unknown>>, key: string): unknown {
  if (Object.hasOwn(row, key)) return row[key];
  let current: unknown = row;
  for (const part of key.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}
