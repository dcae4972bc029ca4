/**
 * Integers in request schemas are bounded to JavaScript's safe range unless the schema says otherwise:
 * 'page=1e300' or an id of 400 digits is an integer to ajv, but reaches SQLite as a float it cannot use
 * as an offset or key. Applied to every schema when its validator is compiled.
 */
import { isRecord } from '../../src/util/is-record.js';

type Schema = Record<string, unknown>;

const isIntegerSchema = (schema: Schema): boolean =>
  schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer'));

/** A copy of `schema` where every integer without bounds gets ±Number.MAX_SAFE_INTEGER. */
export function withSafeIntegers<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((item: unknown) => withSafeIntegers(item)) as T;
  if (!isRecord(schema)) return schema;
  const copy: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    // 'enum', 'const', 'default' and 'examples' hold values, not schemas.
    copy[key] = key === 'enum' || key === 'const' || key === 'default' || key === 'examples' ? value : withSafeIntegers(value);
  }
  if (isIntegerSchema(copy)) {
    if (copy.maximum === undefined && copy.exclusiveMaximum === undefined) copy.maximum = Number.MAX_SAFE_INTEGER;
    if (copy.minimum === undefined && copy.exclusiveMinimum === undefined) copy.minimum = -Number.MAX_SAFE_INTEGER;
  }
  return copy as T;
}
