/**
 * Filter values given in the URL query (e.g. the navbar search opens /saas/waybill/all/index?nos=…).
 * Only keys that are filters of the descriptor count; anything else in the query is ignored.
 */
import dayjs from 'dayjs';
import type { FilterField } from '../../../src/screen-model/types';
import type { FilterValues } from './filters';

function dayOf(text: string | null) {
  if (!text) return undefined;
  const day = dayjs(text);
  return day.isValid() ? day : undefined;
}

/** A select's value as its option declares it (1, not '1'), when an option matches. */
function selectValue(field: FilterField, text: string): unknown {
  const option = field.options?.find((candidate) => String(candidate.value) === text);
  return option ? option.value : text;
}

function valueOf(field: FilterField, query: URLSearchParams): unknown {
  if (field.widget === 'dateRange') {
    const start = dayOf(query.get(`${field.key}_start`));
    const end = dayOf(query.get(`${field.key}_end`));
    return start && end ? [start, end] : undefined;
  }
  const text = query.get(field.key)?.trim();
  if (!text) return undefined;
  switch (field.widget) {
    case 'text':
      return text;
    case 'number': {
      const number = Number(text);
      return Number.isFinite(number) ? number : undefined;
    }
    case 'select':
      return selectValue(field, text);
    case 'date':
      return dayOf(text);
    case 'address':
      return undefined;
  }
}

/** The filter form values of a query string ('' or '?a=b'); filters absent from the query are left out. */
export function urlFilterValues(fields: readonly FilterField[], search: string): FilterValues {
  const query = new URLSearchParams(search);
  const values: FilterValues = {};
  for (const field of fields) {
    const value = valueOf(field, query);
    if (value !== undefined) values[field.key] = value;
  }
  return values;
}

/** The part of a query that decides the URL's filters, to tell whether a new URL changes them. */
export function urlFilterSignature(fields: readonly FilterField[], search: string): string {
  const query = new URLSearchParams(search);
  const keys = fields.flatMap((field) => (field.widget === 'dateRange' ? [`${field.key}_start`, `${field.key}_end`] : [field.key]));
  return JSON.stringify(keys.map((key) => query.get(key)?.trim() ?? ''));
}
