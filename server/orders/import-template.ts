/** The import template: an .xlsx with the header row (required columns marked *) and one example row. */
import ExcelJS from 'exceljs';
import { ORDER_IMPORT_COLUMNS, TEMPLATE_HEADERS } from '../../src/config/order-import.js';
import { neutralizeCell } from '../records/spreadsheet-cells.js';

const SHEET_NAME = '订单导入';
/** Columns whose cells hold digits that must stay text (leading zeros, long numbers). */
const TEXT_FORMATS = new Set(['mobile', 'phone']);

/** `merchantName` replaces the example merchant (a merchant account's own). */
export async function buildTemplate(merchantName?: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(SHEET_NAME);
  sheet.columns = ORDER_IMPORT_COLUMNS.map((column) => ({
    header: `${column.required ? '*' : ''}${TEMPLATE_HEADERS[column.field] ?? column.header}`,
    key: column.field,
    width: Math.max(12, (column.maxLength ?? 0) > 40 ? 24 : 14),
    style: TEXT_FORMATS.has(column.format) || column.field === 'out_order_no' ? { numFmt: '@' } : {},
  }));
  sheet.addRow(Object.fromEntries(ORDER_IMPORT_COLUMNS.map((column) => [
    // The merchant's name is typed by the merchant at sign-up: never let it act as a formula.
    column.field, neutralizeCell(column.field === 'consignor_name' && merchantName ? merchantName : column.example),
  ])));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
