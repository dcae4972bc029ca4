/** Fastify (ajv) schemas of a collection's bodies, list queries and id parameter. */
import type { CollectionSpec, FieldSpec, FilterKind, JsonSchema } from './types.js';
import { VERSION_FIELD, VERSION_SCHEMA } from './version-field.js';

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
export const MAX_PER_PAGE = 500;
/** Highest page number a list accepts (beyond it the offset is no longer a usable integer). */
export const MAX_PAGE = 100_000;
export const DEFAULT_PER_PAGE = 20;

function fieldSchema(field: FieldSpec, withDefault: boolean): JsonSchema {
  const schema: JsonSchema = { type: field.type };
  if (field.label !== undefined) schema.title = field.label;
  if (field.maxLength !== undefined) schema.maxLength = field.maxLength;
  if (field.minLength !== undefined) schema.minLength = field.minLength;
  if (field.pattern !== undefined) schema.pattern = field.pattern;
  if (field.enum !== undefined) schema.enum = [...field.enum];
  if (field.minimum !== undefined) schema.minimum = field.minimum;
  if (field.maximum !== undefined) schema.maximum = field.maximum;
  if (field.items !== undefined) schema.items = field.items;
  if (field.maxItems !== undefined) schema.maxItems = field.maxItems;
  if (field.properties !== undefined) schema.properties = field.properties;
  if (withDefault && field.default !== undefined) schema.default = field.default;
  return schema;
}

function bodyProperties(spec: CollectionSpec, withDefaults: boolean): JsonSchema {
  return Object.fromEntries(Object.entries(spec.fields).map(([name, field]) => [name, fieldSchema(field, withDefaults)]));
}

/**
 * The body schemas of some of a collection's fields (no defaults), for routes that write the collection's
 * rows with a body of their own: the values they store pass the same checks as the generic routes'.
 */
export function fieldSchemas(spec: CollectionSpec, names: readonly string[]): JsonSchema {
  return Object.fromEntries(names.flatMap((name) => {
    const field = spec.fields[name];
    return field ? [[name, fieldSchema(field, false)]] : [];
  }));
}

/** The values a create fills in for the fields it leaves out (each field's `default`). */
export function fieldDefaults(spec: CollectionSpec): Record<string, unknown> {
  return Object.fromEntries(Object.entries(spec.fields).flatMap(([name, field]) => (field.default === undefined ? [] : [[name, field.default]])));
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
    properties: { ...bodyProperties(spec, false), [VERSION_FIELD]: VERSION_SCHEMA },
  };
}

/** The filter kind a field answers to under its own name (declared, else exact match / array membership). */
export function effectiveFilter(field: FieldSpec): FilterKind {
  return field.filter ?? (field.type === 'array' ? 'contains' : 'eq');
}

const rangeProperties = (name: string): JsonSchema => ({
  [`${name}_start`]: { type: 'string', pattern: DATE_PATTERN },
  [`${name}_end`]: { type: 'string', pattern: DATE_PATTERN },
});

/** Filter parameters of the list routes, one or two per field plus the extra filters. */
export function filterProperties(spec: CollectionSpec): JsonSchema {
  let properties: JsonSchema = {};
  for (const [name, field] of Object.entries(spec.fields)) {
    if (field.type === 'object') continue;
    const kind = effectiveFilter(field);
    if (kind === 'range') properties = { ...properties, ...rangeProperties(name) };
    else if (kind === 'day') properties[name] = { type: 'string', pattern: DATE_PATTERN };
    else if (kind === 'like' || kind === 'contains') properties[name] = { type: 'string', maxLength: 2000 };
    else if (kind === 'flag') properties[name] = { type: 'boolean' };
    else properties[name] = field.enum ? { type: field.type, enum: [...field.enum] } : { type: field.type };
  }
  for (const [name, filter] of Object.entries(spec.extraFilters ?? {})) {
    if (filter.kind === 'range') properties = { ...properties, ...rangeProperties(name) };
    else properties[name] = { type: 'string', maxLength: 2000 };
  }
  return properties;
}

/**
 * Unknown query names are refused (a misspelt filter would otherwise silently show every row); names
 * starting with an underscore (cache busters such as `_t`) are let through and ignored.
 */
function listQuerySchema(paging: JsonSchema, spec: CollectionSpec): JsonSchema {
  return {
    type: 'object',
    additionalProperties: false,
    patternProperties: { '^_': {} },
    properties: { ...paging, ...filterProperties(spec) },
  };
}

export function mainListQuerySchema(spec: CollectionSpec): JsonSchema {
  return listQuerySchema(
    {
      page: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 },
      per_page: { type: 'integer', minimum: 1, maximum: MAX_PER_PAGE, default: DEFAULT_PER_PAGE },
    },
    spec,
  );
}

export function tableListQuerySchema(spec: CollectionSpec): JsonSchema {
  return listQuerySchema(
    {
      pageNum: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: MAX_PER_PAGE, default: DEFAULT_PER_PAGE },
    },
    spec,
  );
}

/** Parameters of the record routes: the record key `param` (id or alternate key) and any placeholders of the path. */
export function idParamsSchema(spec: CollectionSpec, param = 'id'): JsonSchema {
  const idPattern = spec.alternateKey ? `^(\\d{1,11}|${spec.alternateKey.pattern.replace(/^\^|\$$/g, '')})$` : '^\\d{1,11}$';
  return { type: 'object', required: [param], properties: { [param]: { type: 'string', pattern: idPattern } } };
}
