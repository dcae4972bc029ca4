/**
 * Spreadsheet export of a collection: CSV with a UTF-8 byte-order mark, so spreadsheet programs read
 * Chinese text right. Text that a spreadsheet would take for a formula is neutralised.
 */
import { neutralizeCellText } from './spreadsheet-cells.js';

const BOM = '\uFEFF';

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? neutralizeCellText(value) : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(columns: readonly string[], rows: ReadonlyArray<Record<string, unknown>>): string {
  const lines = [columns.map(cell).join(','), ...rows.map((row) => columns.map((c) => cell(row[c])).join(','))];
  return BOM + lines.join('\r\n') + '\r\n';
}
