/**
 * `npm run screens:schema`: generates schemas/screen.schema.json from the `ScreenDescriptor` type
 * of src/screen-model/types.ts, and schemas/workflow.schema.json from the `WorkflowDescriptor` type of
 * src/workflow/types.ts. `buildScreenSchemaText()` and `buildWorkflowSchemaText()` give the same texts in
 * memory, so a test can tell whether the committed files are up to date.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGenerator, type Config } from 'ts-json-schema-generator';
import { descriptorSources, documentedNames, NAME_UNIONS } from './screens-names';
import { REPO_ROOT, SCHEMA_FILE, WORKFLOW_SCHEMA_FILE } from './screens-lib';
import { isRecord } from '../src/util/is-record';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const GENERATOR_CONFIG: Config = {
  path: join(REPO_ROOT, 'src/screen-model/types.ts'),
  type: 'ScreenDescriptor',
  tsconfig: join(REPO_ROOT, 'tsconfig.json'),
  functions: 'fail',
  discriminatorType: 'json-schema',
  additionalProperties: false,
  sortProps: true,
  jsDoc: 'extended',
  topRef: true,
};

const WORKFLOW_GENERATOR_CONFIG: Config = {
  ...GENERATOR_CONFIG,
  path: join(REPO_ROOT, 'src/workflow/types.ts'),
  type: 'WorkflowDescriptor',
};

const commentOf = (source: string): string => `Generated from ${source} by \`npm run screens:schema\`; do not edit.`;

/** A schema object generated with `config`, post-processed and with its keys sorted. */
function buildSchema(config: Config, source: string): JsonObject {
  const schema = createGenerator(config).createSchema(config.type) as JsonObject;
  requireDiscriminatorInConditions(schema);
  undocumentConditions(schema);
  describeNames(schema);
  return sortKeys({ ...schema, $comment: commentOf(source) }) as JsonObject;
}

/** The screen descriptor's schema object. */
export function buildScreenSchema(): JsonObject {
  return buildSchema(GENERATOR_CONFIG, 'src/screen-model/types.ts');
}

/** The workflow descriptor's schema object (its form fields, conditions and names as the screens'). */
export function buildWorkflowSchema(): JsonObject {
  return buildSchema(WORKFLOW_GENERATOR_CONFIG, 'src/workflow/types.ts');
}

/** The exact text of schemas/screen.schema.json. */
export function buildScreenSchemaText(): string {
  return `${JSON.stringify(buildScreenSchema(), null, 2)}\n`;
}

/** The exact text of schemas/workflow.schema.json. */
export function buildWorkflowSchemaText(): string {
  return `${JSON.stringify(buildWorkflowSchema(), null, 2)}\n`;
}

/**
 * For `@discriminator` unions the generator emits `allOf: [{ if: { properties: { kind: { const } } },
 * then: { $ref } }, ...]` next to an enum and `required` for the discriminator. That already rejects
 * a wrong or missing `kind` and checks the chosen variant strictly. But an `if` without `required`
 * also holds when the discriminator is absent, so such an object got the errors of every variant.
 * Adding the discriminator to each `if`'s `required` leaves only "must have required property".
 */
function requireDiscriminatorInConditions(node: Json): void {
  if (Array.isArray(node)) {
    node.forEach(requireDiscriminatorInConditions);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  for (const branch of Array.isArray(node.allOf) ? node.allOf : []) {
    const condition = isRecord(branch) ? branch.if : undefined;
    if (!isRecord(condition) || !isRecord(condition.properties)) continue;
    const keys = Object.keys(condition.properties);
    if (keys.length === 1 && condition.required === undefined) condition.required = keys;
  }
  Object.values(node).forEach(requireDiscriminatorInConditions);
}

/** Keywords that only document a schema; they never change what it accepts. */
const ANNOTATIONS = ['title', 'description', 'markdownDescription', 'examples'] as const;

/**
 * The generator copies the discriminator's documentation (e.g. the doc of ListScreen's `kind`) into each
 * `if` of a discriminated union. An editor's hover (VS Code's JSON language service) collects the
 * property schemas of every `if` it tests, whether it holds or not, before those of the `then` taken, and
 * shows the first description: hovering `kind` of a form showed the list's. So the conditions carry no
 * documentation; the hover then finds it in the `then` of the variant chosen, where it belongs.
 */
function undocumentConditions(node: Json): void {
  if (Array.isArray(node)) {
    node.forEach(undocumentConditions);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const condition = node.if;
  if (isRecord(condition) && isRecord(condition.properties)) {
    for (const property of Object.values(condition.properties)) {
      if (isRecord(property)) for (const keyword of ANNOTATIONS) delete property[keyword];
    }
  }
  Object.values(node).forEach(undocumentConditions);
}

/**
 * The generator drops the doc comments of a union's string members (FormWidget, ValidatorName, …): each
 * documented name becomes `{ const, description, examples }`, so editors show it on hover and completion.
 */
function describeNames(schema: JsonObject): void {
  const definitions = schema.definitions as JsonObject;
  // The name unions live in the screen model's descriptor files, whichever type the schema is generated from.
  const names = documentedNames(descriptorSources(), NAME_UNIONS);
  for (const [union, members] of Object.entries(names)) {
    const definition = definitions[union];
    if (!isRecord(definition)) continue;
    const documented = (name: Json): Json => {
      const doc = typeof name === 'string' ? members[name] : undefined;
      return doc ? { const: name, type: 'string', description: doc.description, examples: doc.examples as Json[] } : { const: name, type: 'string' };
    };
    if (Array.isArray(definition.enum)) {
      definition.anyOf = definition.enum.map(documented);
      delete definition.enum;
      delete definition.type;
    } else if (Array.isArray(definition.anyOf)) {
      definition.anyOf = definition.anyOf.map((branch) => (isRecord(branch) && typeof branch.const === 'string' ? documented(branch.const) : branch));
    }
  }
}

/** Object keys sorted at every level, so the file does not change with the generator's walk order. */
function sortKeys(node: Json): Json {
  if (Array.isArray(node)) return node.map(sortKeys);
  if (!isRecord(node)) return node;
  return Object.fromEntries(Object.keys(node).sort().map((key) => [key, sortKeys(node[key] as Json)]));
}

function main(): void {
  writeFileSync(join(REPO_ROOT, SCHEMA_FILE), buildScreenSchemaText());
  console.log(`wrote ${SCHEMA_FILE}`);
  writeFileSync(join(REPO_ROOT, WORKFLOW_SCHEMA_FILE), buildWorkflowSchemaText());
  console.log(`wrote ${WORKFLOW_SCHEMA_FILE}`);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
