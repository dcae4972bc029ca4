/**
 * Field declarations from the keys descriptors show for one resource: types from formats and widgets,
 * enums from options, filters from the list filters, required and maxLength from form rules.
 */
import { MAX_LENGTH_DEFAULT, looksInteger, looksNumeric } from './key-words.js';
import type { ExtraFilter, FieldSpec, FilterKind } from '../records/types.js';
import type { DocKey, Scalar } from '../descriptors/screen-doc.js';
import { imageFieldSpec } from '../uploads/image-field.js';

/** What the seed generator needs beyond the FieldSpec. */
export interface FieldHints {
  label: string;
  /** 'date' for date-only values, 'datetime' for date-times, 'money' for amounts, 'image' for uploaded images. */
  shape?: 'date' | 'datetime' | 'money' | 'tag' | 'image';
  /** Values to spread seeded rows over (enum options, fixed params). */
  choices?: Scalar[];
  /** Array-of-objects fields (a detail screen's table of the record's own rows): the item fields. */
  itemFields?: Record<string, InferredField>;
}

export interface InferredField {
  spec: FieldSpec;
  hints: FieldHints;
}

export interface InferredShape {
  fields: Record<string, InferredField>;
  extraFilters: Record<string, ExtraFilter>;
}

/** Keys the records table holds itself. */
const SERVER_KEYS = new Set(['id', 'created_at', 'updated_at']);
const SAFE_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;
const SEARCH_KEYS = new Set(['keyword', 'keywords', 'kw', 'q', 'search', 'search_key']);
const FREE_TEXT_WIDGETS = new Set(['text', 'textarea', 'password']);
const ADDRESS_LEVELS = ['province', 'city', 'district'] as const;

