/**
 * Screen descriptor types: the single source of truth for every JSON file under screens/.
 * `npm run screens:schema` generates schemas/screen.schema.json from `ScreenDescriptor`.
 * Descriptors are data only: no code, no string expressions; formatters, widgets, validators and
 * actions are named from registries, conditions use the json-rules-engine condition format.
 */

import type { OperationCode } from '../config/operation-codes.js';

/** Which data provider (response convention) an API follows. */
export type DataConvention =
  /** page/per_page, data.list/data.total, code '0' */
  | 'main'
  /** pageNum/pageSize, success/data/totalItem */
  | 'table';

/**
 * An API path relative to the configured base URL, e.g. "/system/roles".
 * `{name}` placeholders are filled from route parameters (e.g. "/system/roles/{id}").
 * @pattern ^/[A-Za-z0-9_\-/{}.]*$
 */
export type ApiPath = string;

/**
 * A route path as the spec writes it, with `:param` and optional `:param?` segments.
 * @pattern ^/[A-Za-z0-9_\-/:?*.]*$
 */
export type RoutePath = string;

/**
 * A link target: a route path whose `:name` segments are filled from the current row or record.
 * @pattern ^/[A-Za-z0-9_\-/:?*.=&]*$
 */
export type RouteTemplate = string;

/** REST-style endpoints of one entity. */
export interface ApiRef {
  /** Collection path; list = GET resource, get = GET resource/{id}, create = POST resource, update = PUT resource/{id}, delete = DELETE resource/{id}. */
  resource: ApiPath;
  /** Defaults to "main". */
  convention?: DataConvention;
  /**
   * Fixed query parameters every list and detail request carries, for screens that show one view of a
   * shared collection (e.g. {"status": "WAIT_RECEIVE"} for orders waiting to be received). A string value
   * may hold `{name}` placeholders filled from the route's parameters (e.g. {"attachment_no": "{no}"}).
   */
  params?: Record<string, string | number | boolean>;
  /**
   * GET here for the list instead of `resource` (list screens), for a backend whose list call is not the
   * collection's own, e.g. the widgets spec's "/user/resource_binding/transporter/list". It takes the same
   * page, filter and `params` query and answers in the same `convention`; its rows must carry `id`, as
   * detail, edit and delete still go to `resource/{id}`. `resource` stays the screen's resource identity
   * (caches, the refresh after a create). Exports keep their own `api`.
   *
   * @example "/user/resource_binding/transporter/list"
   */
  list?: ApiPath;
  /**
   * POST here to create instead of `resource` (form screens; an edit still PUTs `resource/{id}`), e.g. the
   * widgets spec's "/user/resource_binding/transporter/add". The form's fields are the body; the answer is
   * not read beyond success.
   *
   * @example "/user/resource_binding/transporter/add"
   */
  create?: ApiPath;
  /**
   * POST here to save an edit instead of PUT `resource/{id}` (form screens), for a backend whose update
   * call names the record in its body: the form's fields are sent with the record's key as `id`, e.g.
   * the core spec's "/user/users/updateUser". The record is still read from `resource/{id}`.
   *
   * @example "/user/users/updateUser"
   */
  update?: ApiPath;
  /**
   * GET here for one record instead of `resource/{id}` (detail screens and edit forms), the record's id
   * sent as the query parameter `id`, e.g. the core spec's "/user/consignor/getInfo" (?id=). It answers
   * in the same `convention` (the record in `data`). An edit still saves to `resource/{id}` (or `update`).
   *
   * @example "/user/consignor/getInfo"
   */
  get?: ApiPath;
  /**
   * Fixed values every create and edit of a form screen sends besides its fields, for a model whose
   * call wants them, e.g. the driver model's {"is_related": true} (widgets spec §3 "Driver").
   *
   * @example {"is_related": true}
   */
  body?: Record<string, string | number | boolean>;
}

/** A choice of a select, an enum column or a filter. */
export interface Option {
  value: string | number | boolean;
  label: string;
  /** antd tag colour for enum columns (e.g. "success", "error", "processing", "default"). */
  color?: string;
}

/**
 * A named list of options kept in the kernel (src/config/option-sets.ts), labelled in the user's language.
 * `ticketStatus`: the ticket statuses with the words and colours the ticket screen shows.
 */
export type OptionSetName = 'ticketStatus';

/**
 * A word the edition changes (widgets spec §1): `partner` 商家, or 供应商 in the DA edition; `merchantOrStore`
 * 商家, or 门店 in the store edition; `outerOrderNo` 外部单号, or 平台单号; `feeSubject` 运费, or 服务费.
 */
export type EditionLabelToken = 'partner' | 'merchantOrStore' | 'outerOrderNo' | 'feeSubject';

/** A label worded by the edition: `labelPrefix`, the token's word, then `labelSuffix` (e.g. 名称 → 商家名称 / 供应商名称). */
export interface EditionLabel {
  /** The edition's word replaces `label` (or a column's `title`), which stays as the default edition's text. */
  labelToken?: EditionLabelToken;
  /** Text before the edition's word, e.g. "所属" (所属商家 / 所属供应商). */
  labelPrefix?: string;
  /** Text after the edition's word, e.g. "名称". */
  labelSuffix?: string;
}

// ---------------------------------------------------------------------------------------------
// Formatters (columns and show fields)

/**
 * The value as text (the default when a column has no format).
 * @example {"name": "text"}
 */
export interface TextFormat { name: 'text' }
/**
 * An amount with two decimals and thousands separators (1,234.50).
 * @example {"name": "money"}
 */
export interface MoneyFormat { name: 'money' }
/**
 * A date as YYYY-MM-DD.
 * @example {"name": "date"}
 */
export interface DateFormat { name: 'date' }
/**
 * A date and time as YYYY-MM-DD HH:mm:ss.
 * @example {"name": "datetime"}
 */
