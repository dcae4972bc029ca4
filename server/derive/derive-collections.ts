/**
 * Collections derived from the screen descriptors. Every resource a descriptor names (list, show and form
 * APIs, nested tables, option searches, call actions) is gathered with every key shown or edited on it;
 * a resource no route serves becomes a collection of its own, and a declared collection learns the keys
 * descriptors use beyond its declaration (accepted and filterable, not seeded).
 */
import { formatLocalDate } from '../db/clock.js';
import { normalizeResource } from '../records/resource-path.js';
import type { CollectionSpec, FieldSpec } from '../records/types.js';
import type { DocKey, Scalar, ScreenDoc } from '../descriptors/screen-doc.js';
import { entityRefOf } from './entity-refs.js';
import { inferShape, type InferredField } from './field-inference.js';
import { wordsOf } from './key-words.js';
import { seedDerivedRows } from './derived-seed.js';
import { derivedOwnership } from './derived-ownership.js';

/** Everything the descriptors say about one API resource. */
export interface ResourceUse {
  resource: string;
  keys: DocKey[];
  views: Array<Record<string, Scalar>>;
  conventions: Set<'main' | 'table'>;
  rowKeys: Set<string>;
  fieldTables: Array<{ key: string; columns: DocKey[] }>;
  /** Keys each form that creates records (a route without parameters) requires. */
  createForms: string[][];
  files: Set<string>;
}

/** The collection a call action works on: `/x/{id}`, `/x/{id}/confirm` and bulk `/x/confirm` all act on `/x`. */
export function callTarget(api: string, bulk: boolean): string {
  const path = normalizeResource(api);
  const placeholder = path.search(/\/\{[^}]+\}/);
  if (placeholder >= 0) return path.slice(0, placeholder) || '/';
  return bulk ? path.slice(0, path.lastIndexOf('/')) || '/' : path;
}

function requiredKeys(keys: readonly DocKey[]): string[] {
  return keys.filter((k) => k.source === 'form' && (k.rules ?? []).some((rule) => rule.name === 'required')).map((k) => k.key);
}

/** A create must carry what every create form of the resource requires (edit-only forms require nothing of it). */
function createRequired(use: ResourceUse, fields: Readonly<Record<string, unknown>>): string[] {
  const [first, ...others] = use.createForms;
  if (!first) return [];
  return [...new Set(first)].filter((key) => fields[key] !== undefined && others.every((form) => form.includes(key)));
}

export function collectResourceUses(docs: readonly ScreenDoc[]): Map<string, ResourceUse> {
  const uses = new Map<string, ResourceUse>();
  const useOf = (resource: string, file: string): ResourceUse => {
    const key = normalizeResource(resource);
    let use = uses.get(key);
    if (!use) {
      use = { resource: key, keys: [], views: [], conventions: new Set(), rowKeys: new Set(), fieldTables: [], createForms: [], files: new Set() };
      uses.set(key, use);
    }
    use.files.add(file);
    return use;
  };
  for (const doc of docs) {
    if (doc.api && (doc.kind === 'list' || doc.kind === 'show' || doc.kind === 'form')) {
      const use = useOf(doc.api.resource, doc.file);
      use.keys.push(...doc.keys);
      if (doc.kind === 'list') {
        use.conventions.add(doc.api.convention);
        if (Object.keys(doc.api.params).length > 0) use.views.push(doc.api.params);
        if (doc.rowKey && doc.rowKey !== 'id') use.rowKeys.add(doc.rowKey);
      }
      use.fieldTables.push(...doc.fieldTables);
      if (doc.kind === 'form' && [doc.path, ...doc.aliases].some((path) => !path.includes(':'))) use.createForms.push(requiredKeys(doc.keys));
    }
    for (const table of doc.resourceTables) {
      const use = useOf(table.resource, doc.file);
      use.conventions.add(table.convention);
      use.keys.push(...table.columns, { key: table.filterKey, label: table.filterKey, source: 'param' });
    }
    for (const options of doc.remoteOptions) {
      const use = useOf(options.resource, doc.file);
      use.conventions.add(options.convention);
      use.keys.push({ key: options.searchKey, label: options.searchKey, source: 'filter', widget: 'text' });
    }
  }
  // Calls write their fixed body fields into the records of the collection they act on.
  for (const doc of docs) {
    for (const call of doc.calls) {
      const use = uses.get(callTarget(call.api, call.idsKey !== undefined));
      if (!use) continue;
      for (const [key, value] of Object.entries(call.body)) use.keys.push({ key, label: key, source: 'body', value });
    }
  }
  return uses;
}

function tableField(columns: readonly DocKey[]): InferredField {
  const itemFields = inferShape(columns).fields;
  return { spec: { type: 'array', items: { type: 'object' } }, hints: { label: '', itemFields } };
}

/** A stable collection name from the resource path, different from every name in `taken`. */
function collectionName(resource: string, taken: Set<string>): string {
  const base = resource.replace(/\{[^}]*\}/g, 'by').replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '') || 'root';
  let name = base;
  for (let n = 2; taken.has(name); n += 1) name = `${base}_${n}`;
  taken.add(name);
  return name;
}

