/** Checks a ticket payload against its schema's json_schema, answering with the error_schema's messages. */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { isWrapperError, schemaErrorMessage } from '../../src/tickets/schema-messages.js';
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

/** The dotted path of the field an error is about (array indexes dropped), the missing property included. */
function fieldPathOf(error: ErrorObject): string {
  const parts = error.instancePath.split('/').filter((part) => part !== '' && !/^\d+$/.test(part));
  const missing = (error.params as { missingProperty?: unknown }).missingProperty;
  if (typeof missing === 'string') parts.push(missing);
  return parts.join('.');
}

/**
 * The first message of what is wrong with the payload, or undefined when it is valid: the wording the
 * ticket form shows (src/tickets/schema-messages.ts), error_schema's or the field's title with a Chinese
 * message; errors that only sum up others (if/then) are skipped.
 */
export function payloadError(schema: TicketSchema, payload: unknown): string | undefined {
  const validate = validatorOf(schema);
  if (validate(payload)) return undefined;
  const errors = (validate.errors ?? []).filter((error) => !isWrapperError(error.keyword));
  const first = errors[0] ?? validate.errors?.[0];
  if (!first) return schemaErrorMessage(schema.json_schema, schema.error_schema, { keyword: '', path: '' });
  return schemaErrorMessage(schema.json_schema, schema.error_schema, { keyword: first.keyword, path: fieldPathOf(first), params: first.params });
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
