import type { MessageModule } from '../types.js';

/** Texts of the order import screens (the server's row messages are shown as it sends them). */
export const orderImport = {
  zh: {
    'orderImport.dragHint': '将 .xlsx 或 .csv 文件拖到此处，或点击选择文件',
    'orderImport.dragNote': '第1行为表头（列名），每行一个订单，单个文件最多{max}行；带 * 的列必填',
    'orderImport.columns': '必填列：{required}；可选列：{optional}',
    'orderImport.downloadTemplate': '下载导入模板',
    'orderImport.wrongType': '仅支持导入 .xlsx 或 .csv 文件',
    'orderImport.uploading': '正在上传并导入 {name}',
    'orderImport.failed': '导入失败：{msg}',
    'orderImport.summary': '共 {total} 行，成功导入 {created} 条，失败 {failed} 条',
    'orderImport.failedRows': '失败的行',
    'orderImport.row': '行号',
    'orderImport.field': '字段',
    'orderImport.reason': '错误原因',
    'orderImport.createdOrders': '已导入的订单号',
    'orderImport.openList': '查看订单列表',
    'orderImport.again': '继续导入',
  },
  en: {
    'orderImport.dragHint': 'Drag an .xlsx or .csv file here, or click to choose one',
    'orderImport.dragNote': 'Row 1 holds the column names, then one order per row, at most {max} rows a file; columns marked * are required',
    'orderImport.columns': 'Required columns: {required}; optional columns: {optional}',
    'orderImport.downloadTemplate': 'Download the import template',
    'orderImport.wrongType': 'Only .xlsx or .csv files can be imported',
    'orderImport.uploading': 'Uploading and importing {name}',
    'orderImport.failed': 'Import failed: {msg}',
    'orderImport.summary': '{total} rows: {created} imported, {failed} failed',
    'orderImport.failedRows': 'Failed rows',
    'orderImport.row': 'Row',
    'orderImport.field': 'Column',
    'orderImport.reason': 'Reason',
    'orderImport.createdOrders': 'Imported order numbers',
    'orderImport.openList': 'Open the order list',
    'orderImport.again': 'Import another file',
  },
} satisfies MessageModule;
