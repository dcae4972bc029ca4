/**
 * The problems the generated JSON Schema finds in a descriptor (or a workflow), described as screens:check
 * reports them: one ajv validator per schema, compiled once. Split from check.ts with NodeNext-style
 * imports so the reference server validates the descriptors it reads with this same validator.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { OPERATION_CODE_LIST } from '../config/operation-codes.js';
import { isRecord } from '../util/is-record.js';
import { didYouMean, registryKindAt } from './suggest.js';

// ajv-formats is CommonJS; under NodeNext its default import is the module object holding the plugin.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv) => Ajv;

export interface ScreenProblem {
  file: string;
  /** JSON pointer into the descriptor, '' for the whole file. */
  pointer: string;
  message: string;
}

const MISSING_OPERATION = `must name its operation code: "operation": one of ${OPERATION_CODE_LIST.map((code) => JSON.stringify(code)).join(', ')}`;

const compiled = new WeakMap<object, ValidateFunction>();

/** The ajv every schema validator is compiled with; `source` keeps the code for ajv's standalone output. */
export function newSchemaAjv({ source = false } = {}): Ajv {
  const ajv = new Ajv({ allErrors: true, allowUnionTypes: true, code: { source } });
  addFormats(ajv);
  return ajv;
}

export function compileSchema(schema: object): ValidateFunction {
  const cached = compiled.get(schema);
  if (cached) return cached;
  const validate = newSchemaAjv().compile(schema);
  compiled.set(schema, validate);
  return validate;
}

/** The problems the JSON Schema `schema` finds in `data` (a descriptor or a workflow), described as screens:check does. */
export function schemaProblemsOf(file: string, data: unknown, schema: object): ScreenProblem[] {
  return schemaProblems(file, data, compileSchema(schema));
}

export function schemaProblems(file: string, data: unknown, validate: ValidateFunction): ScreenProblem[] {
  if (validate(data)) return [];
  return mergeNameChoices(validate.errors ?? [])
    // "must match then schema" only wraps the errors of the chosen variant, reported on their own.
    .filter((error) => error.keyword !== 'if')
    .map((error) => ({ file, ...describeError(error, data) }));
}

/**
 * A union of names with documented members (e.g. FormWidget) is an `anyOf` of consts and enums: ajv
 * reports each branch apart plus "must match a schema in anyOf". Where every error at a path is such a
 * branch, they become one `enum` error listing all the names, so the message can suggest the nearest.
 */
function mergeNameChoices(errors: readonly ErrorObject[]): ErrorObject[] {
  const anyOfPaths = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
  const mergeable = (path: string): boolean =>
    anyOfPaths.has(path) && errors.every((e) => e.instancePath !== path || ['anyOf', 'const', 'enum'].includes(e.keyword));
  const merged: ErrorObject[] = [];
  const done = new Set<string>();
  for (const error of errors) {
    if (!mergeable(error.instancePath)) {
      merged.push(error);
      continue;
    }
    if (done.has(error.instancePath)) continue;
    done.add(error.instancePath);
    const allowedValues = errors
      .filter((e) => e.instancePath === error.instancePath)
      .flatMap((e) => {
        const params = e.params as Record<string, unknown>;
        return e.keyword === 'const' ? [params.allowedValue] : e.keyword === 'enum' ? (params.allowedValues as unknown[]) : [];
      });
    merged.push({ ...error, keyword: 'enum', params: { allowedValues } });
  }
  return merged;
}

/** The value at a JSON pointer of `data` (ajv's instancePath). */
function valueAt(data: unknown, pointer: string): unknown {
  let node = data;
  for (const part of pointer.split('/').slice(1)) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node)) node = node[Number(key)];
    else if (isRecord(node)) node = node[key];
    else return undefined;
  }
  return node;
}

/**
 * A registry name (widget, formatter, validator, action, …) that is not one: name the nearest valid one
 * when it is close, else list them all.
 */
function enumMessage(error: ErrorObject, data: unknown, allowed: readonly unknown[]): string {
  const listed = `must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}`;
  const value = valueAt(data, error.instancePath);
  const names = allowed.filter((v): v is string => typeof v === 'string');
  const hint = typeof value === 'string' ? didYouMean(value, names) : '';
  if (!hint) return listed;
  return `unknown ${registryKindAt(error.instancePath) ?? 'value'} ${JSON.stringify(value)}${hint}`;
}

function describeError(error: ErrorObject, data: unknown): { pointer: string; message: string } {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties':
      return { pointer: `${error.instancePath}/${escapePointer(String(params.additionalProperty))}`, message: 'is not an allowed property' };
    case 'enum':
      return { pointer: error.instancePath, message: enumMessage(error, data, params.allowedValues as unknown[]) };
    case 'const':
      return { pointer: error.instancePath, message: `must be ${JSON.stringify(params.allowedValue)}` };
    case 'required':
      // An action without its code: say what to write rather than only what is missing.
      if (params.missingProperty === 'operation') return { pointer: error.instancePath, message: MISSING_OPERATION };
      return { pointer: error.instancePath, message: error.message ?? error.keyword };
    default:
      return { pointer: error.instancePath, message: error.message ?? error.keyword };
  }
}

/** A key as one step of a JSON pointer. */
export function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}
