/**
 * Spreadsheet export of a collection as CSV: a UTF-8 byte-order mark, so spreadsheet programs read Chinese
 * text right. Text that a spreadsheet would take for a formula is neutralised.
 */
import { neutralizeCellText } from './spreadsheet-cells.js';

export const CSV_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? neutralizeCellText(value) : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, without its line end. */
export function csvLine(cells: readonly unknown[]): string {
  return cells.map(cell).join(',');
}

export function toCsv(columns: readonly string[], rows: ReadonlyArray<Record<string, unknown>>): string {
  const lines = [csvLine(columns), ...rows.map((row) => csvLine(columns.map((c) => row[c])))];
  return CSV_BOM + lines.join(CSV_LINE_END) + CSV_LINE_END;
}
