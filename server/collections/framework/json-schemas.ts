/** Fastify (ajv) schemas of a collection's bodies, list queries and id parameter. */
import type { CollectionSpec, FieldSpec, JsonSchema } from './types.js';

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
export const MAX_PER_PAGE = 500;
export const DEFAULT_PER_PAGE = 20;

function fieldSchema(field: FieldSpec, withDefault: boolean): JsonSchema {
  const schema: JsonSchema = { type: field.type };
  if (field.maxLength !== undefined) schema.maxLength = field.maxLength;
  if (field.minLength !== undefined) schema.minLength = field.minLength;
  if (field.pattern !== undefined) schema.pattern = field.pattern;
  if (field.enum !== undefined) schema.enum = [...field.enum];
  if (field.minimum !== undefined) schema.minimum = field.minimum;
  if (field.maximum !== undefined) schema.maximum = field.maximum;
  if (field.items !== undefined) schema.items = field.items;
  if (withDefault && field.default !== undefined) schema.default = field.default;
  return schema;
}

function bodyProperties(spec: CollectionSpec, withDefaults: boolean): JsonSchema {
  return Object.fromEntries(Object.entries(spec.fields).map(([name, field]) => [name, fieldSchema(field, withDefaults)]));
}

/** Create: required fields required, defaults applied, unknown fields rejected. */
export function createBodySchema(spec: CollectionSpec): JsonSchema {
  return {
    type: 'object',
    additionalProperties: false,
    required: [...spec.required],
    properties: bodyProperties(spec, true),
  };
}

/** Update: any subset of the fields, no defaults (they would overwrite stored values). */
export function updateBodySchema(spec: CollectionSpec): JsonSchema {
  return {
    type: 'object',
    additionalProperties: false,
    minProperties: 1,
    properties: bodyProperties(spec, false),
  };
}

/** Filter parameters of the list routes; unknown query names are ignored (cache busters and the like). */
function filterProperties(spec: CollectionSpec): JsonSchema {
  const properties: JsonSchema = {};
  for (const [name, field] of Object.entries(spec.fields)) {
    if (field.filter === 'range') {
      properties[`${name}_start`] = { type: 'string', pattern: DATE_PATTERN };
      properties[`${name}_end`] = { type: 'string', pattern: DATE_PATTERN };
    } else if (field.filter === 'eq' && field.type !== 'array') {
      properties[name] = field.enum ? { type: field.type, enum: [...field.enum] } : { type: field.type };
    } else if (field.filter === 'like') {
      properties[name] = { type: 'string', maxLength: 100 };
    }
  }
  for (const [name, filter] of Object.entries(spec.extraFilters ?? {})) {
    if (filter.kind === 'range') {
      properties[`${name}_start`] = { type: 'string', pattern: DATE_PATTERN };
      properties[`${name}_end`] = { type: 'string', pattern: DATE_PATTERN };
    } else {
      properties[name] = { type: 'string', maxLength: 2000 };
    }
  }
  return properties;
}

export function mainListQuerySchema(spec: CollectionSpec): JsonSchema {
  return {
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: 1, default: 1 },
      per_page: { type: 'integer', minimum: 1, maximum: MAX_PER_PAGE, default: DEFAULT_PER_PAGE },
      ...filterProperties(spec),
    },
  };
}

export function tableListQuerySchema(spec: CollectionSpec): JsonSchema {
  return {
    type: 'object',
    properties: {
      pageNum: { type: 'integer', minimum: 1, default: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: MAX_PER_PAGE, default: DEFAULT_PER_PAGE },
      ...filterProperties(spec),
    },
  };
}

export function idParamsSchema(spec: CollectionSpec): JsonSchema {
  const idPattern = spec.alternateKey ? `^(\\d{1,11}|${spec.alternateKey.pattern.replace(/^\^|\$$/g, '')})$` : '^\\d{1,11}$';
  return { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: idPattern } } };
}
