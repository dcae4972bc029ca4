/**
 * Bounds what an .xlsx may cost before exceljs builds its workbook (which holds every cell of every
 * sheet in memory): the archive is inflated here entry by entry, off the event loop, with a cap on the
 * bytes it may inflate to, and the worksheets' rows and cells are counted in the inflated XML. A zip
 * bomb (a few hundred KB inflating to hundreds of MB) stops at the cap, within a fraction of a second.
 */
import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import {
  ORDER_IMPORT_MAX_SHEET_CELLS, ORDER_IMPORT_MAX_SHEET_ROWS, ORDER_IMPORT_MAX_UNZIPPED_BYTES, ORDER_IMPORT_MAX_ZIP_ENTRIES, ORDER_IMPORT_MSG,
} from '../../src/config/order-import.js';
import { ApiError, badRequest } from '../http/api-error.js';
import { tooManySheetCells, tooManySheetRows, unzippedTooLarge as tooLarge } from './limit-errors.js';
import { compressedDataOf, readZipDirectory, type ZipEntryInfo } from './zip-directory.js';

const inflateRawAsync = promisify(inflateRaw);

/** The entries exceljs reads as worksheets (its own pattern, unanchored as it is there). */
const WORKSHEET_ENTRY = /xl\/worksheets\/sheet(\d+)[.]xml/;
/** Row and cell elements, with or without a namespace prefix; text cannot hold a raw '<'. */
const ROW_ELEMENT = /<(?:[A-Za-z_][\w.-]*:)?row[\s/>]/g;
const CELL_ELEMENT = /<(?:[A-Za-z_][\w.-]*:)?c[\s/>]/g;

const countOf = (pattern: RegExp, text: string): number => {
  pattern.lastIndex = 0;
  let count = 0;
  while (pattern.exec(text) !== null) count += 1;
  return count;
};

const unreadable = () => badRequest(ORDER_IMPORT_MSG.unreadable);

/** The entry's bytes, inflated to at most `budget` bytes; a 400 past the budget or when it cannot be read. */
async function inflateEntry(file: Buffer, entry: ZipEntryInfo, budget: number): Promise<Buffer> {
  const data = compressedDataOf(file, entry);
  if (!data) throw unreadable();
  if (entry.method === 0) {
    if (data.length > budget) throw tooLarge();
    return data;
  }
  try {
    // maxOutputLength must be positive; a budget of 0 still lets an empty entry through.
    const inflated = await inflateRawAsync(data, { maxOutputLength: Math.max(1, budget) });
    if (inflated.length > budget) throw tooLarge();
    return inflated;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge();
    if (error instanceof ApiError) throw error;
    throw unreadable();
  }
}

/**
 * Refuses (400) an .xlsx that inflates to more than ORDER_IMPORT_MAX_UNZIPPED_BYTES, whose worksheets
 * hold more than ORDER_IMPORT_MAX_SHEET_ROWS rows or ORDER_IMPORT_MAX_SHEET_CELLS cells (blank ones
 * included: they cost the same to build), or that is not a plain zip archive.
 */
export async function checkXlsxLimits(file: Buffer): Promise<void> {
  const entries = readZipDirectory(file, ORDER_IMPORT_MAX_ZIP_ENTRIES);
  if (!entries) throw unreadable();
  // What the directory declares is checked first (free); the inflation below catches a directory that lies.
  if (entries.reduce((sum, entry) => sum + entry.declaredSize, 0) > ORDER_IMPORT_MAX_UNZIPPED_BYTES) throw tooLarge();
  let left = ORDER_IMPORT_MAX_UNZIPPED_BYTES;
  let rows = 0;
  let cells = 0;
  for (const entry of entries) {
    const bytes = await inflateEntry(file, entry, left);
    left -= bytes.length;
    if (!WORKSHEET_ENTRY.test(entry.name)) continue;
    const xml = bytes.toString('latin1');
    rows += countOf(ROW_ELEMENT, xml);
    cells += countOf(CELL_ELEMENT, xml);
    if (rows > ORDER_IMPORT_MAX_SHEET_ROWS) throw tooManySheetRows();
    if (cells > ORDER_IMPORT_MAX_SHEET_CELLS) throw tooManySheetCells();
  }
}
