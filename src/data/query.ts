import type { CrudFilter } from '@refinedev/core';

/**
 * Refine filters → query parameters of the reference API:
 * eq/contains send the field itself, between sends `<field>_start` and `<field>_end`.
 * Conditional (and/or) filters are not used by the screens and are ignored.
 */
export function filtersToParams(filters: readonly CrudFilter[] | undefined): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const filter of filters ?? []) {
    if (!('field' in filter)) continue;
    const { field, operator, value } = filter;
    if (operator === 'between' && Array.isArray(value)) {
      params[`${field}_start`] = value[0];
      params[`${field}_end`] = value[1];
    } else {
      params[field] = value;
    }
  }
  return params;
}

/** Joins a resource path and an id without doubling slashes. */
export function recordUrl(resource: string, id: string | number): string {
  return `${resource.replace(/\/+$/, '')}/${encodeURIComponent(String(id))}`;
}