export interface DateTimeFormat { name: 'datetime' }
/**
 * A code shown as the label of its option, in a coloured tag when the option has a `color`.
 * @example {"name": "enum", "options": [{"value": 1, "label": "启用", "color": "success"}, {"value": 0, "label": "停用", "color": "default"}]}
 */
export interface EnumFormat {
  name: 'enum';
  /** The codes and their labels. */
  options: Option[];
}
/**
 * A value shown with the label and colour of a named option set, in the user's language.
 * @example {"name": "optionSet", "set": "ticketStatus"}
 */
export interface OptionSetFormat {
  name: 'optionSet';
  /** The set, from src/config/option-sets.ts. */
  set: OptionSetName;
}
/**
 * Order tags (each value an object with a code, or a code string) as coloured tags.
 * @example {"name": "tag"}
 */
export interface TagFormat { name: 'tag' }
/**
 * The value as a link opening another route.
 * @example {"name": "link", "to": "/saas/system/role/show/:id"}
 */
export interface LinkFormat {
  name: 'link';
  /** Route to open; `:name` segments come from the row. */
  to: RouteTemplate;
}

/**
 * A fee amount: money for users holding a fee-display code (BANG_FEE_SHOW, …), *** for the others.
 * @example {"name": "feeAmount"}
 */
export interface FeeAmountFormat { name: 'feeAmount' }
/**
 * An amount in Chinese capital numerals, as printed on bills (壹佰贰拾叁元肆角伍分).
 * @example {"name": "chineseAmount"}
 */
export interface ChineseAmountFormat { name: 'chineseAmount' }
/**
 * Uploaded images (a file id, or a list of image items {fileid, hash}) as thumbnails that open a preview.
 * @example {"name": "images"}
 */
export interface ImagesFormat { name: 'images' }

/**
 * How a value is displayed.
 * @discriminator name
 */
export type Format =
  | TextFormat
  | MoneyFormat
  | DateFormat
  | DateTimeFormat
  | EnumFormat
  | TagFormat
  | LinkFormat
  | FeeAmountFormat
  | ChineseAmountFormat
  | ImagesFormat
  | OptionSetFormat;

// ---------------------------------------------------------------------------------------------
// Validation rules (form fields), named from the validator registry

/** Validators of the validator registry (src/validators/), named by a form field's or a filter's `rules`. */
export type ValidatorName =
  /**
   * A value must be given (an empty list or text counts as none).
   * @example {"name": "required", "message": "请输入名称"}
   */
  | 'required'
  /**
   * A mainland mobile number: 11 digits starting with 1[3-9].
   * @example {"name": "mobile"}
   */
  | 'mobile'
  /**
   * Any 11 digits (a looser mobile check).
   * @example {"name": "mobileLoose"}
   */
  | 'mobileLoose'
  /**
   * A mobile or a landline number (area code, number, optional extension).
   * @example {"name": "phone"}
   */
  | 'phone'
  /**
   * A whole number, negative allowed.
   * @example {"name": "integer"}
   */
  | 'integer'
  /**
   * A whole number greater than 0.
   * @example {"name": "positiveInteger"}
   */
  | 'positiveInteger'
  /**
   * Any number.
   * @example {"name": "number"}
   */
  | 'number'
  /**
   * A number with at most `decimals` decimals (default 4) and `integerDigits` integer digits.
   * @example {"name": "decimal", "decimals": 2, "integerDigits": 8}
   */
  | 'decimal'
  /**
   * A number (or with `length` a length) between `min` and `max`.
   * @example {"name": "range", "min": 0, "max": 100}
   */
  | 'range'
  /**
   * At least `min` characters.
   * @example {"name": "minLength", "min": 6}
   */
  | 'minLength'
  /**
   * At most `max` characters.
   * @example {"name": "maxLength", "max": 20}
   */
  | 'maxLength'
  /**
   * Chinese characters only.
   * @example {"name": "chinese"}
   */
  | 'chinese'
  /**
   * Letters and digits only.
   * @example {"name": "englishNumber"}
   */
  | 'englishNumber'
  /**
   * Letters and digits, at least one of each (e.g. a password).
   * @example {"name": "letterDigitMix"}
   */
  | 'letterDigitMix'
  /**
   * The same value as the form field named by `field` (e.g. 确认密码).
   * @example {"name": "equal", "field": "password", "message": "两次输入的密码不一致"}
   */
  | 'equal'
  /**
   * A shipping number: 12 digits, a real yyMMdd date, five digits, then 1, 2 or 3.
   * @example {"name": "shippingNumber"}
   */
  | 'shippingNumber'
  /**
   * An http or https address.
   * @example {"name": "url"}
   */
  | 'url'
  /**
   * A mainland resident identity card number of 18 characters with its check character.
   * @example {"name": "idCard"}
   */
  | 'idCard'
  /**
   * 统一社会信用代码: 18 characters with the GB 32100-2015 check character.
   * @example {"name": "creditCode"}
   */
  | 'creditCode'
  /**
   * JD merchant ids: numbers separated by commas (, or ，).
   * @example {"name": "jdMerchantIds"}
   */
  | 'jdMerchantIds'
  /**
   * A system order number whose waybill exists (asked of GET /order/waybills/{orderNo}); the form gets its order_id and status.
   * @example {"name": "orderNo"}
   */
  | 'orderNo'
  /**
   * A product code of an existing product (asked of GET /ms-fahuobao-order/FhbOrder/getProductInfo?code= when the
   * field loses focus); the found product's fields named by `fill` are written into the form. A blank passes.
   * @example {"name": "productCode", "fill": {"goods_name": "name", "weight": "weight", "volume": "volume"}}
   */
  | 'productCode'
  /**
   * A date range ([start, end]) covering at most `max` calendar days (default 31).
   * @example {"name": "dateRange", "max": 31}
   */
  | 'dateRange'
  /**
   * Asks the server whether the value may be used (form fields only): GET `api` with the value under
   * `param` (default the field's key) when the field loses focus and its other rules pass. An answer with
   * code '0' passes; a refusal is the field's error in the server's words (its msg), e.g. 该手机号已注册.
   * @example {"name": "serverCheck", "api": "/user/users/isServicerRegist", "param": "phone"}
   */
  | 'serverCheck';

