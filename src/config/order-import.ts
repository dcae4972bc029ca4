/**
 * Order import from a spreadsheet (.xlsx or .csv): the columns, their rules, the limits, the calls and
 * the reference server's messages. Shared by the app and the reference server (hence the `.js` paths).
 */
import { VALIDATOR_MSG } from './messages.js';

/** POST, multipart with the file in the field `file`; answers the import result. */
export const ORDER_IMPORT_API = '/order/import';
/** GET, the .xlsx template (header row and one example row). */
export const ORDER_IMPORT_TEMPLATE_API = '/order/import/template';
/** The multipart field holding the file. */
export const ORDER_IMPORT_FILE_FIELD = 'file';
/** Most data rows one file may hold. */
export const ORDER_IMPORT_MAX_ROWS = 2000;
/**
 * What an import file may hold, checked before its rows are built (the server's guard against zip bombs
 * and files of endless blank rows): an .xlsx's bytes once inflated (all entries together) and entries of
 * the archive; the rows and cells of its worksheets or of a .csv (blank ones included). A full 2000-row
 * file in the template's columns stays well inside each.
 */
export const ORDER_IMPORT_MAX_UNZIPPED_BYTES = 10 * 1024 * 1024;
export const ORDER_IMPORT_MAX_SHEET_ROWS = 10_000;
export const ORDER_IMPORT_MAX_SHEET_CELLS = 100_000;
export const ORDER_IMPORT_MAX_ZIP_ENTRIES = 1000;
/** File name extensions the import reads. */
export const ORDER_IMPORT_EXTENSIONS = ['.xlsx', '.csv'] as const;
export type OrderImportExtension = (typeof ORDER_IMPORT_EXTENSIONS)[number];
/** Name of the downloaded template (the client adds a timestamp and the extension). */
export const ORDER_IMPORT_TEMPLATE_NAME = '订单导入模板';
/** Row number of the header in the sheet; data starts on the next row. */
export const ORDER_IMPORT_HEADER_ROW = 1;

/** How a cell is checked and converted, beyond required and maximum length. */
export type ImportCellFormat = 'text' | 'mobile' | 'phone' | 'count' | 'decimal' | 'serviceType';

/** One column of the import file, matched by its Chinese header. */
export interface ImportColumn {
  /** The waybill field it fills. */
  field: string;
  /** Header text in row 1 (a trailing unit in brackets and a leading * are ignored when matching). */
  header: string;
  required: boolean;
  format: ImportCellFormat;
  /** Most characters of a text cell. */
  maxLength?: number;
  /** count: the accepted whole numbers. */
  min?: number;
  max?: number;
  /** decimal: most digits before and after the point. */
  integerDigits?: number;
  decimals?: number;
  /** Value of the template's example row. */
  example: string | number;
}

/**
 * The import's columns, in template order. Rules follow the order entry form
 * (screens/orders/order-entry.json) and the waybill collection; 发货人 and 发货人电话 default to the
 * merchant's contact and phone, 服务类型 to 配送.
 */
export const ORDER_IMPORT_COLUMNS: readonly ImportColumn[] = [
  { field: 'out_order_no', header: '外部单号', required: false, format: 'text', maxLength: 40, example: 'JD202601010001' },
  { field: 'consignor_name', header: '商家', required: true, format: 'text', maxLength: 50, example: '优品家居旗舰店' },
  { field: 'start_contact', header: '发货人', required: false, format: 'text', maxLength: 20, example: '王经理' },
  { field: 'start_tel', header: '发货人电话', required: false, format: 'phone', example: '021-62345678' },
  { field: 'end_contact', header: '收货人', required: true, format: 'text', maxLength: 20, example: '张三' },
  { field: 'end_tel', header: '收货电话', required: true, format: 'mobile', example: '13812345678' },
  { field: 'end_province', header: '收货省', required: true, format: 'text', maxLength: 20, example: '上海市' },
  { field: 'end_city', header: '收货市', required: true, format: 'text', maxLength: 20, example: '上海市' },
  { field: 'end_district', header: '收货区', required: false, format: 'text', maxLength: 20, example: '浦东新区' },
  { field: 'end_address', header: '详细地址', required: true, format: 'text', maxLength: 120, example: '张江路100号3栋1201室' },
  { field: 'goods_name', header: '货物名称', required: true, format: 'text', maxLength: 50, example: '三人布艺沙发' },
  { field: 'package_count', header: '件数', required: true, format: 'count', min: 1, max: 9999, example: 2 },
  { field: 'weight', header: '重量', required: false, format: 'decimal', integerDigits: 6, decimals: 2, example: 45.5 },
  { field: 'volume', header: '体积', required: false, format: 'decimal', integerDigits: 4, decimals: 3, example: 1.2 },
  { field: 'service_type', header: '服务类型', required: false, format: 'serviceType', example: '送装' },
  { field: 'remark', header: '备注', required: false, format: 'text', maxLength: 200, example: '工作日白天送货' },
];

