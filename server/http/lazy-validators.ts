/**
 * Request validators compiled on first use. Several hundred collections register thousands of routes;
 * compiling every schema at start-up took tens of seconds, while a route's validator costs only
 * milliseconds when its first request comes. Options match Fastify's defaults, except that unknown body
 * fields are kept so `additionalProperties: false` rejects them.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { withSafeIntegers } from './safe-integers.js';

// ajv-formats is CommonJS; under NodeNext its default import is the module object holding the plugin.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv) => Ajv;

type LazyValidator = ((data: unknown, context?: object) => boolean) & { errors?: ValidateFunction['errors']; schemaEnv: object };

export function lazyValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const ajv = new Ajv({ coerceTypes: 'array', useDefaults: true, removeAdditional: false, addUsedSchema: false, allErrors: false });
  addFormats(ajv);
  return ({ schema }) => {
    let compiled: ValidateFunction | undefined;
    const validate = ((data: unknown, context?: object): boolean => {
      compiled ??= ajv.compile(withSafeIntegers(schema as object));
      // The context (parent object and property) lets ajv replace the root value when coercing it.
      const valid = (context ? compiled(data, context as never) : compiled(data)) as boolean;
      validate.errors = compiled.errors;
      return valid;
    }) as LazyValidator;
    // Fastify passes the parent context only to validators that look like ajv's (they have schemaEnv).
    validate.schemaEnv = {};
    return validate;
  };
}
