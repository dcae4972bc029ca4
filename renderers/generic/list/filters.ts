import type { CrudFilter, CrudFilters } from '@refinedev/core';
import dayjs, { type Dayjs } from 'dayjs';
import { ADDRESS_LEVELS } from '../../../src/config/constants';
import { DATE_FORMAT } from '../../../src/config/display';
import type { FilterField, ListLookup } from '../../../src/screen-model/types';

/** Values of the filter form, by filter key. */
export type FilterValues = Record<string, unknown>;

function dateText(value: unknown): string | undefined {
  return dayjs.isDayjs(value) && value.isValid() ? value.format(DATE_FORMAT) : undefined;
}

function isRange(value: unknown): value is [Dayjs, Dayjs] {
  return Array.isArray(value) && value.length === 2 && dayjs.isDayjs(value[0]) && dayjs.isDayjs(value[1]);
}

/** An address cascader's codes as `<key>_province`, `<key>_city` and `<key>_district` filters. */
function addressFilters(key: string, value: unknown): CrudFilter[] {
  if (!Array.isArray(value)) return [];
  return ADDRESS_LEVELS.flatMap((level, index) => {
    const code: unknown = value[index];
    return typeof code === 'string' || typeof code === 'number'
      ? [{ field: `${key}_${level}`, operator: 'eq' as const, value: code }]
      : [];
  });
}

/** One filter for a form value; undefined when nothing was entered. */
function toCrudFilter(field: FilterField, value: unknown): CrudFilter | undefined {
  if (value === undefined || value === null) return undefined;
  switch (field.widget) {
    case 'address':
      return undefined;
    case 'text': {
      const text = String(value).trim();
      return text === '' ? undefined : { field: field.key, operator: 'contains', value: text };
    }
    case 'date': {
      const text = dateText(value);
      return text === undefined ? undefined : { field: field.key, operator: 'eq', value: text };
    }
    case 'dateRange':
      return isRange(value)
        ? { field: field.key, operator: 'between', value: [dateText(value[0]), dateText(value[1])] }
        : undefined;
    case 'number':
    case 'select':
      return value === '' ? undefined : { field: field.key, operator: 'eq', value };
  }
}

/**
 * Refine filters for the values of the filter form: text contains, select/number/date eq, dateRange
 * between, address one eq per picked level.
 */
export function toCrudFilters(fields: readonly FilterField[], values: FilterValues | undefined): CrudFilters {
  const filters: CrudFilters = [];
  for (const field of fields) {
    if (field.widget === 'address') {
      filters.push(...addressFilters(field.key, values?.[field.key]));
      continue;
    }
    const filter = toCrudFilter(field, values?.[field.key]);
    if (filter) filters.push(filter);
  }
  return filters;
}

/** Whether filters satisfy a lookup list: one of its `anyOf` keys has a value (no lookup: always). */
export function lookupSatisfied(lookup: ListLookup | undefined, filters: CrudFilters): boolean {
  if (!lookup) return true;
  return filters.some((filter) => 'field' in filter && lookup.anyOf.includes(filter.field));
}
