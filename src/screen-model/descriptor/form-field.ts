/** A form field and the options of its widgets (tree, upload, fee lines, address, SMS code). */

import type { ApiPath } from './api.js';
import type { EditionLabel } from './edition-label.js';
import type { FormWidget } from './form-widgets.js';
import type { FormOptionsSource, Option } from './options.js';
import type { PickerOptions } from './pickers.js';
import type { ValidationRule } from './validators.js';

/**
 * Where a `treeSelect` field's tree comes from: a `url` answering the tree, or the config items of a
 * `configCategory` (codes and names, one level). The popover is 400 px wide and filters by label.
 */
export interface TreeSource {
  /** GET here for the nodes (data as an array, or its `list` or `children`), e.g. "/user/group/tree". */
  url?: ApiPath;
  /** Config item category whose items (code, name) are the choices, e.g. "DRIVER_SERVICE_TYPE". */
  configCategory?: string;
  /**
   * Node field saved as the value; default `value`, else `id`. "id" saves numbers; "name" saves the
   * label itself, for records that keep only a name.
   */
  valueKey?: string;
  /** Node field shown; default `label`, else `name`. */
  labelKey?: string;
  /** Node field of the children; default `children`. */
  childrenKey?: string;
}

/**
 * Options of an `image` field (core spec §5). With `max` 1 the field holds the image's file id (a string);
 * otherwise a list of image items {fileid, hash}.
 */
export interface UploadOptions {
  /** Most images the field holds; default 100 ('图片最多允许上传N张'). @minimum 1 */
  max?: number;
  /** Largest file in M; default 10 ('文件大小过大大于：N M'). @exclusiveMinimum 0 */
  sizeLimitMb?: number;
}

/** Where a `feeLines` field reads its fee configs and settle targets. */
export interface FeeLinesSource {
  /** Answers data { fee_configs, fee_stage_rules?, fee_min_items? }, e.g. "/order/fee-configs". */
  configsApi: ApiPath;
  /** Answers data { list: settle targets }; `{id}` is the record id of the route, e.g. "/order/orders/{id}/settle-targets". */
  targetsApi: ApiPath;
  /** Record field of the order or ticket status (COMPLETED or FINISHED make the fees read-only). */
  statusKey?: string;
  /** The older table's rule: amounts of at least 0.01 with 2 decimals. */
  legacy?: boolean;
  /**
   * Record field holding the order's maximum amount, e.g. "amount": an OUTLAY line may not exceed it
   * (金额不能超过 {max}). Without it, or with the field empty, no order maximum applies.
   */
  maxAmountKey?: string;
}

/**
 * Values the app knows at run time that a form field may start with:
 * `hostAccountType` is the account type the host name implies (servicer, consignor or delivery; core spec §1).
 */
export type RuntimeDefault = 'hostAccountType';

/** The button of an `smsCode` field: sends a code to the phone number typed in another field. */
export interface SendCodeButton {
  /** Endpoint receiving POST {"phone": "<number>"}, e.g. "/user/users/sendResetCode". */
  api: ApiPath;
  /** Key of the field holding the phone number; it must be valid before a code is sent. */
  phoneField: string;
}

export interface FormField extends EditionLabel {
  key: string;
  label: string;
  widget: FormWidget;
  options?: Option[];
  placeholder?: string;
  rules?: ValidationRule[];
  /** Value of a new record. */
  defaultValue?: string | number | boolean;
  /** Shown but not editable when updating an existing record. */
  readOnlyOnUpdate?: boolean;
  /** Only on the create screen (e.g. an initial password). */
  createOnly?: boolean;
  /** select: several values may be chosen; the field holds an array. */
  multiple?: boolean;
  /** select: load the options from the user config, the service packages, config items or (in a call dialog) its loaded data instead of `options`. */
  optionsFrom?: FormOptionsSource;
  /**
   * select: a save also sends the picked option's label under this key, e.g. the driver model's
   * settle_type_name beside its settle_type_code (widgets spec §3 "Driver"); with `optionsFrom`, the label
   * of the loaded option (a saved name stays until the options load).
   * @example "settle_type_name"
   */
  optionLabelKey?: string;
  /** Starts with this run-time value when the app has one (else with `defaultValue`). */
  defaultFrom?: RuntimeDefault;
  /** Checked like any field but never sent (e.g. 确认密码 next to the password). */
  transient?: boolean;
  /** smsCode: where its 获取验证码 button sends the code; without it the button stays disabled. */
  sendCode?: SendCodeButton;
  /** feeLines: where the table's fee configs and settle targets come from. */
  fees?: FeeLinesSource;
  /** Pickers (carrier, merchant, product, …): what the picker searches, saves and may create. */
  picker?: PickerOptions;
  /** address: the form keys receiving the chosen codes and names, and the banned-area check. */
  address?: AddressFieldOptions;
  /** image: how many images and how large. */
  upload?: UploadOptions;
  /** treeSelect: where its tree comes from (with `multiple`, several nodes are checked). */
  tree?: TreeSource;
  /**
   * number: the smallest value taken (default 0, so a weight, amount or count is never negative); below it
   * the field says 数值不能小于{min} before anything is sent.
   */
  min?: number;

  /** Grid columns taken in the section (1–3). @minimum 1 @maximum 3 */
  span?: number;
}

/**
 * Where the `address` widget saves a choice (widgets spec §3, §4, §5). The field's own key only holds the
 * cascader's code path and is never sent; the record keeps names and, where keys are given, codes. An edit
 * form shows a saved address from its codes, or from its names when only names are stored.
 */
export interface AddressFieldOptions {
  /** Form key of the province name, e.g. end_province. */
  province?: string;
  /** Form key of the city name, e.g. end_city. */
  city?: string;
  /**
   * Form key of the district name, e.g. end_district. Without district (and city) keys the cascader stops
   * at the deepest level the record keeps (a form of a city only chooses a province, then its city).
   */
  district?: string;
  /** Form key of the province code (six digits), e.g. end_province_code. */
  provinceCode?: string;
  /** Form key of the city code, e.g. end_city_code. */
  cityCode?: string;
  /** Form key of the district code, e.g. end_district_code. */
  districtCode?: string;
  /**
   * A province or a city may be chosen on its own (a whole banned province); otherwise a choice goes
   * down to the last level.
   */
  anyLevel?: boolean;
  /**
   * Checks a chosen address against the banned areas (POST /user/banned-areas/check-if-banned): a banned
   * one is refused with 该地区暂不收货, shown on the field and toasted; a failed call lets it pass.
   * For receiving addresses of orders.
   */
  bannedCheck?: boolean;
  /** bannedCheck: form key of the merchant (its resource id), sent as consignor_id. */
  consignorKey?: string;
  /** bannedCheck: form key of the street address, sent as address. */
  detailKey?: string;
}
