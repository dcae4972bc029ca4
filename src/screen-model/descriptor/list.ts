/** List screens: filters, columns, lookups and row tones. */

import type { BulkAction, RowAction, ToolbarAction } from './actions.js';
import type { ApiRef } from './api.js';
import type { EditionLabel } from './edition-label.js';
import type { Format } from './formats.js';
import type { Option, OptionsSource } from './options.js';
import type { ScreenBase } from './screen-base.js';
import type { ValidationRule } from './validators.js';

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
 * A table of a collection with filters, toolbar, row and bulk actions.
 * @example {"$schema": "../../schemas/screen.schema.json", "path": "/saas/system/role/index", "title": "角色管理", "kind": "list", "api": {"resource": "/system/roles"}, "filters": [{"key": "name", "label": "角色名称", "widget": "text"}], "columns": [{"key": "name", "title": "角色名称"}], "rowActions": [{"action": "show", "label": "查看", "to": "/saas/system/role/show/:id"}]}
 */
export interface ListScreen extends ScreenBase {
  /** A list screen: a table of the rows of the collection of `api`. */
  kind: 'list';
  /**
   * The collection listed: its rows come from GET `resource` (or `list`) with the page, the filters and
   * `params`; a delete row action calls DELETE `resource/{id}`.
   */
  api: ApiRef;
  /** Field used as the row key and the `:id` of row links; default "id". */
  rowKey?: string;
  /** Field naming a row in confirmations. */
  titleKey?: string;
  /** Inputs above the table; each sends its value as query parameters of the list call (see a filter's `key`). */
  filters?: FilterField[];
  /** The table's columns, left to right: the row field each shows, its title and its format. */
  columns: Column[];
  /** Buttons above the table: create, export, or a dialog creating a record. */
  toolbar?: ToolbarAction[];
  /** Buttons in each row: show, edit, delete, call, print, quick view, dialog and workflow transitions. */
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

/** The filters a lookup list waits for, and what it shows until one has a value. */
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
