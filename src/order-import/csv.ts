/**
 * A small CSV reader for order imports (RFC 4180): comma-separated, fields in double quotes may hold
 * commas, line breaks and doubled quotes; CRLF, LF or CR line ends; a UTF-8 byte order mark is dropped.
 */

/** One record of the file with its line-based row number (the first record is row 1). */
export interface SheetRow {
  row: number;
  cells: string[];
}

const BOM = '\uFEFF';
/** The characters that end a run of plain text outside quotes. */
const SPECIAL = /[",\r\n]/g;

/** Most records and cells (blank ones included) to read; past either, parseCsv stops with CsvLimitError. */
export interface CsvLimits {
  maxRows: number;
  maxCells: number;
}

/** The text holds more records or cells than its CsvLimits allow (the rest is not read). */
export class CsvLimitError extends Error {
  constructor(readonly limit: 'rows' | 'cells') {
    super(`CSV over its ${limit} limit`);
    this.name = 'CsvLimitError';
  }
}

const NO_LIMITS: CsvLimits = { maxRows: Infinity, maxCells: Infinity };

/** The records of a CSV text, each with its row number; a final empty line is not a record. */
export function parseCsv(input: string, limits: CsvLimits = NO_LIMITS): SheetRow[] {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const rows: SheetRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let index = 0;
  let cellCount = 0;
  const endCell = (): void => {
    cellCount += 1;
    if (cellCount > limits.maxCells) throw new CsvLimitError('cells');
    cells.push(cell);
    cell = '';
  };
  const endRow = (): void => {
    endCell();
    if (rows.length >= limits.maxRows) throw new CsvLimitError('rows');
    rows.push({ row: rows.length + 1, cells });
    cells = [];
  };
  // Text between special characters is appended a slice at a time: character by character, a 10 MB
  // cell took seconds (and the parse runs on the server's event loop).
  while (index < text.length) {
    if (quoted) {
      const quote = text.indexOf('"', index);
      if (quote < 0) {
        cell += text.slice(index);
        break;
      }
      cell += text.slice(index, quote);
      if (text[quote + 1] === '"') {
        cell += '"';
        index = quote + 2;
      } else {
        quoted = false;
        index = quote + 1;
      }
      continue;
    }
    SPECIAL.lastIndex = index;
    const special = SPECIAL.exec(text);
    const at = special ? special.index : text.length;
    cell += text.slice(index, at);
    if (!special) break;
    const char = special[0];
    let next = at + 1;
    if (char === '"' && cell === '') quoted = true;
    else if (char === '"') cell += char;
    else if (char === ',') endCell();
    else {
      endRow();
      if (char === '\r' && text[next] === '\n') next += 1;
    }
    index = next;
  }
  if (cell !== '' || cells.length > 0 || quoted) endRow();
  return rows;
}