/** Headers of the template row as written (units shown for the measures). */
export const TEMPLATE_HEADERS: Readonly<Record<string, string>> = { weight: '重量(kg)', volume: '体积(m³)' };

/** 服务类型 cells: the Chinese names (or the codes themselves). */
export const IMPORT_SERVICE_TYPES: Readonly<Record<string, string>> = {
  配送: 'DELIVERY',
  送装: 'DELIVERY_INSTALL',
  安装: 'INSTALL',
  维修: 'REPAIR',
};
export const DEFAULT_IMPORT_SERVICE_TYPE = 'DELIVERY';
/** Status of an imported waybill: waiting to be received, as a new order from the entry form. */
export const IMPORTED_WAYBILL_STATUS = 'WAIT_RECEIVE';

/** The reference server's messages (Chinese, shown to the user as they are). */
export const ORDER_IMPORT_MSG = {
  noFile: '请选择要导入的文件',
  wrongType: '仅支持导入 .xlsx 或 .csv 文件',
  emptyFile: '文件为空',
  tooLarge: '文件大小过大大于：{size}M',
  unreadable: '文件无法读取，请使用下载的导入模板',
  unzippedTooLarge: '文件内容过大：解压后超过 {size} MB，请拆分后再导入',
  tooManySheetRows: '文件行数过多：超过 {max} 行（含空行），请删除多余的行或拆分后再导入',
  tooManySheetCells: '文件内容过多：超过 {max} 个单元格（含空单元格），请删除多余的行列或拆分后再导入',
  noHeader: '文件缺少表头行：第1行应为列名（{columns}）',
  missingColumns: '缺少必填列：{columns}',
  noRows: '文件中没有订单数据',
  tooManyRows: '单个文件最多导入{max}行订单，请拆分后再导入',
  required: '请填写{header}',
  maxLength: '{header}不能超过{max}个字',
  mobile: VALIDATOR_MSG.mobile,
  phone: VALIDATOR_MSG.phone,
  count: '{header}须为{min}到{max}的整数',
  decimal: '{header}须为数字，整数最多{integerDigits}位，小数最多{decimals}位',
  serviceType: '服务类型须为配送、送装、安装或维修',
  merchantMissing: '商家不存在',
  merchantForbidden: '该商家已禁止下单',
  duplicateInFile: '外部单号与第{row}行重复',
  duplicateExisting: '外部单号已存在',
} as const;

/** One refused cell of a row. */
export interface ImportRowError {
  /** The row's number in the sheet (the header is row 1). */
  row: number;
  /** The column's header (商家, 收货电话, …). */
  field: string;
  message: string;
}

/** What the import answers in `data`. */
export interface OrderImportResult {
  /** Data rows read (blank rows are not counted). */
  total: number;
  created: number;
  /** Rows not created. */
  failed: number;
  errors: ImportRowError[];
  /** Numbers of the created waybills, in row order. */
  order_nos: string[];
}

/** Where an import screen sends the user afterwards: its order list and the detail of an order number. */
export interface ImportScreenLinks {
  listRoute: string;
  /** With `:id`, which takes the order number. */
  detailRoute: string;
}

/** Links of each import screen (by its route); others use the first. */
export const IMPORT_SCREEN_LINKS: Readonly<Record<string, ImportScreenLinks>> = {
  '/saas/order/import/index': { listRoute: '/saas/order/all/index', detailRoute: '/saas/waybill/detail/:id' },
  '/bang/order/importOrder': { listRoute: '/bang/order/index', detailRoute: '/bang/order/show/:id' },
};

/** The upload and the import of up to ORDER_IMPORT_MAX_ROWS rows may take longer than an ordinary call. */
export const ORDER_IMPORT_TIMEOUT_MS = 120_000;
