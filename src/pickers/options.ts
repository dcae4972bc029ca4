/** Picker rows as select options, and the rules over them (widgets spec §3, §4). */
import type { PickerKindSpec } from './kinds';

export type PickerRecord = Record<string, unknown>;

export interface PickerOption {
  value: string | number;
  label: string;
  disabled: boolean;
  record: PickerRecord;
}

/** The rows of a response's data: data.list of a page, or the data array itself. */
export function rowsOf(data: unknown): PickerRecord[] {
  if (Array.isArray(data)) return data as PickerRecord[];
  const list = (data as { list?: unknown } | null | undefined)?.list;
  return Array.isArray(list) ? (list as PickerRecord[]) : [];
}

const isKey = (value: unknown): value is string | number =>
  (typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value));

/** Merchants with is_forbid_create_order 1 cannot be picked where billing is disabled (§4). */
export function isForbidden(record: PickerRecord): boolean {
  return Number(record.is_forbid_create_order) === 1;
}

export interface OptionRules {
  valueField: string;
  labelField: string;
  /** Billing disabled: forbidden merchants are shown disabled. */
  disableForbidden?: boolean;
}

/** Options of rows: each needs a value and a label; the first of two equal values wins. */
export function toOptions(rows: readonly PickerRecord[], rules: OptionRules): PickerOption[] {
  const seen = new Set<string>();
  const options: PickerOption[] = [];
  for (const record of rows) {
    const value = record[rules.valueField];
    if (!isKey(value) || seen.has(String(value))) continue;
    seen.add(String(value));
    const label = record[rules.labelField];
    options.push({
      value,
      label: isKey(label) ? String(label) : String(value),
      disabled: rules.disableForbidden === true && isForbidden(record),
      record,
    });
  }
  return options;
}

export const rulesOf = (spec: PickerKindSpec, disableForbidden?: boolean): OptionRules => ({
  valueField: spec.valueField,
  labelField: spec.labelField,
  disableForbidden,
});

/** Options first, then the others not among them (a picked or created record stays listed). */
export function mergeOptions(first: readonly PickerOption[], second: readonly PickerOption[]): PickerOption[] {
  const known = new Set(first.map((option) => String(option.value)));
  return [...first, ...second.filter((option) => !known.has(String(option.value)))];
}

/**
 * Auto-select (§4): with it on, a list of exactly one selectable option picks that option and locks
 * the picker; otherwise nothing is picked.
 */
export function autoSelection(options: readonly PickerOption[], autoSelect: boolean | undefined): PickerOption | undefined {
  if (!autoSelect || options.length !== 1) return undefined;
  const only = options[0];
  return only && !only.disabled ? only : undefined;
}

/** The most picks of a multiple picker: the descriptor's `limit`, else the kind's default; 0 is none. */
export function pickLimit(limit: number | undefined, kindDefault: number): number {
  return limit ?? kindDefault;
}

/** Whether one more value may be picked. */
export function canPickMore(count: number, limit: number): boolean {
  return limit === 0 || count < limit;
}

/** Values as the saved field holds them: one value, or an array when multiple. */
export function asValueList(value: unknown): (string | number)[] {
  if (Array.isArray(value)) return value.filter(isKey);
  return isKey(value) ? [value] : [];
}
