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

/** The records of a CSV text, each with its row number; a final empty line is not a record. */
export function parseCsv(input: string): SheetRow[] {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const rows: SheetRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let index = 0;
  const endCell = (): void => {
    cells.push(cell);
    cell = '';
  };
  const endRow = (): void => {
    endCell();
    rows.push({ row: rows.length + 1, cells });
    cells = [];
  };
  while (index < text.length) {
    const char = text[index] as string;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else cell += char;
      index += 1;
      continue;
    }
    if (char === '"' && cell === '') quoted = true;
    else if (char === ',') endCell();
    else if (char === '\r' || char === '\n') {
      endRow();
      if (char === '\r' && text[index + 1] === '\n') index += 1;
    } else cell += char;
    index += 1;
  }
  if (cell !== '' || cells.length > 0 || quoted) endRow();
  return rows;
}