/**
 * One check of a form field or filter, named from the validator registry, with its options.
 * @example {"name": "maxLength", "max": 20, "message": "最多20个字符"}
 */
export interface ValidationRule {
  /** The validator. */
  name: ValidatorName;
  /** Overrides the validator's default message. */
  message?: string;
  min?: number;
  /** range/maxLength: upper bound; dateRange: most calendar days the range may cover (default 31). */
  max?: number;
  /** decimal: maximum number of decimals (default 4). */
  decimals?: number;
  /** decimal: maximum number of integer digits. */
  integerDigits?: number;
  /** range: measure the length instead of the numeric value (minLength and maxLength always measure length). */
  length?: boolean;
  /** equal: key of the other field whose value must be the same. */
  field?: string;
  /** serverCheck: the endpoint asked (GET). */
  api?: ApiPath;
  /** serverCheck: the query parameter carrying the value; default the field's key. */
  param?: string;
  /** productCode: form key → field of the found product written into it, e.g. {"goods_name": "name"}. */
  fill?: Record<string, string>;
  /**
   * productCode: form key of the order's merchant (e.g. "consignor_resource_id"); the code is looked up
   * within that merchant only, and checked again when the merchant changes.
   */
  merchantField?: string;
}

// ---------------------------------------------------------------------------------------------
// Conditions (the json-rules-engine condition format, evaluated over a row or record)

/** Operators of json-rules-engine's default set. */
export type ConditionOperator =
  /**
   * The fact is the value.
   * @example {"fact": "status", "operator": "equal", "value": "PENDING"}
   */
  | 'equal'
  /**
   * The fact is not the value.
   * @example {"fact": "status", "operator": "notEqual", "value": "PENDING"}
   */
  | 'notEqual'
  /**
   * The fact is one of the values (a list).
   * @example {"fact": "status", "operator": "in", "value": ["PENDING", "RECEIVED"]}
   */
  | 'in'
  /**
   * The fact is none of the values (a list).
   * @example {"fact": "status", "operator": "notIn", "value": ["PENDING", "RECEIVED"]}
   */
  | 'notIn'
  /**
   * The fact (a list) contains the value.
   * @example {"fact": "tag_codes", "operator": "contains", "value": "URGENT"}
   */
  | 'contains'
  /**
   * The fact (a list) does not contain the value.
   * @example {"fact": "tag_codes", "operator": "doesNotContain", "value": "URGENT"}
   */
  | 'doesNotContain'
  /**
   * The fact is less than the value.
   * @example {"fact": "status", "operator": "lessThan", "value": 0}
   */
  | 'lessThan'
  /**
   * The fact is at most the value.
   * @example {"fact": "status", "operator": "lessThanInclusive", "value": 0}
   */
  | 'lessThanInclusive'
  /**
   * The fact is greater than the value.
   * @example {"fact": "status", "operator": "greaterThan", "value": 0}
   */
  | 'greaterThan'
  /**
   * The fact is at least the value.
   * @example {"fact": "status", "operator": "greaterThanInclusive", "value": 0}
   */
  | 'greaterThanInclusive';

/**
 * One comparison: the fact is a field of the row or record (e.g. "status").
 * @example {"fact": "status", "operator": "in", "value": ["PENDING", "RECEIVED"]}
 */
export interface FactCondition {
  /** Field of the row or record compared. */
  fact: string;
  /** How it is compared. */
  operator: ConditionOperator;
  /** What it is compared with (a list for `in` and `notIn`). */
  value: string | number | boolean | null | (string | number | boolean)[];
  /** JSONPath into an object-valued fact, e.g. "$.code". */
  path?: string;
}
/**
 * Holds when every condition holds.
 * @example {"all": [{"fact": "status", "operator": "equal", "value": "PENDING"}, {"fact": "amount", "operator": "greaterThan", "value": 0}]}
 */
export interface AllCondition {
  /** @minItems 1 */
  all: Condition[];
}
/**
 * Holds when at least one condition holds.
 * @example {"any": [{"fact": "status", "operator": "equal", "value": "PENDING"}, {"fact": "status", "operator": "equal", "value": "REJECTED"}]}
 */
export interface AnyCondition {
  /** @minItems 1 */
  any: Condition[];
}
/**
 * Holds when the condition does not.
 * @example {"not": {"fact": "status", "operator": "equal", "value": "CANCELLED"}}
 */
export interface NotCondition {
  not: Condition;
}
/** A json-rules-engine condition: a comparison, or all / any / not of conditions. */
export type Condition = FactCondition | AllCondition | AnyCondition | NotCondition;

// ---------------------------------------------------------------------------------------------
// Lists

/**
 * Filter inputs. `address` is a province/city/district cascader loading each level on demand; it sends
 * `<key>_province`, `<key>_city` and `<key>_district` codes.
 */
export type FilterWidget =
  /**
   * A text input; the typed text is sent as the query parameter.
   * @example {"key": "name", "label": "角色名称", "widget": "text", "placeholder": "请输入角色名称"}
   */
  | 'text'
  /**
   * A number input.
   * @example {"key": "amount", "label": "金额", "widget": "number"}
   */
  | 'number'
  /**
   * A dropdown of `options` (or `optionsFrom` config items or a remote resource).
   * @example {"key": "status", "label": "状态", "widget": "select", "options": [{"value": 1, "label": "启用"}, {"value": 0, "label": "停用"}]}
   */
  | 'select'
  /**
   * One day.
   * @example {"key": "sign_date", "label": "签收日期", "widget": "date"}
   */
  | 'date'
  /**
   * A start and an end day with shortcuts, sent as `<key>_start` and `<key>_end`.
   * @example {"key": "created_at", "label": "创建时间", "widget": "dateRange", "restricted": true, "rules": [{"name": "dateRange", "max": 31}]}
   */
  | 'dateRange'
  /**
   * Province → city → district cascader, sent as `<key>_province`, `<key>_city` and `<key>_district` codes.
   * @example {"key": "end", "label": "收货地区", "widget": "address"}
   */
  | 'address';

