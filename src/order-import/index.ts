/** Order import rules without React: CSV reading, header matching and row checks. */
export { parseCsv, type SheetRow } from './csv.js';
export { matchHeader, normalizeHeader, type HeaderMatch } from './header.js';
export { checkRow, isBlankRow, type CheckedRow, type ImportValues } from './row-rules.js';
