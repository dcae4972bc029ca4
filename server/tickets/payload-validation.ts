/** Checks a ticket payload against its schema's json_schema, answering with the error_schema's messages. */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { TicketSchema } from './ticket-types.js';

// ajv-formats is CommonJS; under NodeNext its default import is the module object holding the plugin.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv) => Ajv;

// Strict mode off: ui-only keywords are never in json_schema, but `title` inside if/then is fine either way.
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validators = new WeakMap<TicketSchema, ValidateFunction>();

function validatorOf(schema: TicketSchema): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema.json_schema);
    validators.set(schema, validate);
  }
  return validate;
}

/** The payload field an error is about: the missing property, else the first segment of its path. */
function fieldOf(error: ErrorObject): string {
  if (error.keyword === 'required') return String((error.params as { missingProperty?: unknown }).missingProperty ?? '');
  return error.instancePath.split('/')[1] ?? '';
}

function titleOf(schema: TicketSchema, field: string): string {
  const properties = (schema.json_schema.properties ?? {}) as Record<string, { title?: unknown }>;
  const title = properties[field]?.title;
  return typeof title === 'string' ? title : field;
}

/** Keywords that only wrap the real error (if/then, allOf) are skipped. */
const WRAPPERS = new Set(['if', 'allOf', 'anyOf']);

/** The first readable message of what is wrong with the payload, or undefined when it is valid. */
export function payloadError(schema: TicketSchema, payload: unknown): string | undefined {
  const validate = validatorOf(schema);
  if (validate(payload)) return undefined;
  const errors = (validate.errors ?? []).filter((error) => !WRAPPERS.has(error.keyword));
  const first = errors[0];
  if (!first) return '工单内容不符合要求';
  const field = fieldOf(first);
  if (field === '') return '工单内容格式不正确';
  return schema.error_schema[field]?.[first.keyword] ?? `${titleOf(schema, field)}${first.message ?? '格式不正确'}`;
}

/** Whether a json_schema compiles (the schema tests use it). */
export function compilesAsJsonSchema(jsonSchema: Record<string, unknown>): boolean {
  try {
    ajv.compile(jsonSchema);
    return true;
  } catch {
    return false;
  }
}