/** Options of a select filter read from the config items of one category (GET /config/item/getConfigItemList). */
export interface ConfigItemOptions {
  /** category_code of the config items, e.g. "ORDER_TAG"; each item's code is the value, its name the label. */
  configCategory: string;
}

/** Options of a select filter searched on a list resource as the user types (debounced). */
export interface RemoteOptions {
  /** List resource searched, e.g. "/resource/consignors". */
  resource: ApiPath;
  /** Response convention of the resource; defaults to "main". */
  convention?: DataConvention;
  /** Row field shown as the option label; default "name". */
  labelKey?: string;
  /** Row field sent as the filter value; default "id". */
  valueKey?: string;
  /** Query parameter carrying the typed text; defaults to labelKey. */
  searchKey?: string;
  /**
   * The options are the edition's partners (widgets spec §1): the merchants of `resource`
   * ("/resource/consignors"), or in the DA edition, where the partner is a supplier, the suppliers of GET
   * /user/resource_binding/supplier/list (read by the same `labelKey` and `valueKey`). screens:check asks
   * it of every filter searching the merchants.
   * @example true
   */
  editionPartner?: boolean;
}

/**
 * Options of a select filter from a named option set, labelled in the user's language.
 * @example {"optionSet": "ticketStatus"}
 */
export interface OptionSetSource {
  /** The set, from src/config/option-sets.ts. */
  optionSet: OptionSetName;
}

/**
 * The user config categories of GET /user/user_config/get_list (core spec §7), and SETTLE_T_ZX, the
 * settle types of carriers and drivers (widgets spec §7).
 */
export type UserConfigCategoryName = 'SERVICE_PKG_TYPE' | 'SOLUTION_TYPE' | 'DUTY_PARTY' | 'SETTLE_T_ZX';

/**
 * Options from the account's user config of one category (GET /user/user_config/get_list?category_code=):
 * each item's code is the value, its name the label. A saved code the list no longer offers is named by
 * GET /user/user_config/get_info.
 * @example {"userConfigCategory": "SOLUTION_TYPE"}
 */
export interface UserConfigOptions {
  userConfigCategory: UserConfigCategoryName;
}

/**
 * Options from the service packages on offer (GET /config/item/get_service_pkg_list): codes and names.
 * @example {"servicePackages": true}
 */
export interface ServicePackageOptions {
  servicePackages: true;
}

/**
 * Options of a select in a call action's dialog from the list its `load` answered, e.g. the renewal
 * periods of a subscription: `dataKey` is the dot path of the list in the loaded data.
 * @example {"dataKey": "periods", "valueKey": "months", "labelKey": "label"}
 */
export interface DialogDataOptions {
  /** Dot path of the list in the loaded data. */
  dataKey: string;
  /** Item field of the value; default "value". */
  valueKey?: string;
  /** Item field of the label; default "label". */
  labelKey?: string;
}

/** Where a select filter's options come from when they are not listed in the descriptor. */
export type OptionsSource = ConfigItemOptions | RemoteOptions | OptionSetSource | UserConfigOptions | ServicePackageOptions;

/** Where a form select's options come from when they are not listed in the descriptor. */
export type FormOptionsSource = ConfigItemOptions | OptionSetSource | UserConfigOptions | ServicePackageOptions | DialogDataOptions;

export interface FilterField extends EditionLabel {
  /**
   * Query parameter name. For dateRange, `${key}_start` and `${key}_end` are sent; for address,
   * `${key}_province`, `${key}_city` and `${key}_district`.
   */
  key: string;
  label: string;
  widget: FilterWidget;
  options?: Option[];
  /** select: load the options from config items or search them on a resource instead of `options`. */
  optionsFrom?: OptionsSource;
  placeholder?: string;
  /**
   * No day after today can be picked, and a range spans at most 30 days (2,592,000,000 ms) from its
   * first picked day, with only the shortcuts inside that cap. dateRange filters are restricted unless
   * this is `false` (core spec §5: date range pickers cap at 30 days and cannot go beyond today); set
   * `false` only on dates that can lie after today (appointments, plans, due and expiry dates), where
   * the longer shortcuts (this quarter, last 90 days) are offered too. date filters: opt in with `true`.
   */
  restricted?: boolean;
  /** Checked before a search, e.g. [{ "name": "dateRange", "max": 31 }]. */
  rules?: ValidationRule[];
}

