/**
 * Turns the rows of an import file into waybills. Policy: every row is checked; the valid rows are
 * created (in one transaction) and the others are answered with their sheet row number, column and
 * reason, so nothing is half-imported without the user seeing which rows failed. A file-level fault
 * (no header, no data, too many rows) creates nothing and answers 400.
 */
import {
  DEFAULT_IMPORT_SERVICE_TYPE, IMPORTED_WAYBILL_STATUS, ORDER_IMPORT_COLUMNS, ORDER_IMPORT_HEADER_ROW, ORDER_IMPORT_MAX_ROWS,
  ORDER_IMPORT_MSG, type ImportRowError, type OrderImportResult,
} from '../../src/config/order-import.js';
import type { SheetRow } from '../../src/order-import/csv.js';
import { matchHeader } from '../../src/order-import/header.js';
import { checkRow, isBlankRow, type CheckedRow } from '../../src/order-import/row-rules.js';
import { fillMessage } from '../../src/validators/values.js';
import type { ApiRecord, RecordStore } from '../records/record-store.js';
import { badRequest } from '../http/api-error.js';
import { resourceIdOf } from '../parties/resource-ids.js';
import type { UserRecord } from '../users/user-store.js';

export interface ImportTarget {
  waybills: RecordStore;
  /** The merchants the caller may name, by name (a merchant account: its own only). */
  merchants: ReadonlyMap<string, ApiRecord>;
  /** The caller: the tenant the waybills belong to. */
  user: Pick<UserRecord, 'app_code' | 'main_type' | 'main_user_id' | 'main_name'>;
  /** Runs the writes in one database transaction. */
  transaction: <T>(work: () => T) => T;
  /** What a new order gets besides the row's values (its workflow's 下单 event, where it travels); unchanged by default. */
  creating?: (order: Record<string, unknown>) => Record<string, unknown>;
}

const OUTER_NO = ORDER_IMPORT_COLUMNS.find((column) => column.field === 'out_order_no')?.header ?? '外部单号';
const MERCHANT = ORDER_IMPORT_COLUMNS.find((column) => column.field === 'consignor_name')?.header ?? '商家';

/** The header and the data rows of the file, or a 400 for a file-level fault. */
export function dataRowsOf(rows: readonly SheetRow[]): { indexOf: ReadonlyMap<string, number>; data: SheetRow[] } {
  const header = rows[0];
  if (!header || header.row !== ORDER_IMPORT_HEADER_ROW) {
    throw badRequest(fillMessage(ORDER_IMPORT_MSG.noHeader, { columns: requiredHeaders() }));
  }
  const match = matchHeader(header.cells);
  if (!match.ok && match.reason === 'noHeader') throw badRequest(fillMessage(ORDER_IMPORT_MSG.noHeader, { columns: requiredHeaders() }));
  if (!match.ok) throw badRequest(fillMessage(ORDER_IMPORT_MSG.missingColumns, { columns: match.missing.join('、') }));
  const data = rows.slice(1).filter((row) => !isBlankRow(row));
  if (data.length === 0) throw badRequest(ORDER_IMPORT_MSG.noRows);
  if (data.length > ORDER_IMPORT_MAX_ROWS) throw badRequest(fillMessage(ORDER_IMPORT_MSG.tooManyRows, { max: ORDER_IMPORT_MAX_ROWS }));
  return { indexOf: match.indexOf, data };
}

function requiredHeaders(): string {
  return ORDER_IMPORT_COLUMNS.filter((column) => column.required).map((column) => column.header).join('、');
}

/** Adds the errors that need the merchants and the existing orders. */
function checkAgainstData(rows: readonly CheckedRow[], target: ImportTarget): void {
  const firstRowOfOuterNo = new Map<string, number>();
  for (const checked of rows) {
    const error = (field: string, message: string): void => {
      checked.errors.push({ row: checked.row, field, message });
    };
    const merchantName = checked.values.consignor_name;
    const merchant = typeof merchantName === 'string' ? target.merchants.get(merchantName) : undefined;
    if (typeof merchantName === 'string' && !merchant) error(MERCHANT, ORDER_IMPORT_MSG.merchantMissing);
    if (merchant && Number(merchant.is_forbid_create_order) === 1) error(MERCHANT, ORDER_IMPORT_MSG.merchantForbidden);
    const outerNo = checked.values.out_order_no;
    if (typeof outerNo !== 'string') continue;
    const first = firstRowOfOuterNo.get(outerNo);
    if (first !== undefined) error(OUTER_NO, fillMessage(ORDER_IMPORT_MSG.duplicateInFile, { row: first }));
    else {
      firstRowOfOuterNo.set(outerNo, checked.row);
      // Outer numbers are unique per merchant: another merchant's number is no concern of this caller.
      if (merchant && target.waybills.hasDuplicate('out_order_no', outerNo, undefined, { consignor_name: merchant.name })) {
        error(OUTER_NO, ORDER_IMPORT_MSG.duplicateExisting);
      }
    }
  }
}

const COLUMN_ORDER = new Map(ORDER_IMPORT_COLUMNS.map((column, index) => [column.header, index]));
/** A row's errors in the order of the template's columns. */
const byColumn = (a: ImportRowError, b: ImportRowError): number => (COLUMN_ORDER.get(a.field) ?? 0) - (COLUMN_ORDER.get(b.field) ?? 0);

/** The waybill of a valid row: the row's values, the merchant's defaults and the caller's tenant. */
function waybillOf(checked: CheckedRow, target: ImportTarget): Record<string, unknown> {
  const merchant = target.merchants.get(String(checked.values.consignor_name)) as ApiRecord;
  const { user } = target;
  const data: Record<string, unknown> = {
    service_type: DEFAULT_IMPORT_SERVICE_TYPE,
    ...checked.values,
    status: IMPORTED_WAYBILL_STATUS,
    app_code: user.app_code,
    tags: [],
    consignor_resource_id: resourceIdOf('CONSIGNOR', merchant.id),
    consignor_user_id: user.main_type === 'consignor' ? user.main_user_id : 0,
    servicer_user_id: user.main_type === 'servicer' ? user.main_user_id : 0,
    delivery_user_id: 0,
  };
  if (user.main_type === 'servicer') data.servicer_name = user.main_name;
  if (data.start_contact === undefined && typeof merchant.contact === 'string' && merchant.contact !== '') data.start_contact = merchant.contact;
  if (data.start_tel === undefined && typeof merchant.phone === 'string' && merchant.phone !== '') data.start_tel = merchant.phone;
  return data;
}

/** Checks every row and creates the valid ones; answers the result of the import. */
export function importOrders(rows: readonly SheetRow[], target: ImportTarget): OrderImportResult {
  const { indexOf, data } = dataRowsOf(rows);
  const checked = data.map((row) => checkRow(row, indexOf));
  checkAgainstData(checked, target);
  const valid = checked.filter((row) => row.errors.length === 0);
  const prepared = (row: CheckedRow): Record<string, unknown> => {
    const order = waybillOf(row, target);
    return target.creating ? target.creating(order) : order;
  };
  const created = target.transaction(() => valid.map((row) => target.waybills.insert(prepared(row), undefined)));
  const errors: ImportRowError[] = checked.flatMap((row) => [...row.errors].sort(byColumn));
  return {
    total: checked.length,
    created: created.length,
    failed: checked.length - valid.length,
    errors,
    order_nos: created.map((record) => String(record.order_no)),
  };
}
