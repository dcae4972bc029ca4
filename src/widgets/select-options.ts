/**
 * Select options out of reference-data answers, and where a select's options come from when a
 * descriptor names a source instead of listing them (`optionsFrom`): config items, the user config of a
 * category (core spec §7 GET /user/user_config/get_list, a saved code named by get_info), the service
 * packages (GET /config/item/get_service_pkg_list), or a call dialog's loaded data.
 */
import { CONFIG_ITEM_CATEGORY_PARAM, CONFIG_ITEM_LIST_API } from '../config/constants';
import { SERVICE_PKG_LIST_API, USER_CONFIG_INFO_API } from '../config/core-api';
import { USER_CONFIG_API } from '../config/picker-api';
import type { DialogDataOptions, FormOptionsSource, OptionsSource } from '../screen-model/types';

type Row = Record<string, unknown>;

export interface SelectOption {
  value: string | number;
  label: string;
}

/** Value at a dot path ("data.list") of a value; undefined where the path ends. */
export function valueAtPath(value: unknown, path: string): unknown {
  let current = value;
  for (const part of path.split('.').filter((segment) => segment !== '')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Row)[part];
  }
  return current;
}

/** The rows of a reference-data response: the data itself when a list, else its `list`. */
export function responseItems(data: unknown): Row[] {
  const list = Array.isArray(data) ? data : valueAtPath(data, 'list');
  return Array.isArray(list) ? list.filter((item): item is Row => item !== null && typeof item === 'object') : [];
}

/** Select options out of rows: `valueKey` gives the value, `labelKey` the label; rows without a value are skipped. */
export function toSelectOptions(rows: readonly Row[], valueKey: string, labelKey: string): SelectOption[] {
  const options: SelectOption[] = [];
  for (const row of rows) {
    const value = valueAtPath(row, valueKey);
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const label = valueAtPath(row, labelKey);
    options.push({ value, label: label === undefined || label === null ? String(value) : String(label) });
  }
  return options;
}

/** A GET answering a list of items, and the item fields of an option's value and label. */
export interface OptionsRequest {
  url: string;
  query?: Record<string, string>;
  valueKey: string;
  labelKey: string;
}

/**
 * The GET answering a source's options (items of {code, name}); undefined for sources that need no call
 * of their own (option sets, a dialog's data, remote searches as the user types).
 */
export function optionsRequest(source: OptionsSource | FormOptionsSource): OptionsRequest | undefined {
  const items = { valueKey: 'code', labelKey: 'name' };
  if ('configCategory' in source) return { url: CONFIG_ITEM_LIST_API, query: { [CONFIG_ITEM_CATEGORY_PARAM]: source.configCategory }, ...items };
  if ('userConfigCategory' in source) return { url: USER_CONFIG_API, query: { [CONFIG_ITEM_CATEGORY_PARAM]: source.userConfigCategory }, ...items };
  if ('servicePackages' in source) return { url: SERVICE_PKG_LIST_API, ...items };
  return undefined;
}

/** The values a select holds (one, or several with `multiple`) that its options do not offer. */
export function unlistedValues(value: unknown, options: readonly SelectOption[]): Array<string | number> {
  const values = Array.isArray(value) ? value : [value];
  const offered = new Set(options.map((option) => String(option.value)));
  return values.filter((item): item is string | number => (typeof item === 'string' || typeof item === 'number') && item !== '' && !offered.has(String(item)));
}

/**
 * The GET naming a saved code a user config list no longer offers (GET /user/user_config/get_info with
 * category_code and code, answering one item {code, name}); undefined for other sources.
 */
export function savedItemRequest(source: OptionsSource | FormOptionsSource, code: string | number): { url: string; query: Record<string, string> } | undefined {
  if (!('userConfigCategory' in source)) return undefined;
  return { url: USER_CONFIG_INFO_API, query: { [CONFIG_ITEM_CATEGORY_PARAM]: source.userConfigCategory, code: String(code) } };
}

/** Options of a call dialog's select from the loaded data: the list at `dataKey`, by `valueKey` and `labelKey` (default value and label). */
export function dialogDataOptions(data: unknown, source: DialogDataOptions): SelectOption[] {
  const list = valueAtPath(data, source.dataKey);
  const rows = Array.isArray(list) ? list.filter((item): item is Row => item !== null && typeof item === 'object') : [];
  return toSelectOptions(rows, source.valueKey ?? 'value', source.labelKey ?? 'label');
}
