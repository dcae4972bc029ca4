/** What a picker field holds in the form, and what a pick writes back (widgets spec §3 "Selected-resource output"). */
import type { PickerOptions } from '../screen-model/types';
import { asValueList, type PickerOption, type PickerRecord } from './options';

/** Names of several picks are kept comma-joined in the name field. */
const NAME_SEPARATOR = ',';

/** Options for the saved values whose names the form holds (so nothing is looked up for them). */
export function savedOptions(value: unknown, names: unknown, byName: boolean): PickerOption[] {
  const ids = asValueList(value);
  if (byName) return ids.map((id) => ({ value: id, label: String(id), disabled: false, record: {} }));
  const labels = Array.isArray(names) ? names.map(String) : typeof names === 'string' && names !== '' ? names.split(NAME_SEPARATOR) : [];
  if (labels.length !== ids.length) return [];
  return ids.map((id, index) => ({ value: id, label: labels[index] ?? String(id), disabled: false, record: {} }));
}

/** The form values a pick writes: the name field, the picked items as {code, name} and the `fill` fields from the picked records. */
export function pickedValues(options: PickerOptions, picked: readonly PickerOption[], multiple: boolean): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (options.itemsKey) values[options.itemsKey] = picked.map((option) => ({ code: String(option.value), name: option.label }));
  if (options.nameKey) values[options.nameKey] = multiple ? picked.map((option) => option.label).join(NAME_SEPARATOR) : (picked[0]?.label ?? undefined);
  for (const [formKey, recordField] of Object.entries(options.fill ?? {})) {
    const read = (record: PickerRecord) => record[recordField];
    values[formKey] = multiple ? picked.map((option) => read(option.record)) : picked[0] ? read(picked[0].record) : undefined;
  }
  return values;
}
