import { getPath, type Row } from '../../paths';

/** The rows of a reference-data response: the data itself when a list, else its `list`. */
export function responseItems(data: unknown): Row[] {
  const list = Array.isArray(data) ? data : getPath(data, 'list');
  return Array.isArray(list) ? list.filter((item): item is Row => item !== null && typeof item === 'object') : [];
}

export interface SelectOption {
  value: string | number;
  label: string;
}

/** Select options out of rows: `valueKey` gives the value, `labelKey` the label; rows without a value are skipped. */
export function toSelectOptions(rows: readonly Row[], valueKey: string, labelKey: string): SelectOption[] {
  const options: SelectOption[] = [];
  for (const row of rows) {
    const value = getPath(row, valueKey);
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const label = getPath(row, labelKey);
    options.push({ value, label: label === undefined || label === null ? String(value) : String(label) });
  }
  return options;
}