function uniqueValues(values: Scalar[]): Scalar[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const id = `${typeof value}:${String(value)}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

function enumType(values: readonly Scalar[]): FieldSpec['type'] {
  if (values.every((value) => typeof value === 'boolean')) return 'boolean';
  if (values.every((value) => typeof value === 'number')) return values.every((value) => Number.isInteger(value)) ? 'integer' : 'number';
  return 'string';
}

function filterKind(appearances: readonly DocKey[], type: FieldSpec['type'], hasEnum: boolean): FilterKind | undefined {
  const widgets = new Set(appearances.filter((a) => a.source === 'filter').map((a) => a.widget));
  if (widgets.has('dateRange')) return 'range';
  if (widgets.has('date')) return 'day';
  if (widgets.has('text') && type === 'string' && !hasEnum) return 'like';
  return undefined;
}

function maxLengthOf(appearances: readonly DocKey[]): number | undefined {
  const limits = appearances.flatMap((a) =>
    (a.rules ?? [])
      .filter((rule) => rule.name === 'maxLength' || (rule.name === 'range' && rule.length === true))
      .map((rule) => rule.max)
      .filter((max): max is number => max !== undefined),
  );
  return limits.length > 0 ? Math.max(...limits) : undefined;
}

/** The field one key's appearances describe. */
export function inferField(key: string, appearances: readonly DocKey[]): InferredField {
  const formats = new Set(appearances.map((a) => a.format).filter(Boolean));
  const widgets = new Set(appearances.map((a) => a.widget).filter(Boolean));
  const label = appearances.find((a) => a.source === 'form')?.label ?? appearances.find((a) => a.label !== key)?.label ?? key;
  const optionValues = appearances.flatMap((a) => (a.options ?? []).map((option) => option.value));
  const fixedValues = appearances.map((a) => a.value).filter((value): value is Scalar => value !== undefined);
  const choices = uniqueValues([...optionValues, ...fixedValues]);
  const integerRule = appearances.some((a) => (a.rules ?? []).some((rule) => rule.name === 'integer' || rule.name === 'positiveInteger'));

  const picker = appearances.find((a) => a.picker)?.picker;
  if (picker) {
    // A picker holds record ids (or codes and texts); several picks are a list of them.
    const item = { type: picker.valueType };
    return { spec: picker.multiple ? { type: 'array', items: item, label } : { type: picker.valueType, label }, hints: { label } };
  }
  const imageMax = appearances.find((a) => a.imageMax !== undefined)?.imageMax;
  if (imageMax !== undefined || formats.has('images')) return { spec: imageFieldSpec(imageMax, label), hints: { label, shape: 'image' } };
  if (formats.has('tag')) {
    const items = { anyOf: [{ type: 'string' }, { type: 'object', required: ['code'], properties: { code: { type: 'string' } } }] };
    return { spec: { type: 'array', items, label }, hints: { label, shape: 'tag' } };
  }
  if (widgets.has('switch') && choices.length === 0) {
    return { spec: { type: 'integer', enum: [0, 1], label }, hints: { label, choices: [1, 0] } };
  }
  if (choices.length > 0) {
    const type = enumType(choices);
    // A free-text input for the same key means the options are suggestions, not the only values.
    const strict = !appearances.some((a) => a.source === 'form' && FREE_TEXT_WIDGETS.has(a.widget ?? ''));
    const values = type === 'string' ? uniqueValues(choices.map(String)) : choices;
    const spec: FieldSpec = { type, label, ...(strict && type !== 'boolean' ? { enum: values as Array<string | number> } : {}) };
    const filter = filterKind(appearances, type, strict);
    return { spec: filter ? { ...spec, filter } : spec, hints: { label, choices: values } };
  }

  let type: FieldSpec['type'] = 'string';
  let shape: FieldHints['shape'];
  if (formats.has('money')) {
    type = 'number';
    shape = 'money';
  } else if (widgets.has('number')) {
    type = integerRule || looksInteger(key) ? 'integer' : 'number';
  } else if (formats.has('datetime')) {
    shape = 'datetime';
  } else if (formats.has('date') || widgets.has('date') || widgets.has('dateRange')) {
    shape = 'date';
  } else if (!formats.has('link') && !widgets.has('text') && !widgets.has('textarea') && looksNumeric(key)) {
    type = looksInteger(key) ? 'integer' : 'number';
  }
  const spec: FieldSpec = { type, label };
  if (type === 'string') spec.maxLength = maxLengthOf(appearances) ?? MAX_LENGTH_DEFAULT;
  const filter = filterKind(appearances, type, false);
  if (filter) spec.filter = filter;
  return { spec, hints: { label, ...(shape ? { shape } : {}) } };
}

/** Address filters send `<key>_province`, `<key>_city` and `<key>_district`; their fields. */
export function addressFieldNames(key: string): string[] {
  const prefix = ['address', 'region', 'area', 'location'].includes(key) ? '' : `${key}_`;
  return ADDRESS_LEVELS.map((level) => `${prefix}${level}`);
}

/** The fields and extra filters all descriptors of one resource describe together. */
export function inferShape(keys: readonly DocKey[]): InferredShape {
  const byKey = new Map<string, DocKey[]>();
  const extraFilters: Record<string, ExtraFilter> = {};
  const searchKeys: string[] = [];
  for (const appearance of keys) {
    const { key } = appearance;
    if (key.includes('.') || !SAFE_KEY.test(key)) continue;
    if (SERVER_KEYS.has(key)) {
      if (key !== 'id' && appearance.widget === 'dateRange') extraFilters[key] = { kind: 'range', fields: [key] };
      continue;
    }
    if (appearance.source === 'filter' && appearance.widget === 'address') {
      addressFieldNames(key).forEach((field, index) => {
        extraFilters[`${key}_${ADDRESS_LEVELS[index]}`] = { kind: 'place', fields: [field] };
        byKey.set(field, [...(byKey.get(field) ?? []), { key: field, label: field, source: 'filter' }]);
      });
      continue;
    }
    byKey.set(key, [...(byKey.get(key) ?? []), appearance]);
  }
  const fields: Record<string, InferredField> = {};
  for (const [key, appearances] of byKey) {
    // A search box that is only a filter searches the text fields instead of being one.
    if (SEARCH_KEYS.has(key) && appearances.every((a) => a.source === 'filter')) searchKeys.push(key);
    else fields[key] = inferField(key, appearances);
  }
  const textFields = Object.entries(fields)
    .filter(([, field]) => field.spec.type === 'string' && !field.spec.enum && !field.hints.shape)
    .map(([name]) => name);
  for (const key of searchKeys) if (textFields.length > 0) extraFilters[key] = { kind: 'like', fields: textFields };
  return { fields, extraFilters };
}