/** Business numbers (stowage_no, inbound_no...) the server fills in when a create does not send them. */
function generatedNumbers(fields: Readonly<Record<string, FieldSpec>>): CollectionSpec['generateOnCreate'] {
  const numbered = Object.keys(fields).filter((key) => {
    const words = wordsOf(key);
    const last = words[words.length - 1];
    return (last === 'no' || last === 'sn') && fields[key]?.type === 'string' && !entityRefOf(key) && !words.includes('plate') && key !== 'out_order_no';
  });
  if (numbered.length === 0) return undefined;
  return (id, createdAt) =>
    Object.fromEntries(
      numbered.map((key) => {
        const words = wordsOf(key).filter((word) => word !== 'no' && word !== 'sn');
        const prefix = (words.length > 1 ? words.slice(0, 2).map((w) => w[0]).join('') : (words[0] ?? 'no').slice(0, 2)).toUpperCase();
        return [key, `${prefix}${formatLocalDate(createdAt).replace(/-/g, '').slice(2)}${String(9000 + (id % 1000))}`];
      }),
    );
}

const ALTERNATE_KEY_PATTERN = '^(?!\\d{1,11}$)[A-Za-z0-9_\\-]{1,64}$';

/** A collection for a resource no route serves. */
export function deriveCollection(use: ResourceUse, taken: Set<string>): CollectionSpec {
  const shape = inferShape(use.keys);
  const fields: Record<string, InferredField> = { ...shape.fields };
  for (const table of use.fieldTables) if (!table.key.includes('.')) fields[table.key] = tableField(table.columns);
  const specs = Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.spec]));
  const rowKey = [...use.rowKeys].find((key) => specs[key] !== undefined);
  const generateOnCreate = generatedNumbers(specs);
  const required = createRequired(use, specs);
  const plan = { resource: use.resource, fields, required, views: use.views };
  return {
    name: collectionName(use.resource, taken),
    path: use.resource,
    fields: specs,
    required,
    extraFilters: { created_at: { kind: 'range', fields: ['created_at'] }, ...shape.extraFilters },
    derived: true,
    ownership: derivedOwnership(use.resource, specs),
    ...(use.conventions.size === 1 && use.conventions.has('table') ? { listConvention: 'table' as const } : {}),
    ...(rowKey ? { alternateKey: { field: rowKey, pattern: ALTERNATE_KEY_PATTERN } } : {}),
    ...(generateOnCreate ? { generateOnCreate } : {}),
    seed: (context) => seedDerivedRows(plan, context),
  };
}

/** A declared collection plus the keys its descriptors use that it does not declare. */
export function extendDeclared(spec: CollectionSpec, use: ResourceUse | undefined): CollectionSpec {
  if (!use) return spec;
  const unknown = use.keys.filter((k) => spec.fields[k.key] === undefined && !spec.extraFilters?.[k.key]);
  const shape = inferShape(unknown);
  const added: Record<string, FieldSpec> = {};
  for (const [key, field] of Object.entries(shape.fields)) if (!spec.fields[key]) added[key] = field.spec;
  // Declared fields without a filter kind filter the way the descriptors' filter widgets ask.
  const refined: Record<string, FieldSpec> = {};
  for (const key of use.keys.filter((k) => k.source === 'filter')) {
    const field = spec.fields[key.key];
    if (!field || field.filter !== undefined) continue;
    const filter = key.widget === 'dateRange' ? 'range' : key.widget === 'date' ? 'day' : key.widget === 'text' && field.type === 'string' ? 'like' : undefined;
    if (filter) refined[key.key] = { ...field, filter };
  }
  for (const table of use.fieldTables) if (!spec.fields[table.key] && !table.key.includes('.')) added[table.key] = tableField(table.columns).spec;
  // Search boxes of declared collections search the declared text fields too.
  const extraFilters = { ...shape.extraFilters };
  for (const [name, filter] of Object.entries(extraFilters)) {
    if (filter.kind !== 'like') continue;
    const text = Object.entries(spec.fields).filter(([, f]) => f.type === 'string' && !f.enum).map(([k]) => k);
    extraFilters[name] = { kind: 'like', fields: [...new Set([...filter.fields, ...text])] };
  }
  const rowKey = [...use.rowKeys].find((key) => spec.fields[key] !== undefined || added[key] !== undefined);
  const unchanged = Object.keys(added).length + Object.keys(refined).length + Object.keys(extraFilters).length === 0;
  if (unchanged && (!rowKey || spec.alternateKey)) return spec;
  return {
    ...spec,
    fields: { ...spec.fields, ...refined, ...added },
    extraFilters: { ...extraFilters, ...spec.extraFilters },
    ...(rowKey && !spec.alternateKey ? { alternateKey: { field: rowKey, pattern: ALTERNATE_KEY_PATTERN } } : {}),
  };
}
