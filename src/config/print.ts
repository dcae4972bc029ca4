/**
 * Printing (core spec §1 "printing through a local print plug-in", §9 "Print plug-in served from local
 * ports 8000 and 18000", "Amount digits are converted to Chinese capital numerals where printed").
 * The plug-in's host and ports are in watchers.ts beside its version check; the job call the spec does not
 * show is designed here: POST http://127.0.0.1:{port}{PRINT_JOB_PATH} with the job as JSON (docs/printing.md).
 */
import type { PrintTemplateKind } from '../screen-model/types.js';

/** Where the plug-in takes a print job (a POST of the job as JSON). */
export const PRINT_JOB_PATH = '/print';
/** A port that has not accepted the job by then counts as no plug-in there; the next port is tried. */
export const PRINT_JOB_TIMEOUT_MS = 3_000;
/** Version of the job's JSON shape, sent as `schema` so a plug-in can tell what it reads. */
export const PRINT_JOB_SCHEMA = 1;

/** The print templates (打印模板) of basic data; print actions read the enabled templates of their kind. */
export const PRINT_TEMPLATES_API = '/basic/print-templates';
/** Most templates of one kind a print action reads to choose from. */
export const PRINT_TEMPLATES_PER_KIND = 100;

/** Kinds of printed documents (单据类型), the `template_type` of a template and the `template` of a print action. */
export const PRINT_TEMPLATE_KINDS: readonly PrintTemplateKind[] = ['WAYBILL', 'LABEL', 'PICKING', 'DELIVERY', 'SIGN'];
export type { PrintTemplateKind };

/** Paper sizes (纸张规格) in millimetres, width × height, by the template's `paper_size` code. */
export const PAPER_SIZES_MM = {
  A4: { width: 210, height: 297 },
  A5: { width: 148, height: 210 },
  '100X150': { width: 100, height: 150 },
  '76X130': { width: 76, height: 130 },
  '241X140': { width: 241, height: 140 },
} as const satisfies Record<string, { width: number; height: number }>;
export type PaperSizeCode = keyof typeof PAPER_SIZES_MM;
export const PAPER_SIZE_CODES = Object.keys(PAPER_SIZES_MM) as PaperSizeCode[];

/** What one placed field of a template prints: a line of text, or its value as a barcode. */
export const PRINT_FIELD_TYPES = ['text', 'barcode'] as const;
/**
 * Formatters a template field may name (src/print/formats.ts): text as it is, money with two decimals,
 * capitalAmount in Chinese capital numerals (壹佰元整), date and datetime.
 */
export const PRINT_FORMATS = ['text', 'money', 'capitalAmount', 'date', 'datetime'] as const;
export const PRINT_ALIGNS = ['left', 'center', 'right'] as const;

/** Bounds of a template's fields, checked by the server on save and by the client before printing. */
export const PRINT_LIMITS = {
  /** Most fields on one template. */
  maxFields: 60,
  /** Longest static label. */
  maxLabelLength: 30,
  /** Positions and sizes in millimetres. */
  maxMillimetres: 400,
  minFontSizePt: 6,
  maxFontSizePt: 72,
  /** Most records one print job carries (a page of 500 rows may be selected). */
  maxRecords: 500,
  /** Most copies of each document. */
  maxCopies: 5,
} as const;

/** A record field a template may name: letters, digits and underscores, dots reaching nested fields. */
export const PRINT_FIELD_KEY_PATTERN = '^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z0-9_]+){0,3}$';

/** Defaults of a field that does not say. */
export const PRINT_FIELD_DEFAULTS = { fontSizePt: 10, heightMm: 6, barcodeHeightMm: 14 } as const;

/** Joins the parts of a list value (several tags) on one printed line. */
export const PRINT_LIST_SEPARATOR = '、';
/** Between a field's label and its value. */
export const PRINT_LABEL_SEPARATOR = '：';

/** How long the message after a print stays: a plain success briefly, the browser-print notice longer. */
export const PRINT_MESSAGE_SECONDS = { success: 3, warning: 6 } as const;

/** The element the browser's own print shows, and nothing else, while it prints. */
export const BROWSER_PRINT_ROOT_ID = 'browser-print-root';
