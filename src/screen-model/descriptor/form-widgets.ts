/** Form widgets, named by a form field's `widget`. */

import type { PickerWidget } from './pickers.js';

/**
 * Form inputs. `smsCode` is a short-message code input with a 获取验证码 button (see `sendCode`) that
 * counts down 60 s after a code was sent. `feeLines` is the fee-detail table (see `fees`); the field
 * holds the list of fee lines. `treeSelect` picks nodes of a tree (see `tree`) in a 400 px popover with
 * a filter by label.
 */
export type FormWidget =
  /**
   * A one-line text input.
   * @example {"key": "name", "label": "角色名称", "widget": "text", "rules": [{"name": "required"}, {"name": "maxLength", "max": 20}]}
   */
  | 'text'
  /**
   * A multi-line text input.
   * @example {"key": "remark", "label": "备注", "widget": "textarea", "span": 3}
   */
  | 'textarea'
  /**
   * A masked text input.
   * @example {"key": "password", "label": "密码", "widget": "password", "createOnly": true, "rules": [{"name": "required"}]}
   */
  | 'password'
  /**
   * A number input.
   * @example {"key": "weight", "label": "重量(kg)", "widget": "number", "rules": [{"name": "decimal", "decimals": 2}]}
   */
  | 'number'
  /**
   * A dropdown of `options` (several values with `multiple`).
   * @example {"key": "status", "label": "状态", "widget": "select", "options": [{"value": 1, "label": "启用"}, {"value": 0, "label": "停用"}]}
   */
  | 'select'
  /**
   * An on/off switch.
   * @example {"key": "enabled", "label": "启用", "widget": "switch", "defaultValue": true}
   */
  | 'switch'
  /**
   * A day picker.
   * @example {"key": "plan_date", "label": "计划日期", "widget": "date"}
   */
  | 'date'
  /**
   * A short-message code input with a 获取验证码 button (see `sendCode`), counting down 60 s after sending.
   * @example {"key": "code", "label": "验证码", "widget": "smsCode", "sendCode": {"api": "/user/users/sendResetCode", "phoneField": "phone"}}
   */
  | 'smsCode'
  /**
   * The fee-detail table (see `fees`); the field holds the list of fee lines.
   * @example {"key": "fee_lines", "label": "费用明细", "widget": "feeLines", "fees": {"configsApi": "/order/fee-configs", "targetsApi": "/order/orders/{id}/settle-targets"}}
   */
  | 'feeLines'
  /**
   * Province → city → district cascader over the cached address tree; writes the keys of `address`.
   * @example {"key": "end_area", "label": "收货地区", "widget": "address", "address": {"province": "end_province", "city": "end_city", "district": "end_district"}}
   */
  | 'address'
  /**
   * Image uploader with preview and delete, drop, select and PNG paste (options in `upload`).
   * @example {"key": "photos", "label": "照片", "widget": "image", "upload": {"max": 9, "sizeLimitMb": 10}}
   */
  | 'image'
  /**
   * Tree dropdown with a filter, 400 px wide (options in `tree`; `multiple` checks several nodes).
   * @example {"key": "group_id", "label": "所属分组", "widget": "treeSelect", "tree": {"url": "/user/group/tree", "valueKey": "id"}}
   */
  | 'treeSelect'
  /**
   * The fields of a print template placed on its page: a row per field (text or barcode, label, record key,
   * formatter, position and size in millimetres, font size, bold) with a preview on the paper of the form's
   * `paper_size`; the field holds the list of fields.
   * @example {"key": "fields", "label": "模板内容", "widget": "printFields", "span": 3}
   */
  | 'printFields'
  /**
   * A driver's service area (widgets spec §3 "Driver" districts): provinces, cities and districts of the
   * cached address tree, checked in a tree with a filter; the field holds the driver model's
   * {list: [{province, province_no, citys: [{city, city_no, districts: [{district, district_no}]}]}]}.
   * @example {"key": "districts", "label": "服务区域", "widget": "serviceArea", "span": 3}
   */
  | 'serviceArea'
  | PickerWidget;
