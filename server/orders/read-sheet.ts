/**
 * Reads an uploaded import file into rows with their sheet row numbers: .xlsx (the first worksheet,
 * read with exceljs once xlsx-limits.ts has bounded what it inflates to) or .csv (UTF-8, with or without a byte order mark). Anything else is refused.
 */
import ExcelJS from 'exceljs';
import {
  ORDER_IMPORT_EXTENSIONS, ORDER_IMPORT_MAX_SHEET_CELLS, ORDER_IMPORT_MAX_SHEET_ROWS, ORDER_IMPORT_MSG, type OrderImportExtension,
} from '../../src/config/order-import.js';
import { CsvLimitError, parseCsv, type SheetRow } from '../../src/order-import/csv.js';
import { badRequest } from '../http/api-error.js';
import { tooManySheetCells, tooManySheetRows } from './limit-errors.js';
import { checkXlsxLimits } from './xlsx-limits.js';

/** An .xlsx file is a zip archive: it starts with PK\x03\x04. */
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

/** The file's import type by its name's extension (case-insensitive), or undefined. */
export function importTypeOf(fileName: string): OrderImportExtension | undefined {
  const lower = fileName.toLowerCase();
  return ORDER_IMPORT_EXTENSIONS.find((extension) => lower.endsWith(extension));
}

const isZip = (buffer: Buffer): boolean => ZIP_SIGNATURE.every((byte, index) => buffer[index] === byte);

/** Text of a cell as the sheet shows it (formula results, rich text and hyperlinks by their text). */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  try {
    return cell.text ?? '';
  } catch {
    return String(value);
  }
}

export async function readXlsx(buffer: Buffer): Promise<SheetRow[]> {
  if (!isZip(buffer)) throw badRequest(ORDER_IMPORT_MSG.unreadable);
  // Before exceljs holds the whole workbook in memory: a zip bomb is refused here, in well under a second.
  await checkXlsxLimits(buffer);
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs's typings want its own Buffer type; a Node Buffer is what it reads.
    await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  } catch {
    throw badRequest(ORDER_IMPORT_MSG.unreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) cells.push(cellText(row.getCell(column)));
    rows.push({ row: rowNumber, cells });
  });
  return rows;
}

/** The rows of a .csv; reading stops with a 400 past the rows or cells an .xlsx may have (blank ones count). */
export function readCsv(buffer: Buffer): SheetRow[] {
  try {
    return parseCsv(new TextDecoder('utf-8').decode(buffer), { maxRows: ORDER_IMPORT_MAX_SHEET_ROWS, maxCells: ORDER_IMPORT_MAX_SHEET_CELLS });
  } catch (error) {
    if (error instanceof CsvLimitError) throw error.limit === 'rows' ? tooManySheetRows() : tooManySheetCells();
    throw error;
  }
}

/** The file's rows; 400 for another type, an empty file or an unreadable workbook. */
export async function readSheet(fileName: string, buffer: Buffer): Promise<SheetRow[]> {
  const type = importTypeOf(fileName);
  if (!type) throw badRequest(ORDER_IMPORT_MSG.wrongType);
  if (buffer.length === 0) throw badRequest(ORDER_IMPORT_MSG.emptyFile);
  const rows = type === '.xlsx' ? await readXlsx(buffer) : readCsv(buffer);
  if (rows.every((row) => row.cells.every((cell) => cell.trim() === ''))) throw badRequest(ORDER_IMPORT_MSG.emptyFile);
  return rows;
}
