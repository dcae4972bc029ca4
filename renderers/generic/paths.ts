import type { ApiRef } from '../../src/screen-model/types';

export type Row = Record<string, unknown>;

/** Value at a dot path ("consignor.name") of a record. */
export function getPath(record: unknown, path: string): unknown {
  let current: unknown = record;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Row)[part];
  }
  return current;
}

/**
 * Fills the `:name` segments (also `:name?` and `=:name` in a query) of a route template from `values`;
 * `overrides` win (e.g. `id` taken from the row key). A missing optional segment is dropped.
 */
export function fillRoute(template: string, values: unknown, overrides: Row = {}): string {
  const filled = template.replace(
    /([/=]):(\w+)(\?(?=\/|$))?/g,
    (whole, lead: string, name: string, optional?: string) => {
      const value = name in overrides ? overrides[name] : getPath(values, name);
      if (value === undefined || value === null || value === '') return optional && lead === '/' ? '' : whole;
      return `${lead}${encodeURIComponent(String(value))}`;
    },
  );
  return filled === '' ? '/' : filled;
}

/** Refine data provider name for an API's response convention. */
export function dataProviderName(api: ApiRef): 'default' | 'table' {
  return api.convention === 'table' ? 'table' : 'default';
}

/** A row's key value (rowKey defaults to "id"). */
export function rowId(row: Row, rowKey = 'id'): string | number | undefined {
  const value = getPath(row, rowKey);
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

/**
 * Fills the `{name}` placeholders of a template with `valueOf(name)`, each passed through `encode`;
 * undefined when one has no value.
 */
function fillPlaceholders(template: string, valueOf: (name: string) => unknown, encode: (text: string) => string): string | undefined {
  let missing = false;
  const filled = template.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = valueOf(name);
    if (value === undefined || value === null || value === '') {
      missing = true;
      return '';
    }
    return encode(String(value));
  });
  return missing ? undefined : filled;
}

/**
 * Fills the `{name}` placeholders of an API path from `values` (`overrides` win), each value passed
 * through `encode` (default encodeURIComponent; raw for query values the HTTP client encodes); undefined
 * when one has no value, so a button can stay disabled instead of calling a wrong URL.
 */
export function fillApi(template: string, values: unknown, overrides: Row = {}, encode: (text: string) => string = encodeURIComponent): string | undefined {
  const valueOf = (name: string): unknown => (name in overrides && overrides[name] !== undefined ? overrides[name] : getPath(values, name));
  return fillPlaceholders(template, valueOf, encode);
}

/**
 * A descriptor's fixed API parameters with their `{name}` placeholders filled from the route's
 * parameters (raw values: the HTTP client encodes the query); a parameter whose placeholder has no
 * value is left out.
 */
export function fillApiParams(params: ApiRef['params'], routeParams: Row): Record<string, string | number | boolean> {
  const filled: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    const text = typeof value === 'string' ? fillPlaceholders(value, (key) => routeParams[key], (raw) => raw) : value;
    if (text !== undefined) filled[name] = text;
  }
  return filled;
}

/**
 * Refine `meta` of a one-record read: the descriptor's fixed parameters (placeholders filled from the
 * route) and its own record call (`api.get`); undefined when it has neither.
 */
export function recordMeta(api: ApiRef, routeParams: Row): { params?: Record<string, string | number | boolean>; getPath?: string } | undefined {
  const meta = {
    ...(api.params ? { params: fillApiParams(api.params, routeParams) } : {}),
    ...(api.get ? { getPath: api.get } : {}),
  };
  return Object.keys(meta).length > 0 ? meta : undefined;
}
