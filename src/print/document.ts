/**
 * A print document: a template filled with records, one page per record, every placed field already
 * turned into the text it prints. The plug-in receives it as it is (job.ts); the browser's own print
 * draws the same pages (html.ts).
 */
import { PRINT_FIELD_DEFAULTS, PRINT_LABEL_SEPARATOR, type PrintTemplateKind } from '../config/print';
import { formatPrintValue } from './formats';
import type { PrintAlign, PrintField, PrintFieldType, PrintTemplate } from './template';

/** One field on one page, placed in millimetres, with the text it prints. */
export interface PrintItem {
  type: PrintFieldType;
  x: number;
  y: number;
  width?: number;
  height: number;
  fontSize: number;
  bold: boolean;
  align: PrintAlign;
  /** What the line prints: the label and the value, or the value alone under a barcode. */
  text: string;
  /** A barcode's value (what the bars encode). */
  value?: string;
}

export interface PrintPage {
  items: PrintItem[];
}

export interface PrintDocument {
  template: { id: number; name: string; kind: PrintTemplateKind; paper: PrintTemplate['paper'] };
  copies: number;
  pages: PrintPage[];
}

type Row = Readonly<Record<string, unknown>>;

/** The value at a dot path of a record ("consignor.name"). */
function valueAt(record: Row, key: string): unknown {
  let node: unknown = record;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return undefined;
    node = (node as Row)[part];
  }
  return node;
}

function itemOf(field: PrintField, record: Row): PrintItem {
  const value = field.key === undefined ? '' : formatPrintValue(valueAt(record, field.key), field.format);
  const label = field.label ?? '';
  const barcode = field.type === 'barcode';
  const text = barcode || field.key === undefined ? (barcode ? value : label) : label ? `${label}${PRINT_LABEL_SEPARATOR}${value}` : value;
  const item: PrintItem = {
    type: field.type,
    x: field.x,
    y: field.y,
    height: field.height ?? (barcode ? PRINT_FIELD_DEFAULTS.barcodeHeightMm : PRINT_FIELD_DEFAULTS.heightMm),
    fontSize: field.fontSize ?? PRINT_FIELD_DEFAULTS.fontSizePt,
    bold: field.bold === true,
    align: field.align ?? 'left',
    text,
  };
  if (field.width !== undefined) item.width = field.width;
  if (barcode) item.value = value;
  return item;
}

/** The template filled with each record: one page per record, in the order given. */
export function buildPrintDocument(template: PrintTemplate, records: readonly Row[], copies = template.copies): PrintDocument {
  return {
    template: { id: template.id, name: template.name, kind: template.kind, paper: template.paper },
    copies,
    pages: records.map((record) => ({ items: template.fields.map((field) => itemOf(field, record)) })),
  };
}

/** The record fields a template prints, for each record: what the job's `data` carries, nothing more. */
export function printedData(template: PrintTemplate, records: readonly Row[]): Array<Record<string, unknown>> {
  const keys = [...new Set(template.fields.map((field) => field.key).filter((key): key is string => key !== undefined))];
  return records.map((record) => Object.fromEntries(keys.map((key) => [key, valueAt(record, key) ?? null])));
}
