/**
 * `npm run screens:docs`: writes docs/screens.md, the reference of the descriptor model, from the
 * generated schema (itself from the doc comments of src/screen-model/descriptor/): widgets, formatters,
 * validators, actions, conditions and containers, each with its options and examples.
 * `buildScreenDocs()` gives the same text in memory, so a test can tell whether the file is up to date.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildScreenSchema, buildWorkflowSchema } from './screens-schema';
import { REPO_ROOT } from './screens-lib';
import { isRecord } from '../src/util/is-record';

export const DOCS_FILE = 'docs/screens.md';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const refName = (ref: Json | undefined): string => (typeof ref === 'string' ? ref.replace('#/definitions/', '') : '');
const oneLine = (text: Json | undefined): string => (typeof text === 'string' ? text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|') : '');

/** A short type of a property: `string`, `number`, `"a" \| "b"`, `Column[]`, … */
function typeOf(node: Json | undefined): string {
  if (!isRecord(node)) return '';
  if (node.$ref) return refName(node.$ref);
  if (node.const !== undefined) return JSON.stringify(node.const);
  if (Array.isArray(node.enum)) return node.enum.map((value) => JSON.stringify(value)).join(' \\| ');
  if (Array.isArray(node.anyOf)) return node.anyOf.map(typeOf).join(' \\| ');
  if (node.type === 'array') return `${typeOf(node.items) || 'any'}[]`;
  if (Array.isArray(node.type)) return node.type.join(' \\| ');
  if (node.type === 'object' && node.additionalProperties) return `{ [key]: ${typeOf(node.additionalProperties as Json) || 'any'} }`;
  return typeof node.type === 'string' ? node.type : '';
}

const examplesOf = (node: JsonObject): string[] =>
  (Array.isArray(node.examples) ? node.examples : []).flatMap((example) => {
    const short = JSON.stringify(example);
    return ['```json', short.length <= 110 ? short : JSON.stringify(example, null, 2), '```', ''];
  });

function optionsTable(node: JsonObject): string[] {
  const properties = isRecord(node.properties) ? node.properties : {};
  const required = new Set(Array.isArray(node.required) ? node.required : []);
  const rows = Object.entries(properties)
    .filter(([name]) => name !== '$schema')
    .map(([name, property]) => `| \`${name}\` | ${typeOf(property)} | ${required.has(name) ? 'yes' : ''} | ${oneLine(isRecord(property) ? property.description : '')} |`);
  return rows.length === 0 ? [] : ['| Option | Type | Required | Description |', '| --- | --- | --- | --- |', ...rows, ''];
}

/** One object definition: heading, description, options, examples. */
function objectEntry(definitions: JsonObject, name: string, heading: string): string[] {
  const node = definitions[name];
  if (!isRecord(node)) throw new Error(`no definition ${name} in the schema`);
  return [`### ${heading}`, '', ...(node.description ? [oneLine(node.description), ''] : []), ...optionsTable(node), ...examplesOf(node)];
}

/** The variants of a discriminated union (`allOf` of if/then) or a plain `anyOf` of references. */
function variants(definitions: JsonObject, union: string): string[] {
  const node = definitions[union];
  if (!isRecord(node)) return [];
  const branches = Array.isArray(node.allOf) ? node.allOf.map((b) => (isRecord(b) && isRecord(b.then) ? b.then.$ref : undefined)) : Array.isArray(node.anyOf) ? node.anyOf.map((b) => (isRecord(b) ? b.$ref : undefined)) : [];
  return branches.map(refName).filter(Boolean);
}

/** One entry per documented name of a union of strings (widgets, validators, operators). */
function nameEntries(definitions: JsonObject, union: string): string[] {
  const node = definitions[union];
  if (!isRecord(node) || !Array.isArray(node.anyOf)) return [];
  return node.anyOf.flatMap((branch) => {
    if (!isRecord(branch)) return [];
    if (branch.$ref) return nameEntries(definitions, refName(branch.$ref));
    return [`### \`${String(branch.const)}\``, '', ...(branch.description ? [oneLine(branch.description), ''] : []), ...examplesOf(branch)];
  });
}

/** The discriminator value of a variant (`"money"` of MoneyFormat), for its heading. */
function discriminatorOf(definitions: JsonObject, name: string, key: string): string {
  const node = definitions[name];
  const property = isRecord(node) && isRecord(node.properties) ? node.properties[key] : undefined;
  return isRecord(property) && typeof property.const === 'string' ? property.const : name;
}

