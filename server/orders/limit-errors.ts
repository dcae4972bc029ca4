/** The 400s of an import file past the limits of src/config/order-import.ts, for .xlsx and .csv alike. */
import {
  ORDER_IMPORT_MAX_SHEET_CELLS, ORDER_IMPORT_MAX_SHEET_ROWS, ORDER_IMPORT_MAX_UNZIPPED_BYTES, ORDER_IMPORT_MSG,
} from '../../src/config/order-import.js';
import { fillMessage } from '../../src/validators/values.js';
import { badRequest, type ApiError } from '../http/api-error.js';

const BYTES_PER_MB = 1024 * 1024;

/** 文件内容过大：解压后超过 N MB，请拆分后再导入 */
export const unzippedTooLarge = (): ApiError =>
  badRequest(fillMessage(ORDER_IMPORT_MSG.unzippedTooLarge, { size: Math.floor(ORDER_IMPORT_MAX_UNZIPPED_BYTES / BYTES_PER_MB) }));

/** 文件行数过多：超过 N 行（含空行），… */
export const tooManySheetRows = (): ApiError => badRequest(fillMessage(ORDER_IMPORT_MSG.tooManySheetRows, { max: ORDER_IMPORT_MAX_SHEET_ROWS }));

/** 文件内容过多：超过 N 个单元格（含空单元格），… */
export const tooManySheetCells = (): ApiError => badRequest(fillMessage(ORDER_IMPORT_MSG.tooManySheetCells, { max: ORDER_IMPORT_MAX_SHEET_CELLS }));
