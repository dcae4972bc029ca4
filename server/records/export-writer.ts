/**
 * Writes an export as it is read (issue 26): the rows come a page at a time and leave as a stream, an .xlsx
 * workbook (exceljs' streaming WorkbookWriter: a frozen header row, column widths, money as numbers shown
 * with two decimals) or a CSV. Text a spreadsheet would take for a formula is neutralised in both
 * (spreadsheet-cells.ts) and written as a plain string, never as a formula.
 */
import { PassThrough, type Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import type { ExportCellKind, ExportCellValue } from '../../src/format/export-cells.js';
import { CSV_BOM, CSV_LINE_END, csvLine } from './csv.js';
import type { ExportFormat } from './export-layout.js';
import { neutralizeCellText } from './spreadsheet-cells.js';

/** One column of the file: its header, width in characters, kind of cells, and the cell of a row. */
export interface ExportColumn<Row> {
  title: string;
  width: number;
  kind: ExportCellKind;
  cell: (row: Row) => ExportCellValue;
}

/** The next rows after `offset` (at most `limit`); fewer than `limit` ends the export. */
export type ExportPages<Row> = (offset: number, limit: number) => readonly Row[];

export const EXPORT_PAGE_SIZE = 500;
const MONEY_NUMBER_FORMAT = '#,##0.00';
const SHEET_NAME = 'Sheet1';
export const CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** Width of a text in spreadsheet characters: Chinese characters take two. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += (char.codePointAt(0) ?? 0) >= 0x2e80 ? 2 : 1;
  return width;
}

/** A cell as the file holds it: neutralised text, a number, or nothing. */
function fileCell(value: ExportCellValue, kind: ExportCellKind, format: ExportFormat): string | number | null {
  if (typeof value === 'string') return neutralizeCellText(value);
  if (typeof value === 'number' && kind === 'money' && format === 'csv') return value.toFixed(2);
  return value;
}

async function writePages<Row>(pages: ExportPages<Row>, limit: number, write: (row: Row) => void): Promise<void> {
  for (let offset = 0; offset < limit;) {
    const rows = pages(offset, Math.min(EXPORT_PAGE_SIZE, limit - offset));
    for (const row of rows) write(row);
    offset += rows.length;
    if (rows.length < EXPORT_PAGE_SIZE) break;
    // Other requests are answered between pages.
    await nextTurn();
  }
}

async function writeXlsx<Row>(out: PassThrough, columns: readonly ExportColumn<Row>[], pages: ExportPages<Row>, limit: number): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column, index) => ({
    key: String(index), header: column.title, width: column.width,
    ...(column.kind === 'money' ? { style: { numFmt: MONEY_NUMBER_FORMAT } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  await writePages(pages, limit, (row) => {
    sheet.addRow(columns.map((column) => fileCell(column.cell(row), column.kind, 'xlsx'))).commit();
  });
  sheet.commit();
  await workbook.commit();
}

async function writeCsv<Row>(out: PassThrough, columns: readonly ExportColumn<Row>[], pages: ExportPages<Row>, limit: number): Promise<void> {
  out.write(CSV_BOM + csvLine(columns.map((column) => column.title)) + CSV_LINE_END);
  let lines: string[] = [];
  await writePages(pages, limit, (row) => {
    lines.push(csvLine(columns.map((column) => fileCell(column.cell(row), column.kind, 'csv'))));
    if (lines.length >= EXPORT_PAGE_SIZE) {
      out.write(lines.join(CSV_LINE_END) + CSV_LINE_END);
      lines = [];
    }
  });
  if (lines.length > 0) out.write(lines.join(CSV_LINE_END) + CSV_LINE_END);
  out.end();
}

/** The export as a stream; a failure while writing ends the stream with that error. */
export function exportStream<Row>(format: ExportFormat, columns: readonly ExportColumn<Row>[], pages: ExportPages<Row>, limit: number): Readable {
  const out = new PassThrough();
  const write = format === 'csv' ? writeCsv : writeXlsx;
  write(out, columns, pages, limit).catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
