/**
 * Operation codes (core spec §6: "Element and operation codes decide button visibility").
 * Every create, edit, delete, export, bulk and call action of a screen descriptor names one of these;
 * an account sees the button only when its menu entry for the screen lists the code, and the server
 * refuses the same call without it. The names are what the menu permission lists show.
 */
export const OPERATION_CODES = {
  add: '新增',
  edit: '编辑',
  delete: '删除',
  export: '导出',
  import: '导入',
  audit: '审核',
  push: '推送',
  submit: '提交',
  complete: '完成',
  enable: '启停',
  print: '打印',
  // The order workflow's transitions (workflows/order.json).
  receive: '接单',
  stock_in: '入库',
  ship: '发货',
  arrive: '到货',
  dispatch: '派单',
  appoint: '预约',
  sign: '签收',
  cancel: '取消',
  intercept: '拦截',
  recycle: '回收',
  // The books: 生成账单 and 核销, apart from add so finance may do them without creating anything else.
  bill: '出账',
  write_off: '核销',
} as const;

/** An operation code: a key of OPERATION_CODES (add, edit, delete, export, import, audit, push, submit, complete, enable, print, the order workflow's receive … recycle, and the books' bill and write_off). */
export type OperationCode = keyof typeof OPERATION_CODES;

export const OPERATION_CODE_LIST = Object.keys(OPERATION_CODES) as OperationCode[];

/** The code an action names when its descriptor is written without thinking of a special one. */
export const DEFAULT_OPERATION_OF_ACTION = {
  create: 'add',
  edit: 'edit',
  delete: 'delete',
  export: 'export',
  print: 'print',
} as const satisfies Record<string, OperationCode>;

export function isOperationCode(value: unknown): value is OperationCode {
  return typeof value === 'string' && Object.hasOwn(OPERATION_CODES, value);
}
