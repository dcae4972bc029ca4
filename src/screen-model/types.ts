/**
 * Screen descriptor types: the single source of truth for every JSON file under screens/.
 * `npm run screens:schema` generates schemas/screen.schema.json from `ScreenDescriptor`.
 * Descriptors are data only: no code, no string expressions; formatters, widgets, validators and
 * actions are named from registries, conditions use the json-rules-engine condition format.
 */

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
   * Fixed query parameters every list request carries, for screens that show one view of a shared
   * collection (e.g. {"status": "WAIT_RECEIVE"} for orders waiting to be received).
   */
  params?: Record<string, string | number | boolean>;
}

/** A choice of a select, an enum column or a filter. */
export interface Option {
  value: string | number | boolean;
  label: string;
  /** antd tag colour for enum columns (e.g. "success", "error", "processing", "default"). */
  color?: string;
}

// ---------------------------------------------------------------------------------------------
// Formatters (columns and show fields)

export interface TextFormat { name: 'text' }
export interface MoneyFormat { name: 'money' }
export interface DateFormat { name: 'date' }
export interface DateTimeFormat { name: 'datetime' }
export interface EnumFormat {
  name: 'enum';
  options: Option[];
}
/** Order tags (each value an object with a code, or a code string) as coloured tags. */
export interface TagFormat { name: 'tag' }
export interface LinkFormat {
  name: 'link';
  /** Route to open; `:name` segments come from the row. */
  to: RouteTemplate;
}

/**
 * How a value is displayed.
 * @discriminator name
 */
export type Format = TextFormat | MoneyFormat | DateFormat | DateTimeFormat | EnumFormat | TagFormat | LinkFormat;

// ---------------------------------------------------------------------------------------------
// Validation rules (form fields), named from the validator registry

export type ValidatorName =
  | 'required'
  | 'mobile'
  | 'mobileLoose'
  | 'phone'
  | 'integer'
  | 'positiveInteger'
  | 'number'
  | 'decimal'
  | 'range'
  | 'minLength'
  | 'maxLength'
  | 'chinese'
  | 'englishNumber'
  | 'letterDigitMix'
  | 'equal'
  | 'shippingNumber'
  | 'url'
  | 'idCard'
  | 'jdMerchantIds'
  | 'orderNo';

export interface ValidationRule {
  name: ValidatorName;
  /** Overrides the validator's default message. */
  message?: string;
  min?: number;
  max?: number;
  /** decimal: maximum number of decimals (default 4). */
  decimals?: number;
  /** decimal: maximum number of integer digits. */
  integerDigits?: number;
  /** range: measure the length instead of the numeric value (minLength and maxLength always measure length). */
  length?: boolean;
  /** equal: key of the other field whose value must be the same. */
  field?: string;
}

// ---------------------------------------------------------------------------------------------
// Lists

export type FilterWidget = 'text' | 'number' | 'select' | 'date' | 'dateRange';

export interface FilterField {
  /** Query parameter name. For dateRange, `${key}_start` and `${key}_end` are sent. */
  key: string;
  label: string;
  widget: FilterWidget;
  options?: Option[];
  placeholder?: string;
}

export interface Column {
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

export interface CreateAction {
  action: 'create';
  label: string;
  to: RouteTemplate;
}
export interface ExportAction {
  action: 'export';
  label: string;
  api: ApiPath;
  /** File name prefix; a timestamp and the extension follow. */
  filePrefix: string;
  /** @pattern ^\.[a-z0-9]+$ */
  extension?: string;
}
/**
 * Toolbar buttons above a list.
 * @discriminator action
 */
export type ToolbarAction = CreateAction | ExportAction;

export interface ShowRowAction {
  action: 'show';
  label: string;
  to: RouteTemplate;
}
export interface EditRowAction {
  action: 'edit';
  label: string;
  to: RouteTemplate;
}
export interface DeleteRowAction {
  action: 'delete';
  label: string;
  /** Confirmation question; the row's `titleKey` value is appended when given. */
  confirm: string;
}
/**
 * Buttons in each row.
 * @discriminator action
 */
export type RowAction = ShowRowAction | EditRowAction | DeleteRowAction;

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
}

export interface ShowField {
  key: string;
  label: string;
  format?: Format;
  /** Grid columns taken in the section (1–3). @minimum 1 @maximum 3 */
  span?: number;
}

export interface ShowSection {
  title: string;
  fields: ShowField[];
}

export interface ShowScreen extends ScreenBase {
  kind: 'show';
  api: ApiRef;
  sections: ShowSection[];
  /** Route of the edit screen for this record, if any. */
  editTo?: RouteTemplate;
  /** Route of the list to go back to. */
  backTo?: RoutePath;
}

export type FormWidget = 'text' | 'textarea' | 'password' | 'number' | 'select' | 'switch' | 'date';

export interface FormField {
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
  /** Grid columns taken in the section (1–3). @minimum 1 @maximum 3 */
  span?: number;
}

export interface FormSection {
  title?: string;
  fields: FormField[];
}

export interface FormScreen extends ScreenBase {
  kind: 'form';
  api: ApiRef;
  sections: FormSection[];
  /** Route opened after a successful save and by the cancel button. */
  returnTo: RoutePath;
}

export interface StatCard {
  title: string;
  api: ApiPath;
  /** Dot path to the number in the response's data. */
  valueKey: string;
  format?: Format;
}

export interface DashboardScreen extends ScreenBase {
  kind: 'dashboard';
  cards: StatCard[];
}

/** A screen drawn by a bespoke renderer named from the renderer registry. */
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
