/** Translates list query parameters into SQL conditions over the records table. */
import { placeNameOfCode } from '../seed/regions.js';
import { effectiveFilter } from './json-schemas.js';
import type { CollectionSpec, ExtraFilter, FieldSpec } from './types.js';

export interface SqlCondition {
  sql: string;
  params: unknown[];
}

/** Every condition holds: joined with AND as they are (a condition with an OR brings its own brackets). */
export function allOf(conditions: readonly SqlCondition[]): SqlCondition {
  return { sql: conditions.map((c) => c.sql).join(' AND '), params: conditions.flatMap((c) => c.params) };
}

/** At least one condition holds: joined with OR in brackets; a single condition stays as it is. */
export function anyOf(conditions: readonly SqlCondition[]): SqlCondition {
  const [only] = conditions;
  if (only && conditions.length === 1) return only;
  return { sql: `(${conditions.map((c) => c.sql).join(' OR ')})`, params: conditions.flatMap((c) => c.params) };
}

const COLUMN_FIELDS: ReadonlySet<string> = new Set(['id', 'created_at', 'updated_at']);
const SAFE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** SQL for a field's value: a real column for id and timestamps, json_extract for the rest. */
export function fieldExpression(field: string): string {
  if (!SAFE_NAME.test(field)) throw new Error(`unsafe field name ${field}`);
  return COLUMN_FIELDS.has(field) ? field : `json_extract(data, '$.${field}')`;
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function likeCondition(fields: readonly string[], value: string): SqlCondition {
  const pattern = `%${escapeLike(value.trim())}%`;
  return {
    sql: `(${fields.map((f) => `${fieldExpression(f)} LIKE ? ESCAPE '\\'`).join(' OR ')})`,
    params: fields.map(() => pattern),
  };
}

/** Dates compare on their first 10 characters, so date-only and date-time values both work. */
function rangeConditions(field: string, start: unknown, end: unknown): SqlCondition[] {
  const day = `substr(${fieldExpression(field)}, 1, 10)`;
  const conditions: SqlCondition[] = [];
  if (typeof start === 'string') conditions.push({ sql: `${day} >= ?`, params: [start] });
  if (typeof end === 'string') conditions.push({ sql: `${day} <= ?`, params: [end] });
  return conditions;
}

function inCondition(field: string, spec: FieldSpec | undefined, declared: ExtraFilter, raw: string): SqlCondition {
  const numeric = field === 'id' || spec?.type === 'integer' || spec?.type === 'number' || declared.valueType === 'integer';
  const values = raw
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '')
    .map((v) => (numeric ? Number(v) : v));
  if (values.length === 0) return { sql: '0', params: [] };
  return { sql: `${fieldExpression(field)} IN (${values.map(() => '?').join(', ')})`, params: values };
}

/** An array field holding any of the comma-joined values (object items match on their `code`). */
function containsCondition(field: string, raw: string): SqlCondition {
  if (!SAFE_NAME.test(field)) throw new Error(`unsafe field name ${field}`);
  const values = raw.split(',').map((v) => v.trim()).filter((v) => v !== '');
  if (values.length === 0) return { sql: '1', params: [] };
  const item = "(CASE WHEN item.type = 'object' THEN json_extract(item.value, '$.code') ELSE item.value END)";
  return {
    sql: `EXISTS (SELECT 1 FROM json_each(records.data, '$.${field}') AS item WHERE ${item} IN (${values.map(() => '?').join(', ')}))`,
    params: values,
  };
}

/** An address level sent as a code (310000) or a name (上海市 / 上海): matches the stored name. */
function placeCondition(fields: readonly string[], value: string): SqlCondition {
  const name = placeNameOfCode(value.trim()) ?? value.trim();
  const short = name.replace(/(省|市|自治区|特别行政区)$/, '');
  return {
    sql: `(${fields.map((f) => `(${fieldExpression(f)} IN (?, ?, ?))`).join(' OR ')})`,
    params: fields.flatMap(() => [value.trim(), name, short]),
  };
}

/** A boolean flag, a missing value counting as false (JSON true and false read as 1 and 0). */
function flagCondition(field: string, value: unknown): SqlCondition {
  const wanted = value === true || value === 'true' || value === 1 || value === '1';
  return { sql: `COALESCE(${fieldExpression(field)}, 0) = ?`, params: [wanted ? 1 : 0] };
}

function fieldCondition(name: string, field: FieldSpec, value: unknown): SqlCondition | undefined {
  switch (effectiveFilter(field)) {
    case 'eq':
      return { sql: `${fieldExpression(name)} = ?`, params: [typeof value === 'boolean' ? Number(value) : value] };
    case 'like':
      return likeCondition([name], String(value));
    case 'day':
      return { sql: `substr(${fieldExpression(name)}, 1, 10) = ?`, params: [String(value)] };
    case 'contains':
      return containsCondition(name, String(value));
    case 'flag':
      return flagCondition(name, value);
    default:
      return undefined;
  }
}

export function buildFilterConditions(spec: CollectionSpec, query: Record<string, unknown>): SqlCondition[] {
  const conditions: SqlCondition[] = [];
  for (const [name, field] of Object.entries(spec.fields)) {
    // An extra filter of the same name (an address level sent as a code) takes the field's place.
    if (spec.extraFilters?.[name] || field.type === 'object') continue;
    if (effectiveFilter(field) === 'range') {
      conditions.push(...rangeConditions(name, query[`${name}_start`], query[`${name}_end`]));
      continue;
    }
    const value = query[name];
    if (value === undefined) continue;
    const condition = fieldCondition(name, field, value);
    if (condition) conditions.push(condition);
  }
  for (const [name, filter] of Object.entries(spec.extraFilters ?? {})) {
    if (filter.kind === 'range') {
      for (const field of filter.fields) conditions.push(...rangeConditions(field, query[`${name}_start`], query[`${name}_end`]));
      continue;
    }
    const value = query[name];
    if (typeof value !== 'string') continue;
    if (filter.kind === 'like') conditions.push(likeCondition(filter.fields, value));
    else if (filter.kind === 'place') conditions.push(placeCondition(filter.fields, value));
    else {
      const field = filter.fields[0] ?? 'id';
      conditions.push(inCondition(field, spec.fields[field], filter, value));
    }
  }
  return conditions;
}