export interface Column extends EditionLabel {
  /** Field of the row; dots reach nested fields ("consignor.name"). */
  key: string;
  title: string;
  format?: Format;
  /** @minimum 40 */
  width?: number;
  fixed?: 'left' | 'right';
  /** Truncate with a tooltip after this many characters (default 20 when true). */
  ellipsis?: boolean | number;
}

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
 * A button firing one transition of a workflow (workflows/<workflow>.json) on the row, on the record of a
 * detail screen or, as a bulk action, on the selected rows. Its label, operation code, dialog fields,
 * confirmation and danger come from the transition; it shows only where the workflow allows it (the
 * record's state, the account's party and operation codes on this screen, the record's active holds).
 * It calls `POST {resource}/{id}/actions/{transition}` with the record's version (bulk:
 * `POST {resource}/actions/{transition}` with each selected row's id and version) and reloads. The
 * screen's `api.resource` must be the workflow's resource; a bulk one needs a transition with `bulk`.
 * @example {"action": "transition", "workflow": "order", "transition": "receive"}
 */
export interface TransitionAction {
  action: 'transition';
  /** Name of the workflow (its file under workflows/ without .json). @pattern ^[a-z][a-z0-9-]*$ */
  workflow: string;
  /** Key of the transition in the workflow. @pattern ^[a-z][a-z0-9_]*$ */
  transition: string;
}

/**
 * Buttons for every transition of a workflow the row or record allows, in the workflow's order (in a row,
 * the first two as links and the others under 更多). Same rules and calls as `transition`.
 * @example {"action": "transitions", "workflow": "order"}
 */
export interface TransitionsAction {
  action: 'transitions';
  /** Name of the workflow (its file under workflows/ without .json). @pattern ^[a-z][a-z0-9-]*$ */
  workflow: string;
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



// ---------------------------------------------------------------------------------------------
// Screens

interface ScreenBase {
  /** Path of the schema, for editors (relative to the descriptor). */
  $schema: string;
  /** The route exactly as the spec writes it. */
  path: RoutePath;
  /** Other routes that show this same screen (add/show/update variants, alias-return list pages). */
  aliases?: RoutePath[];
  /** Chinese title of the tab and the page. */
  title: string;
  /** Kept as a tab with its state; default true. */
  cache?: boolean;
}

/**
 * A table of a collection with filters, toolbar, row and bulk actions.
 * @example {"$schema": "../../schemas/screen.schema.json", "path": "/saas/system/role/index", "title": "角色管理", "kind": "list", "api": {"resource": "/system/roles"}, "filters": [{"key": "name", "label": "角色名称", "widget": "text"}], "columns": [{"key": "name", "title": "角色名称"}], "rowActions": [{"action": "show", "label": "查看", "to": "/saas/system/role/show/:id"}]}
 */
export interface ListScreen extends ScreenBase {
  kind: 'list';
  api: ApiRef;
  /** Field used as the row key and the `:id` of row links; default "id". */
  rowKey?: string;
  /** Field naming a row in confirmations. */
  titleKey?: string;
  filters?: FilterField[];
  columns: Column[];
  toolbar?: ToolbarAction[];
  rowActions?: RowAction[];
  /** Calls and prints on the selected rows; rows get checkboxes when any is given. */
  bulkActions?: BulkAction[];
  /** 查询 refuses to search (请至少输入一个条件) while every filter is empty. */
  requireFilter?: boolean;
  /**
   * A lookup rather than a browse (the public order query): nothing is requested until one of the
   * `anyOf` filters has a value. Until then the table shows `hint`, and 查询 without one shows it as an error.
   */
  lookup?: ListLookup;
  /** Colours each row by a field's value, e.g. tickets by limitation_status. */
  rowTone?: RowTone;
}

export interface ListLookup {
  /** Filter keys; one of them must have a value. */
  anyOf: string[];
  /** What to enter, e.g. 请输入完整的订单号、外部单号或收货人电话后查询. */
  hint: string;
}

/** A row colour: danger (red), warning (orange) or normal (green). */
export type Tone = 'danger' | 'warning' | 'normal';

/** Rows whose `field` holds one of the keys of `tones` take that tone. */
export interface RowTone {
  field: string;
  tones: Record<string, Tone>;
}

export interface ShowField extends EditionLabel {
  key: string;
  label: string;
  format?: Format;
  /** Truncate text with a tooltip after this many characters (default 20 when true), as list columns do. */
  ellipsis?: boolean | number;
  /** Grid columns taken in the section (1–3). @minimum 1 @maximum 3 */
  span?: number;
}

/**
 * A titled part of a detail screen: the record's fields as label–value pairs, or (with `timeline`) a list
 * of events of the record drawn as a timeline, e.g. {"title": "物流轨迹", "card": true, "timeline": {"key": "tracks"}}.
 * A section has one of `fields` and `timeline`.
 * @example {"title": "基本信息", "card": true, "fields": [{"key": "order_no", "label": "订单号"}, {"key": "amount", "label": "金额", "format": {"name": "money"}}]}
 */
export interface ShowSection {
  title: string;
  fields?: ShowField[];
  /** Draws the record's track (物流轨迹) instead of fields. */
  timeline?: SectionTimeline;
  /** Draw the section in a card container with its title in the card's header, apart from the other sections. */
  card?: boolean;
}

/**
 * Where a timeline section finds its events: a record field holding the track events a workflow appends
 * (time, transition, the state reached, who acted for which company, what was asked), oldest first.
 * The timeline shows the newest event first, and 暂无轨迹 when there is none.
 * @example {"key": "tracks"}
 */
export interface SectionTimeline {
  /** Dot path of the record field holding the events, e.g. "tracks". */
  key: string;
}

/**
 * A table of the record's own list field, e.g. the goods lines of an order.
 * @example {"kind": "table", "title": "货物明细", "key": "goods", "columns": [{"key": "name", "title": "货物名称"}, {"key": "quantity", "title": "数量"}]}
 */
export interface FieldTable {
  kind: 'table';
  title: string;
  /** Dot path of the record field holding an array of rows. */
  key: string;
  columns: Column[];
}

/**
 * A table of a related list resource filtered by this record, e.g. the tickets of an order.
 * @example {"kind": "table", "title": "相关工单", "resource": "/tickets", "filterKey": "order_no", "valueKey": "order_no", "columns": [{"key": "ticket_no", "title": "工单号"}]}
 */
export interface ResourceTable {
  kind: 'table';
  title: string;
  /** List resource of the related rows. */
  resource: ApiPath;
  /** Response convention of the resource; defaults to "main". */
  convention?: DataConvention;
  /** Query parameter the related rows are filtered by, e.g. "order_no". */
  filterKey: string;
  /** Record field whose value is sent as `filterKey`; defaults to the record id of the route. */
  valueKey?: string;
  columns: Column[];
}

/** A table below the sections of a detail screen. */
export type NestedTable = FieldTable | ResourceTable;

/** A button of a detail screen opening another route; `:name` segments come from the record (`:id` the route's id). */
export interface RecordLink {
  label: string;
  to: RouteTemplate;
  /** Shown only while the record matches. */
  visibleWhen?: Condition;
}

/**
 * The detail of one record (`:id` of the route) in sections of fields, with nested tables and buttons.
 * @example {"$schema": "../../schemas/screen.schema.json", "path": "/saas/system/role/show/:id", "title": "角色详情", "kind": "show", "api": {"resource": "/system/roles"}, "sections": [{"title": "基本信息", "fields": [{"key": "name", "label": "角色名称"}]}], "backTo": "/saas/system/role/index"}
 */
export interface ShowScreen extends ScreenBase {
  kind: 'show';
  api: ApiRef;
  sections: ShowSection[];
  /** Tables below the sections. */
  nested?: NestedTable[];
  /** Buttons calling the backend for this record (`{id}` and other placeholders filled from the record), or printing it. */
  actions?: RecordAction[];
  /** Buttons opening other screens for this record (e.g. 发起催件 → a new ticket for this order). */
  links?: RecordLink[];
  /** Route of the edit screen for this record, if any. */
  editTo?: RouteTemplate;
  /** Route of the list to go back to. */
  backTo?: RoutePath;
}

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

/**
 * Pickers of partners and resources (widgets spec §1, §7): a select searching the backend as the user
 * types, showing the saved record by name, with a 'create and use' dialog where the kind has one. Options
 * go in the field's `picker`.
 * - `carrier` 承运商 (`subType` T_ZX line carrier, T_PZ delivery/installation, T_SJ driver), `thirdParty`
 *   third-party logistics (line carriers), `driver` (carriers of sub type T_SJ, with the driver dialog);
 * - `merchant` 商家 — the supplier (供应商) with the supplier calls in the DA edition; `store`, `delivery`
 *   (delivery/installation provider), `installer`, `servicer`, `factory`, `station`;
 * - `product` (products of GET /user/product/getAllProduct, with the product dialog), `productSelect` (the
 *   product category tree, two levels under PC001), `warehouse`, `location` (storage locations holding the
 *   product of `productKey`);
 * - `configLookup` (config items, category ORDER_TAG unless `category` says otherwise), `configItem` (config
 *   items, ABNORMAL_TYPE by default), `subUser` (sub-accounts);
 * - `remoteSelect` (any list `url`, searched by `searchKey`, default name) and `extendSelect` (a list of
 *   `url` the user may extend with new entries).
 */
export type PickerWidget =
  /**
   * A 承运商 of `subType` (T_ZX line carrier by default).
   * @example {"key": "carrier_id", "label": "承运商", "widget": "carrier", "picker": {"nameKey": "carrier_name", "subType": "T_ZX"}}
   */
  | 'carrier'
  /**
   * A third-party logistics company (line carriers).
   * @example {"key": "third_party_id", "label": "三方物流", "widget": "thirdParty", "picker": {"nameKey": "third_party_name"}}
   */
  | 'thirdParty'
  /**
   * A driver (carrier of sub type T_SJ), with the driver dialog.
   * @example {"key": "driver_id", "label": "司机", "widget": "driver", "picker": {"nameKey": "driver_name"}}
   */
  | 'driver'
  /**
   * A 商家 (the supplier, 供应商, in the DA edition).
   * @example {"key": "consignor_id", "label": "商家", "widget": "merchant", "picker": {"nameKey": "consignor_name", "disableForbidden": true}}
   */
  | 'merchant'
  /**
   * A 门店.
   * @example {"key": "store_id", "label": "门店", "widget": "store", "picker": {"nameKey": "store_name"}}
   */
  | 'store'
  /**
   * A delivery and installation provider (only those offering `serviceTypes`).
   * @example {"key": "delivery_id", "label": "配送商", "widget": "delivery", "picker": {"nameKey": "delivery_name", "serviceTypes": ["DELIVERY_INSTALL"]}}
   */
  | 'delivery'
  /**
   * An installer.
   * @example {"key": "installer_id", "label": "安装师傅", "widget": "installer", "picker": {"nameKey": "installer_name"}}
   */
  | 'installer'
  /**
   * A service provider.
   * @example {"key": "servicer_id", "label": "服务商", "widget": "servicer", "picker": {"nameKey": "servicer_name"}}
   */
  | 'servicer'
  /**
   * A factory.
   * @example {"key": "factory_id", "label": "工厂", "widget": "factory", "picker": {"nameKey": "factory_name"}}
   */
  | 'factory'
  /**
   * A station (only of `stationType` when given).
   * @example {"key": "start_station_id", "label": "始发站", "widget": "station", "picker": {"nameKey": "start_station_name", "stationType": "TRANSIT"}}
   */
  | 'station'
  /**
   * A product of GET /user/product/getAllProduct, with the product dialog; a stock form offers only
   * products in stock (`filterZeroInventory`).
   * @example {"key": "product_id", "label": "商品", "widget": "product", "picker": {"nameKey": "product_name"}}
   * @example {"key": "product_id", "label": "商品", "widget": "product", "picker": {"nameKey": "product_name", "checkInventory": true, "filterZeroInventory": true}}
   */
  | 'product'
  /**
   * A category of the product category tree (two levels under PC001); holds its code.
   * @example {"key": "product_type_code", "label": "商品分类", "widget": "productSelect"}
   */
  | 'productSelect'
  /**
   * A warehouse.
   * @example {"key": "warehouse_id", "label": "仓库", "widget": "warehouse", "picker": {"nameKey": "warehouse_name"}}
   */
  | 'warehouse'
  /**
   * A storage location holding the product of `productKey`.
   * @example {"key": "location_id", "label": "库位", "widget": "location", "picker": {"productKey": "product_id"}}
   */
  | 'location'
  /**
   * A config item (category ORDER_TAG unless `category` says otherwise); holds its code.
   * @example {"key": "tags", "label": "订单标签", "widget": "configLookup", "picker": {"multiple": true}}
   */
  | 'configLookup'
  /**
   * A config item (ABNORMAL_TYPE by default); holds its code.
   * @example {"key": "abnormal_type", "label": "异常类型", "widget": "configItem", "picker": {"category": "ABNORMAL_TYPE"}}
   */
  | 'configItem'
  /**
   * A sub-account.
   * @example {"key": "sub_user_ids", "label": "子账号", "widget": "subUser", "picker": {"multiple": true, "limit": 20}}
   */
  | 'subUser'
  /**
   * Any list of `url`, searched by `searchKey` (default name).
   * @example {"key": "servicer_id", "label": "服务商", "widget": "remoteSelect", "picker": {"url": "/user/resource_binding/servicer/", "searchKey": "name"}}
   */
  | 'remoteSelect'
  /**
   * A list of `url` the user may extend with new entries; holds the entry text.
   * @example {"key": "brand", "label": "品牌", "widget": "extendSelect", "picker": {"url": "/user/brands"}}
   */
  | 'extendSelect';

/** Carrier sub types: T_ZX line carrier, T_PZ delivery/installation, T_SJ driver. */
export type TransporterSubTypeCode = 'T_ZX' | 'T_PZ' | 'T_SJ';

/** Station type alias codes of GET /user/stations. */
export type StationTypeCode = 'DELIVERY' | 'TRANSIT' | 'INSTALLER' | 'PICKUP';

/**
 * Options of a picker field. The field's own key receives the picked record's id (an array when
 * `multiple`); `nameKey` receives its name, so an edit form shows the saved partner by name.
 */
export interface PickerOptions {
  /** Form key that receives the picked record's name (names comma-joined when `multiple`), e.g. "consignor_name". */
  nameKey?: string;
  /**
   * "id" (default): the field holds the record's id; "name": the field holds the name itself, for records
   * that keep only a name.
   */
  value?: 'id' | 'name';
  /** Other form keys filled from the picked record: form key → record field, e.g. {"settle_type_code": "settle_type_code"}. */
  fill?: Record<string, string>;
  /** Several records may be picked; the field holds an array of ids. */
  multiple?: boolean;
  /** Most records a multiple picker takes; 0 means no limit. Defaults per kind (sub-users 20, config items 100, else none). @minimum 0 */
  limit?: number;
  /** Offer the kind's 'create and use' dialog (carrier, thirdParty, driver, merchant, store, delivery, installer, product, factory, station). Default true where the kind has one. */
  create?: boolean;
  /** carrier: the sub type searched and created (default T_ZX). */
  subType?: TransporterSubTypeCode;
  /** merchant: billing is disabled here, so merchants with is_forbid_create_order 1 cannot be picked (order entry). */
  disableForbidden?: boolean;
  /** merchant: when the search finds exactly one merchant, pick it and lock the picker (a merchant's own orders). */
  autoSelect?: boolean;
  /** location: form key of the product whose storage locations are offered. */
  productKey?: string;
  /**
   * product: the list carries each product's stock (check_inventory=1 of GET /user/product/getAllProduct),
   * for forms that move or hold stock.
   * @example true
   */
  checkInventory?: boolean;
  /**
   * product: products without stock are left out (filter_zero_inventory=1), so a stock form offers only
   * what is in stock (lock, FIFO outbound, replenishment, the product replaced).
   * @example true
   */
  filterZeroInventory?: boolean;
  /**
   * product: form key of the order's service package code, sent as services_pkg_code so only the
   * products of that package are offered.
   * @example "service_pkg_code"
   */
  servicePackageKey?: string;
  /** delivery: only providers offering one of these service types, e.g. ["DELIVERY_INSTALL"]. */
  serviceTypes?: string[];
  /** station: only stations of this type. */
  stationType?: StationTypeCode;
  /** configLookup and configItem: config item category, e.g. "DRIVER_SERVICE_TYPE". */
  category?: string;
  /**
   * configLookup and configItem: form key receiving the picked items themselves as a list of {code, name},
   * e.g. the driver model's service_type next to its service_type_codes (widgets spec §3 "Driver").
   * @example "service_type"
   */
  itemsKey?: string;
  /** remoteSelect and extendSelect: the list to search, e.g. "/user/resource_binding/servicer/". */
  url?: ApiPath;
  /** remoteSelect: query parameter carrying the typed text; default "name". */
  searchKey?: string;
  /** remoteSelect and extendSelect: record field shown; default "name". */
  labelKey?: string;
  /** remoteSelect: record field saved; default "id". */
  valueKey?: string;
  /** extendSelect: entries are products (new entries up to 50 characters, edits up to 120, instead of 10 and 20). */
  products?: boolean;
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

/**
 * A group of form fields under an optional title, in a three-column grid.
 * @example {"title": "基本信息", "fields": [{"key": "name", "label": "名称", "widget": "text"}]}
 */
export interface FormSection {
  title?: string;
  fields: FormField[];
}

/**
 * A create form (route without `:id`) or edit form (with `:id`) in sections of fields.
 * @example {"$schema": "../../schemas/screen.schema.json", "path": "/saas/system/role/add", "aliases": ["/saas/system/role/update/:id"], "title": "新增角色", "kind": "form", "api": {"resource": "/system/roles"}, "sections": [{"fields": [{"key": "name", "label": "角色名称", "widget": "text", "rules": [{"name": "required"}]}]}], "returnTo": "/saas/system/role/index"}
 */
export interface FormScreen extends ScreenBase {
  kind: 'form';
  api: ApiRef;
  sections: FormSection[];
  /** Route opened after a successful save and by the cancel button. */
  returnTo: RoutePath;
  /**
   * Ask before unsaved input is left (温馨提示: 您输入的内容尚未保存，确定离开此页面吗?): when the user has
   * typed into the form and not saved, switching to another route or tab, closing or refreshing the
   * tab, and unloading the page ask first. Default false.
   */
  confirmLeave?: boolean;
  /**
   * The form only creates records, and saving needs this operation code instead of add — e.g. write_off
   * for 新增核销, bill for 生成账单: nothing edits those records through it (a write-off is reversed by
   * deleting it, a bill moves by its workflow).
   */
  createOperation?: OperationCode;
  /** Text of the submit button; default 保存. */
  submitLabel?: string;
  /** Message shown after a successful save; default 保存成功. */
  successMessage?: string;
  /**
   * GET here before a create is sent (not before an edit): an answer with code '0' lets the save go on;
   * a refusal stops it, its msg shows on the form and the typed input stays — e.g. a company's
   * sub-account limit ("/user/users/checkSubLimit").
   */
  createCheck?: ApiPath;
  /** The second button; default 取消, opening `returnTo`. */
  cancel?: FormLink;
  /**
   * "narrow": the form alone in a centered card, one field per row, under the brand name — for the
   * account pages outside the shell (sign-up, password reset). Default "page".
   */
  layout?: 'page' | 'narrow';
  /**
   * Prefills the form from the data of GET `load` instead of a record by `:id`, and saves by POST to
   * `api.resource` — for a record the caller has exactly one of, e.g. its own company details.
   */
  load?: ApiPath;
  /**
   * The form acts for the logged-in account (on a public route): without a session it asks the user to
   * log in or sign up and calls nothing.
   */
  requiresLogin?: boolean;
  /**
   * Done after a successful save, before `returnTo` opens. "storeSession": the reply carries a login
   * session as POST /login/login answers it (token or access_token, refresh_token, user); it becomes the
   * app's session, e.g. after a sign-up that logs the new account in.
   */
  afterSave?: 'storeSession';
}

/** A button or link to a route. */
export interface FormLink {
  label: string;
  to: RoutePath;
}

/**
 * A period counted back from today that a list's date range filter is limited to: `today`, or
 * `thisMonth` (the first to the last day of the current month), in local time.
 */
export type RelativePeriod = 'today' | 'thisMonth';

/**
 * The list a dashboard figure sums: the list screen, the values of its own filters, and the column added
 * up. The card opens that list with those filters, and the server adds up (in fen) the rows the same list
 * shows the caller with the same filters, so the figure and the list cannot disagree.
 * @example {"list": "/saas/settle/index", "filters": {"direction": "INCOME"}, "periods": {"created_at": "thisMonth"}, "sum": "amount"}
 */
export interface CardSource {
  /** Route of a list screen (its `path`). */
  list: RoutePath;
  /** Values of the list's select, text and number filters, by filter key. */
  filters?: Record<string, string | number>;
  /** The list's `dateRange` filters limited to a period, by filter key. */
  periods?: Record<string, RelativePeriod>;
  /** Column of the list whose amounts are added up. */
  sum: string;
}

/**
 * A number of a dashboard, read from an API. A money figure (`format` money) names the list it sums in
 * `source`; screens:check refuses one that does not.
 * @example {"title": "今日订单", "api": "/stats/orders/today", "valueKey": "count"}
 */
export interface StatCard {
  title: string;
  api: ApiPath;
  /** Dot path to the number in the response's data. */
  valueKey: string;
  format?: Format;
  /** The list the figure sums; the card becomes a link opening it with its filters. */
  source?: CardSource;
}

/**
 * How a chart shows a series' numbers on its axis and in its tooltip: `number` as they are (default),
 * `percent` with a % sign (a rate 0–100), `money` with two decimals and thousands separators.
 */
export type ChartValueFormat = 'number' | 'percent' | 'money';

/** A series of a chart: the row field holding its numbers and its legend label. */
export interface ChartSeries {
  /** Row field holding the series' numbers. */
  key: string;
  /** Legend and tooltip label. */
  label: string;
  /** How its numbers are shown; default `number`. */
  format?: ChartValueFormat;
}

/** A time window the user picks above a chart, sent as one query parameter of its API. */
export interface ChartRange {
  /** Query parameter taking the window: a number of days or of months. */
  param: 'days' | 'months';
  /** The windows offered (近7天, 近30天, …). @minItems 2 */
  options: number[];
  /** The window shown first; one of `options`. */
  default: number;
}

/**
 * A line, bar or pie chart of rows one API returns.
 * @example {"title": "近7天订单", "type": "line", "api": "/stats/orders/daily", "xKey": "date", "yKeys": [{"key": "count", "label": "订单数"}], "range": {"param": "days", "options": [7, 30], "default": 7}}
 */
export interface Chart {
  title: string;
  type: 'line' | 'bar' | 'pie';
  api: ApiPath;
  /** Dot path to the rows in the response's data; the data itself when omitted. */
  dataKey?: string;
  /** Row field of the category axis (line, bar) or of the slice names (pie). */
  xKey: string;
  /** One series per entry; a pie draws the first. @minItems 1 */
  yKeys: ChartSeries[];
  /** Grid columns taken (1 half the width, 2 the full width); default 1. @minimum 1 @maximum 2 */
  span?: number;
  /** Fixed query parameters of the API, e.g. `{"unit": "week"}`. */
  params?: Record<string, string | number>;
  /** A time window the user chooses, sent with `params`. */
  range?: ChartRange;
}

/**
 * Stat cards and charts.
 * @example {"$schema": "../../schemas/screen.schema.json", "path": "/saas/dashboard/index", "title": "数据看板", "kind": "dashboard", "cards": [{"title": "今日订单", "api": "/stats/orders/today", "valueKey": "count"}]}
 */
export interface DashboardScreen extends ScreenBase {
  kind: 'dashboard';
  cards: StatCard[];
  /** Charts below the cards. */
  charts?: Chart[];
  /**
   * Buttons beside the title opening other routes, e.g. 修改密码 on 我的账号; a route the user's menu
   * permission does not allow shows no button.
   */
  links?: FormLink[];
}

/**
 * A screen drawn by a bespoke renderer named from the renderer registry.
 * @example {"$schema": "../../schemas/screen.schema.json", "path": "/saas/system/screens/index", "title": "页面目录", "kind": "custom", "renderer": "screenCatalogue"}
 */
export interface CustomScreen extends ScreenBase {
  kind: 'custom';
  renderer: string;
}

/**
 * One JSON file under screens/.
 * @discriminator kind
 */
export type ScreenDescriptor = ListScreen | ShowScreen | FormScreen | DashboardScreen | CustomScreen;

export type ScreenKind = ScreenDescriptor['kind'];
