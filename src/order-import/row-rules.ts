/**
 * Checks and converts one data row of an order import: required cells, lengths, phone formats (the
 * patterns of the form validators), whole and decimal numbers, the service type. What needs the
 * database (the merchant, outer order numbers already used) is checked by the server afterwards.
 */
import {
  IMPORT_SERVICE_TYPES, ORDER_IMPORT_COLUMNS, ORDER_IMPORT_MSG, type ImportColumn, type ImportRowError,
} from '../config/order-import.js';
import { LANDLINE_PATTERN, MOBILE_PATTERN } from '../validators/patterns.js';
import { fillMessage } from '../validators/values.js';
import type { SheetRow } from './csv.js';

/** A row's values by waybill field: text, or a number for counts and measures; blank optional cells are absent. */
export type ImportValues = Record<string, string | number>;

export interface CheckedRow {
  row: number;
  values: ImportValues;
  errors: ImportRowError[];
}

const SERVICE_CODES = new Set(Object.values(IMPORT_SERVICE_TYPES));

/** The cell's value, or the message saying why it is refused (the cell is not blank). */
function convert(column: ImportColumn, text: string): { value: string | number } | { message: string } {
  const header = column.header;
  switch (column.format) {
    case 'text':
      return column.maxLength !== undefined && [...text].length > column.maxLength
        ? { message: fillMessage(ORDER_IMPORT_MSG.maxLength, { header, max: column.maxLength }) }
        : { value: text };
    case 'mobile':
      return MOBILE_PATTERN.test(text) ? { value: text } : { message: ORDER_IMPORT_MSG.mobile };
    case 'phone':
      return MOBILE_PATTERN.test(text) || LANDLINE_PATTERN.test(text) ? { value: text } : { message: ORDER_IMPORT_MSG.phone };
    case 'count': {
      const min = column.min ?? 1;
      const max = column.max ?? Number.MAX_SAFE_INTEGER;
      const number = /^\d+$/.test(text) ? Number(text) : NaN;
      return number >= min && number <= max ? { value: number } : { message: fillMessage(ORDER_IMPORT_MSG.count, { header, min, max }) };
    }
    case 'decimal': {
      const integerDigits = column.integerDigits ?? 6;
      const decimals = column.decimals ?? 2;
      const pattern = new RegExp(`^\\d{1,${integerDigits}}(\\.\\d{1,${decimals}})?$`);
      return pattern.test(text) ? { value: Number(text) } : { message: fillMessage(ORDER_IMPORT_MSG.decimal, { header, integerDigits, decimals }) };
    }
    case 'serviceType': {
      const code = IMPORT_SERVICE_TYPES[text] ?? (SERVICE_CODES.has(text) ? text : undefined);
      return code ? { value: code } : { message: ORDER_IMPORT_MSG.serviceType };
    }
  }
}

/** Checks the row's cells against the columns; `indexOf` gives each field's cell (from matchHeader). */
export function checkRow(
  sheetRow: SheetRow,
  indexOf: ReadonlyMap<string, number>,
  columns: readonly ImportColumn[] = ORDER_IMPORT_COLUMNS,
): CheckedRow {
  const values: ImportValues = {};
  const errors: ImportRowError[] = [];
  for (const column of columns) {
    const index = indexOf.get(column.field);
    const text = (index === undefined ? '' : (sheetRow.cells[index] ?? '')).trim();
    if (text === '') {
      if (column.required) errors.push({ row: sheetRow.row, field: column.header, message: fillMessage(ORDER_IMPORT_MSG.required, { header: column.header }) });
      continue;
    }
    const result = convert(column, text);
    if ('message' in result) errors.push({ row: sheetRow.row, field: column.header, message: result.message });
    else values[column.field] = result.value;
  }
  return { row: sheetRow.row, values, errors };
}

/** Whether every cell of the row is blank (such rows are skipped, not counted). */
export const isBlankRow = (sheetRow: SheetRow): boolean => sheetRow.cells.every((cell) => cell.trim() === '');
