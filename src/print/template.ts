/**
 * Print templates as data: a page size and fields placed on it (label, record key, formatter, position in
 * millimetres). No code and no markup: a template read from the server is checked field by field here,
 * and whatever is not plain data within bounds is left out.
 */
import {
  PAPER_SIZES_MM, PRINT_ALIGNS, PRINT_FIELD_KEY_PATTERN, PRINT_FIELD_TYPES, PRINT_FORMATS, PRINT_LIMITS,
  PRINT_TEMPLATE_KINDS, type PaperSizeCode, type PrintTemplateKind,
} from '../config/print';
import { isRecord } from '../util/is-record';

export type PrintFieldType = (typeof PRINT_FIELD_TYPES)[number];
export type PrintFormat = (typeof PRINT_FORMATS)[number];
export type PrintAlign = (typeof PRINT_ALIGNS)[number];

/** One field placed on the page. Without `key` it prints its label alone (a heading, a fixed note). */
export interface PrintField {
  type: PrintFieldType;
  label?: string;
  key?: string;
  format?: PrintFormat;
  /** Millimetres from the page's left and top edges. */
  x: number;
  y: number;
  width?: number;
  height?: number;
  fontSize?: number;
  bold?: boolean;
  align?: PrintAlign;
}

export interface PrintTemplate {
  id: number;
  name: string;
  kind: PrintTemplateKind;
  paper: { code: PaperSizeCode; width: number; height: number };
  copies: number;
  isDefault: boolean;
  fields: PrintField[];
}

const KEY = new RegExp(PRINT_FIELD_KEY_PATTERN);

type Json = Record<string, unknown>;
const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : undefined;
const numberIn = (value: unknown, min: number, max: number): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max ? value : undefined;

/** One field of a stored template, or undefined when it is not plain data within bounds. */
export function parsePrintField(raw: unknown): PrintField | undefined {
  if (!isRecord(raw)) return undefined;
  const type = raw.type === undefined ? 'text' : oneOf(PRINT_FIELD_TYPES, raw.type);
  const x = numberIn(raw.x, 0, PRINT_LIMITS.maxMillimetres);
  const y = numberIn(raw.y, 0, PRINT_LIMITS.maxMillimetres);
  if (type === undefined || x === undefined || y === undefined) return undefined;
  const label = typeof raw.label === 'string' ? raw.label.slice(0, PRINT_LIMITS.maxLabelLength) : undefined;
  const key = typeof raw.key === 'string' && KEY.test(raw.key) ? raw.key : undefined;
  if (!label && !key) return undefined;
  const field: PrintField = { type, x, y };
  if (label) field.label = label;
  if (key) field.key = key;
  const format = oneOf(PRINT_FORMATS, raw.format);
  if (format) field.format = format;
  const width = numberIn(raw.width, 1, PRINT_LIMITS.maxMillimetres);
  if (width !== undefined) field.width = width;
  const height = numberIn(raw.height, 1, PRINT_LIMITS.maxMillimetres);
  if (height !== undefined) field.height = height;
  const fontSize = numberIn(raw.fontSize, PRINT_LIMITS.minFontSizePt, PRINT_LIMITS.maxFontSizePt);
  if (fontSize !== undefined) field.fontSize = fontSize;
  if (raw.bold === true) field.bold = true;
  const align = oneOf(PRINT_ALIGNS, raw.align);
  if (align) field.align = align;
  return field;
}

/**
 * A template record of the print templates collection (template_name, template_type, paper_size,
 * print_copies, is_default, fields), or undefined when it cannot print: unknown kind or paper, no field.
 */
export function parsePrintTemplate(record: unknown): PrintTemplate | undefined {
  if (!isRecord(record)) return undefined;
  const kind = oneOf(PRINT_TEMPLATE_KINDS, record.template_type);
  const code = oneOf(Object.keys(PAPER_SIZES_MM) as PaperSizeCode[], record.paper_size);
  const id = typeof record.id === 'number' ? record.id : Number(record.id);
  if (!kind || !code || !Number.isInteger(id)) return undefined;
  const fields = (Array.isArray(record.fields) ? record.fields : [])
    .slice(0, PRINT_LIMITS.maxFields)
    .map(parsePrintField)
    .filter((field): field is PrintField => field !== undefined);
  if (fields.length === 0) return undefined;
  const copies = Number(record.print_copies);
  return {
    id,
    name: typeof record.template_name === 'string' ? record.template_name : '',
    kind,
    paper: { code, ...PAPER_SIZES_MM[code] },
    copies: Number.isInteger(copies) && copies >= 1 ? Math.min(copies, PRINT_LIMITS.maxCopies) : 1,
    isDefault: Number(record.is_default) === 1 || record.is_default === true,
    fields,
  };
}

const isEnabled = (record: Json): boolean => record.status === undefined || Number(record.status) === 1 || record.status === true;

/**
 * The template a print action of `kind` uses among the stored ones: an enabled default template of that
 * kind, else the first enabled one of that kind that can print; undefined when there is none.
 */
export function chooseTemplate(records: readonly unknown[], kind: PrintTemplateKind): PrintTemplate | undefined {
  const usable = records
    .filter((record): record is Json => isRecord(record) && isEnabled(record))
    .map(parsePrintTemplate)
    .filter((template): template is PrintTemplate => template !== undefined && template.kind === kind);
  return usable.find((template) => template.isDefault) ?? usable[0];
}

/**
 * What is wrong with the fields a template form holds, field by field (i18n keys of print.layout.*):
 * a field needs a label or a data key, and a key is a field name (dots reach nested fields).
 */
export interface PrintFieldProblem {
  index: number;
  problem: 'needLabelOrKey' | 'keyInvalid';
}

export function printFieldProblems(fields: unknown): PrintFieldProblem[] {
  if (!Array.isArray(fields)) return [];
  return fields.flatMap((raw: unknown, index: number): PrintFieldProblem[] => {
    const field = isRecord(raw) ? raw : {};
    const key = typeof field.key === 'string' ? field.key.trim() : '';
    const label = typeof field.label === 'string' ? field.label.trim() : '';
    if (key !== '' && !KEY.test(key)) return [{ index, problem: 'keyInvalid' }];
    if (key === '' && label === '') return [{ index, problem: 'needLabelOrKey' }];
    return [];
  });
}

/** A form's field rows as stored: empty and false values left out, the type text unless barcode. */
export function cleanPrintFields(fields: readonly Json[]): Json[] {
  return fields.map((field) => {
    const clean: Json = {};
    for (const [name, value] of Object.entries(field)) {
      if (value === undefined || value === null || value === '' || value === false) continue;
      // Not trimmed: this runs on every keystroke, and a space typed inside a label would be lost.
      clean[name] = value;
    }
    clean.type = clean.type === 'barcode' ? 'barcode' : 'text';
    return clean;
  });
}
