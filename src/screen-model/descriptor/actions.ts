/** Buttons of lists and detail screens: toolbar, row, bulk and record actions, and the dialog of a call. */

import type { OperationCode } from '../../config/operation-codes.js';
import type { ApiPath, RouteTemplate } from './api.js';
import type { Condition } from './conditions.js';
import type { FormField } from './form-field.js';
import type { ShowField } from './show-field.js';
import type { TransitionAction, TransitionsAction } from './workflow-actions.js';

/**
 * A toolbar button opening the create route.
 * @example {"action": "create", "label": "新增", "operation": "add", "to": "/saas/system/role/add"}
 */
export interface CreateAction {
  action: 'create';
  label: string;
  /**
   * Operation code the account's menu entry for this screen must list (menu_element_list or
   * menu_opration_list) for the button to show; the server refuses the same call without it.
   */
  operation: OperationCode;
  to: RouteTemplate;
}

/**
 * A toolbar button downloading the list (with its filters) from `api`.
 * @example {"action": "export", "label": "导出", "operation": "export", "api": "/order/waybills/export", "filePrefix": "运单", "extension": ".csv"}
 */
export interface ExportAction {
  action: 'export';
  label: string;
  /**
   * Operation code the account's menu entry for this screen must list (menu_element_list or
   * menu_opration_list) for the button to show; the server refuses the same call without it.
   */
  operation: OperationCode;
  api: ApiPath;
  /** File name prefix; a timestamp and the extension follow. */
  filePrefix: string;
  /** @pattern ^\.[a-z0-9]+$ */
  extension?: string;
}

/**
 * Dialogs of the dialog registry (renderers/dialogs/) a `dialog` action may open: `driver` is the
 * driver dialog (widgets spec §3 "Driver", §5 "Driver dialog"), the same one the driver picker's
 * 新增并使用 opens.
 */
export type DialogName = 'driver';

/**
 * A button opening a dialog of the dialog registry. On a list's toolbar the dialog creates a record; in a
 * row it edits the row's record (prefilled from the row, saved with the row's id and version). The list
 * reloads after a save.
 * @example {"action": "dialog", "label": "编辑", "operation": "edit", "dialog": "driver"}
 */
export interface DialogAction {
  action: 'dialog';
  label: string;
  /**
   * Operation code the account's menu entry for this screen must list (menu_element_list or
   * menu_opration_list) for the button to show; the server refuses the same call without it.
   */
  operation: OperationCode;
  /** The dialog opened, by its name in the dialog registry. */
  dialog: DialogName;
  /** Rows: shown only for rows (records) matching this condition, e.g. {"fact": "status", "operator": "equal", "value": "PENDING"}. */
  visibleWhen?: Condition;
}

/**
 * Toolbar buttons above a list.
 * @discriminator action
 */
export type ToolbarAction = CreateAction | ExportAction | DialogAction;

/**
 * A row button opening the row's detail route.
 * @example {"action": "show", "label": "查看", "to": "/saas/system/role/show/:id"}
 */
export interface ShowRowAction {
  action: 'show';
  label: string;
  to: RouteTemplate;
  /** Shown only for rows (records) matching this condition, e.g. {"fact": "status", "operator": "equal", "value": "PENDING"}. */
  visibleWhen?: Condition;
}

/**
 * A row button opening the row's edit route.
 * @example {"action": "edit", "label": "编辑", "operation": "edit", "to": "/saas/system/role/update/:id", "visibleWhen": {"fact": "status", "operator": "equal", "value": 1}}
 */
export interface EditRowAction {
  action: 'edit';
  label: string;
  /**
   * Operation code the account's menu entry for this screen must list (menu_element_list or
   * menu_opration_list) for the button to show; the server refuses the same call without it.
   */
  operation: OperationCode;
  to: RouteTemplate;
  /** Shown only for rows (records) matching this condition, e.g. {"fact": "status", "operator": "equal", "value": "PENDING"}. */
  visibleWhen?: Condition;
}

/**
 * A row button deleting the row (DELETE resource/{id}) after a confirmation.
 * @example {"action": "delete", "label": "删除", "operation": "delete", "confirm": "确定删除该角色吗?"}
 */
export interface DeleteRowAction {
  action: 'delete';
  label: string;
  /**
   * Operation code the account's menu entry for this screen must list (menu_element_list or
   * menu_opration_list) for the button to show; the server refuses the same call without it.
   */
  operation: OperationCode;
  /** Confirmation question; the row's `titleKey` value is appended when given. */
  confirm: string;
  /** Shown only for rows (records) matching this condition, e.g. {"fact": "status", "operator": "equal", "value": "PENDING"}. */
  visibleWhen?: Condition;
}

/**
 * A button that calls an API of the backend (after an optional confirmation), shows a success message and reloads what the screen shows. In a row or on a detail screen, `{name}` placeholders of `api` are filled from the row or record (and the route parameters); as a bulk action, the selected row keys are sent in the body under `idsKey`.
 * @example {"action": "call", "label": "确认", "operation": "audit", "api": "/order/waybills/{id}/confirm", "confirm": "确定确认该运单吗?", "visibleWhen": {"fact": "status", "operator": "equal", "value": "PENDING"}}
 */
