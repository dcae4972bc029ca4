/**
 * Descriptor rules of the address widget (widgets spec §3, §4), part of screens:check: a form field keyed
 * as an address level (province, end_city, start_district…) must not be typed text — the `address`
 * widget chooses it from the address tree and saves names and codes — and an `address` field needs the
 * keys it writes to.
 */
import type { PickerProblem } from './picker-rules';
import type { FormWidget } from './types';
import { isRecord, recordsIn } from '../util/is-record';

type Json = Record<string, unknown>;

/** province, city, district, alone or after a prefix (end_province, line_start_city). */
const ADDRESS_LEVEL_KEY = /(?:^|_)(province|city|district)$/;
/** Widgets taking typed text. */
const TEXT_WIDGETS: ReadonlySet<string> = new Set(['text', 'textarea'] satisfies FormWidget[]);
const OUTPUT_OPTIONS = ['province', 'city', 'district', 'provinceCode', 'cityCode', 'districtCode'] as const;

export function addressProblems(file: string, data: Json): PickerProblem[] {
  if (data.kind !== 'form') return [];
  const problems: PickerProblem[] = [];
  recordsIn(data.sections).forEach((section, sectionIndex) => {
    recordsIn(section.fields).forEach((field, fieldIndex) => {
      const pointer = `/sections/${sectionIndex}/fields/${fieldIndex}`;
      const { key, widget } = field;
      if (typeof key !== 'string' || typeof widget !== 'string') return;
      if (TEXT_WIDGETS.has(widget) && ADDRESS_LEVEL_KEY.test(key)) {
        problems.push({ file, pointer, message: `${key} is an address level and must be chosen with the "address" widget, not "${widget}"` });
      }
      if (widget === 'address') {
        const options = isRecord(field.address) ? field.address : {};
        if (!OUTPUT_OPTIONS.some((option) => typeof options[option] === 'string' && options[option] !== '')) {
          problems.push({ file, pointer, message: 'an "address" field needs "address" options naming the keys it saves (e.g. "province", "city", "district")' });
        }
      }
    });
  });
  return problems;
}
