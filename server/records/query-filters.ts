/** Translates list query parameters into SQL conditions over the records table. */
import { assertSafeFieldName, fieldExpression, NO_ROWS, EVERY_ROW, type SqlCondition } from '../db/record-sql.js';
import { placeNameOfCode } from '../fake-data/regions.js';
import { effectiveFilter } from './json-schemas.js';
import type { CollectionSpec, ExtraFilter, FieldSpec } from './types.js';

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
  if (values.length === 0) return NO_ROWS;
  return { sql: `${fieldExpression(field)} IN (${values.map(() => '?').join(', ')})`, params: values };
}

/** An array field holding any of the comma-joined values (object items match on their `code`). */
function containsCondition(field: string, raw: string): SqlCondition {
  assertSafeFieldName(field);
  const values = raw.split(',').map((v) => v.trim()).filter((v) => v !== '');
  if (values.length === 0) return EVERY_ROW;
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