/** The workflows (workflows/*.json, schemas/workflow.schema.json) the `transition` actions fire. */
function workflowDocs(): string[] {
  const w = buildWorkflowSchema().definitions as JsonObject;
  return [
    '## Workflows',
    '',
    'Every JSON file under `workflows/` is one process; `transition` and `transitions` actions name it. Its schema',
    'is `schemas/workflow.schema.json`, and `npm run screens:check` checks it as it checks the screens.',
    '',
    ...objectEntry(w, 'WorkflowDescriptor', 'Workflow'),
    ...objectEntry(w, 'WorkflowState', 'State (`states`)'),
    ...objectEntry(w, 'WorkflowTransition', 'Transition (`transitions`)'),
    '### Effects (`transitions[].effects[].effect`)',
    '',
    oneLine(isRecord(w.TransitionEffect) ? w.TransitionEffect.description : ''),
    '',
    ...variants(w, 'TransitionEffect').flatMap((name) => objectEntry(w, name, `\`${discriminatorOf(w, name, 'effect')}\``).map((line) => line.replace(/^### /, '#### '))),
    ...objectEntry(w, 'WorkflowHold', 'Hold (`holds`)'),
    ...objectEntry(w, 'WorkflowMarker', 'Marker (`markers`)'),
  ];
}

export function buildScreenDocs(): string {
  const schema = buildScreenSchema();
  const d = schema.definitions as JsonObject;
  const described = (union: string): string => oneLine(isRecord(d[union]) ? (d[union] as JsonObject).description : '');
  const lines: string[] = [
    '# Screen descriptors: reference',
    '',
    '<!-- Generated from src/screen-model/types.ts by `npm run screens:docs`; do not edit. -->',
    '',
    'Every JSON file under `screens/` is one screen. This page lists what a descriptor can name, by kind: widgets,',
    'formatters, validators, actions, conditions and containers, each with its options and an example. The same',
    'descriptions show in an editor hovering a descriptor (they come from `schemas/screen.schema.json`), and',
    '`npm run screens:check` suggests the nearest valid name when one is misspelt.',
    '',
    '## Widgets',
    '',
    '### Filter widgets (`filters[].widget`)',
    '',
    described('FilterWidget'),
    '',
    ...nameEntries(d, 'FilterWidget').map((line) => line.replace(/^### /, '#### ')),
    '### Form widgets (`sections[].fields[].widget`)',
    '',
    described('FormWidget'),
    '',
    ...nameEntries(d, 'FormWidget').map((line) => line.replace(/^### /, '#### ')),
    ...objectEntry(d, 'FilterField', 'Filter field options'),
    ...objectEntry(d, 'FormField', 'Form field options'),
    ...objectEntry(d, 'PickerOptions', 'Picker options (`picker`)'),
    '## Formatters',
    '',
    `${described('Format')} Used as \`format\` of list columns and detail fields.`,
    '',
    ...variants(d, 'Format').flatMap((name) => objectEntry(d, name, `\`${discriminatorOf(d, name, 'name')}\``)),
    '## Validators',
    '',
    'Named in `rules` of form fields and filters.',
    '',
    ...nameEntries(d, 'ValidatorName'),
    ...objectEntry(d, 'ValidationRule', 'Rule options'),
    '## Actions',
    '',
    '### Toolbar actions (`toolbar`)',
    '',
    ...variants(d, 'ToolbarAction').flatMap((name) => objectEntry(d, name, `\`${discriminatorOf(d, name, 'action')}\``).map((line) => line.replace(/^### /, '#### '))),
    '### Row actions (`rowActions`); `call`, `print` and `transition` also in `bulkActions` and a detail screen\'s `actions`, `transitions` also in `actions`',
    '',
    ...variants(d, 'RowAction').flatMap((name) => objectEntry(d, name, `\`${discriminatorOf(d, name, 'action')}\``).map((line) => line.replace(/^### /, '#### '))),
    '## Conditions',
    '',
    `${described('Condition')} Used as \`visibleWhen\` of actions and links.`,
    '',
    ...variants(d, 'Condition').flatMap((name) => objectEntry(d, name, name)),
    '### Operators',
    '',
    ...nameEntries(d, 'ConditionOperator').map((line) => line.replace(/^### /, '#### ')),
    '## Containers',
    '',
    '### Screens (`kind`)',
    '',
    ...variants(d, 'ScreenDescriptor').flatMap((name) => objectEntry(d, name, `\`${discriminatorOf(d, name, 'kind')}\``).map((line) => line.replace(/^### /, '#### '))),
    ...objectEntry(d, 'FormSection', 'Form section (`sections` of a form)'),
    ...objectEntry(d, 'ShowSection', 'Detail section (`sections` of a show screen)'),
    ...objectEntry(d, 'SectionTimeline', 'Timeline of a detail section (`timeline`)'),
    ...objectEntry(d, 'FieldTable', 'Table of a record field (`nested`)'),
    ...objectEntry(d, 'ResourceTable', 'Table of related rows (`nested`)'),
    ...objectEntry(d, 'StatCard', 'Stat card (`cards` of a dashboard)'),
    ...objectEntry(d, 'Chart', 'Chart (`charts` of a dashboard)'),
    ...workflowDocs(),
  ];
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}

function main(): void {
  const path = join(REPO_ROOT, DOCS_FILE);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, buildScreenDocs());
  console.log(`wrote ${DOCS_FILE}`);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
