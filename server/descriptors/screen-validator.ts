/**
 * The screen schema's validator for the server, compiled once per schema rather than once per start:
 * compiling schemas/screen.schema.json takes about 0.4 s, which every server start (each server test
 * too) paid. The first start writes ajv's standalone code of the validator under node_modules/.cache,
 * named by a hash of the schema and the ajv version; later starts load that file. It is the validator
 * screens:check compiles (same options, src/screen-model/schema-problems.ts), so it reports the same
 * errors.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv';
import standaloneModule from 'ajv/dist/standalone/index.js';
import { newSchemaAjv } from '../../src/screen-model/schema-problems.js';
import { REPO_ROOT, screenSchema } from './screen-schema.js';

// ajv's standalone module is CommonJS; under NodeNext its default import is the module object.
type StandaloneCode = (ajv: ReturnType<typeof newSchemaAjv>, validate: ValidateFunction) => string;
const standaloneCode = ((standaloneModule as unknown as { default?: unknown }).default ?? standaloneModule) as StandaloneCode;

/** Inside node_modules, so the generated code's require() of ajv's runtime and ajv-formats resolves. */
const CACHE_DIR = join(REPO_ROOT, 'node_modules', '.cache', 'screen-validator');
const requireHere = createRequire(import.meta.url);

let validator: ValidateFunction | undefined;

function ajvVersion(): string {
  return (requireHere('ajv/package.json') as { version: string }).version;
}

function compileAndStore(schema: object, file: string): ValidateFunction {
  const ajv = newSchemaAjv({ source: true });
  const validate = ajv.compile(schema);
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    // Written aside and renamed: two servers starting at once never read a half-written file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, standaloneCode(ajv, validate));
    renameSync(partial, file);
  } catch {
    // A read-only install still validates, compiling at each start as before.
  }
  return validate;
}

/** The compiled validator of schemas/screen.schema.json, loaded from the cache when it holds this schema's. */
export function screenValidator(): ValidateFunction {
  if (validator) return validator;
  const schema = screenSchema();
  const hash = createHash('sha256').update(ajvVersion()).update(JSON.stringify(schema)).digest('hex').slice(0, 16);
  const file = join(CACHE_DIR, `screen-${hash}.cjs`);
  if (existsSync(file)) {
    try {
      validator = requireHere(file) as ValidateFunction;
      return validator;
    } catch {
      // A damaged cache file is compiled again and replaced.
    }
  }
  validator = compileAndStore(schema, file);
  return validator;
}