export interface CallAction {
  action: 'call';
  label: string;
  /**
   * Operation code the account's menu entry for this screen must list (menu_element_list or
   * menu_opration_list) for the button to show; the server refuses the same call without it.
   */
  operation: OperationCode;
  /** e.g. "/order/waybills/{id}/confirm". */
  api: ApiPath;
  /** Defaults to "POST". */
  method?: 'POST' | 'PUT' | 'DELETE';
  /** Confirmation question asked first; none means the call starts on click. */
  confirm?: string;
  /** Success message; defaults to 操作成功. */
  success?: string;
  /** Bulk actions: body field carrying the selected row keys; default "ids". */
  idsKey?: string;
  /**
   * Row and detail actions: body field carrying the row's (record's) key, for an API that names the
   * record in its body rather than its path, e.g. "id" for POST /user/users/updateUserStatus {"id": 7, "status": 0}
   * or POST /user/user_subscription/updateStatus {id, status}.
   */
  idKey?: string;
  /** Fixed body fields sent with the call, e.g. {"status": "CONFIRMED"}. */
  body?: Record<string, string | number | boolean>;
  /**
   * A dialog opened instead of calling at once: it shows what `load` answers and asks `fields`, whose
   * values join the body; 确定 calls, 取消 closes. `confirm` is then shown at the top of the dialog.
   */
  dialog?: CallDialog;
  /** Shown as a danger button. */
  danger?: boolean;
  /** Shown only for rows (records) matching this condition, e.g. {"fact": "status", "operator": "equal", "value": "PENDING"}. */
  visibleWhen?: Condition;
}

/**
 * Kinds of printed documents (单据类型 of the print templates): WAYBILL 运单, LABEL 包件标签, PICKING 拣货单,
 * DELIVERY 送货单, SIGN 签收单.
 */
export type PrintTemplateKind = 'WAYBILL' | 'LABEL' | 'PICKING' | 'DELIVERY' | 'SIGN';

/**
 * A button printing the row, the record of a detail screen or, as a bulk action, the selected rows, with the enabled default print template (打印模板) of the kind `template`; without a default, the first enabled template of that kind. The job goes to the local print plug-in (ports 8000, then 18000); when none answers, the browser prints the same pages and the user is told so.
 * @example {"action": "print", "label": "打印运单", "operation": "print", "template": "WAYBILL"}
 */
export interface PrintAction {
  action: 'print';
  label: string;
  /**
   * Operation code the account's menu entry for this screen must list (menu_element_list or
   * menu_opration_list) for the button to show; the server refuses to give the templates without it.
   */
  operation: OperationCode;
  /** Kind of template printed with: its enabled default template is used. */
  template: PrintTemplateKind;
  /** Shown only for rows (records) matching this condition, e.g. {"fact": "status", "operator": "equal", "value": "PENDING"}. */
  visibleWhen?: Condition;
}

/**
 * Buttons acting on the selected rows of a list; rows get checkboxes when any is given.
 * @discriminator action
 */
export type BulkAction = CallAction | PrintAction | TransitionAction;

/**
 * Buttons of a detail screen acting on its record.
 * @discriminator action
 */
export type RecordAction = CallAction | PrintAction | TransitionAction | TransitionsAction;

/**
 * The dialog of a call action: what it loads and shows, and the inputs it asks before calling.
 * @example {"title": "续费", "load": "/user/user_subscription/renew", "loadParams": {"id": "{id}"}, "show": [{"key": "hosting_end", "label": "当前到期日期", "format": {"name": "date"}}], "fields": [{"key": "months", "label": "续费时长", "widget": "select", "optionsFrom": {"dataKey": "periods", "valueKey": "months", "labelKey": "label"}, "rules": [{"name": "required", "message": "请选择续费时长"}]}]}
 */
export interface CallDialog {
  /** Title of the dialog; default the action's label. */
  title?: string;
  /** GET here when the dialog opens; its data fills `show` and the options of fields reading `dataKey`. */
  load?: ApiPath;
  /** Query parameters of `load`; a string value may hold `{name}` placeholders filled from the row or record, e.g. {"id": "{id}"}. */
  loadParams?: Record<string, string | number | boolean>;
  /** Values of the loaded data shown above the inputs, as on a detail screen. */
  show?: ShowField[];
  /** The inputs; their values are sent in the call's body. @minItems 1 */
  fields: FormField[];
}

/** Sides a drawer slides in from (widgets spec §2). */
export type DrawerSide = 'left' | 'right' | 'top' | 'bottom';

/**
 * Opens the row's detail screen (a `show` descriptor, found by its route) in a drawer beside the list, so the list stays in view; 0.4 s to open, 0.2 s to close.
 * @example {"action": "quickView", "label": "快速查看", "to": "/saas/waybill/detail/:id", "placement": "right", "width": 600}
 */
export interface QuickViewRowAction {
  action: 'quickView';
  label: string;
  /** Route of the detail screen; `:name` segments come from the row (`:id` the row key), e.g. "/saas/waybill/detail/:id". */
  to: RouteTemplate;
  /** Side the drawer slides in from; default "right". */
  placement?: DrawerSide;
  /** Width in pixels of a left or right drawer; default 500. @minimum 200 */
  width?: number;
  /** Height in pixels of a top or bottom drawer; default 300. @minimum 120 */
  height?: number;
  /** Shown only for rows (records) matching this condition, e.g. {"fact": "status", "operator": "equal", "value": "PENDING"}. */
  visibleWhen?: Condition;
}

/**
 * Buttons in each row.
 * @discriminator action
 */
export type RowAction = ShowRowAction | EditRowAction | DeleteRowAction | CallAction
  | QuickViewRowAction | PrintAction | TransitionAction | TransitionsAction | DialogAction;
