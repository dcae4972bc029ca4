/**
 * Asks a running (in-memory) server every API question the descriptors ask: lists with their params and
 * each filter, exports, records of detail screens, form fields, call actions, nested tables, option
 * searches, dashboard cards and charts. Each answer the screens could not use is a problem.
 *
 * A list with `api.list` is asked at that path, and each of its filters must find as many rows there as
 * on the collection (`api.resource`); a form with `api.create` creates a record there from its fields,
 * which must all be stored.
 */
import { formatLocalDate } from '../db/clock.js';
import type { RecordStore } from '../records/record-store.js';
import { routePathOf } from '../records/register-collection.js';
import { PUBLIC_VIEWS, publicReadPolicy } from '../records/public-data.js';
import { normalizeResource } from '../records/resource-path.js';
import { isRoutePlaceholder, type DocKey, type Scalar, type ScreenDoc } from '../descriptors/screen-doc.js';
import { isPublicScreen } from '../menu/public-screens.js';
import { probeCreate, probeForm, probeFormSave } from './form-probes.js';
import { ask, declaredFields, describe, fillPlaceholders, fixedParams, getPath, queryString, storeOf, type Answer, type ProbeContext } from './probe-context.js';
import { unknownFieldWarnings } from './unknown-fields.js';

export type { CoverageIssue, ProbeContext } from './probe-context.js';

/** The keys each resource's form screens write (their form fields, address outputs included). */
export function formWrittenKeys(docs: readonly ScreenDoc[]): Map<string, Set<string>> {
  const written = new Map<string, Set<string>>();
  for (const doc of docs) {
    if (doc.kind !== 'form' || !doc.api) continue;
    const resource = normalizeResource(doc.api.resource);
    const keys = written.get(resource) ?? new Set<string>();
    for (const key of doc.keys) if (key.source === 'form') keys.add(key.key);
    written.set(resource, keys);
  }
  return written;
}

/** Sample query values of one filter (each option of a select is tried). */
function filterSamples(filter: DocKey): Array<Record<string, Scalar>> {
  const today = formatLocalDate(new Date());
  switch (filter.widget) {
    case 'dateRange':
      return [{ [`${filter.key}_start`]: today, [`${filter.key}_end`]: today }];
    case 'date':
      return [{ [filter.key]: today }];
    case 'number':
      return [{ [filter.key]: 1 }];
    case 'address':
      return [{ [`${filter.key}_province`]: '310000', [`${filter.key}_city`]: '310100' }];
    case 'select':
      return filter.options ? filter.options.map((option) => ({ [filter.key]: option.value })) : [{ [filter.key]: '测试' }];
    default:
      return [{ [filter.key]: '测试' }];
  }
}

/** A public lookup list's lookup: its first lookup field with the newest row's value; {} for other lists. */
function lookupSample(store: RecordStore | undefined, resource: string): Record<string, Scalar> {
  const policy = store?.spec.publicRead ?? (PUBLIC_VIEWS[normalizeResource(resource)] ? publicReadPolicy(resource) : undefined);
  const field = policy?.lookupBy?.[0];
  if (!store || !field) return {};
  const value = store.list([], undefined, 1, 0).rows[0]?.[field];
  return typeof value === 'string' || typeof value === 'number' ? { [field]: value } : {};
}

/** The key a public record needs in its query (e.g. record 1's attachment_no); {} when none. */
function recordKeySample(store: RecordStore | undefined): Record<string, Scalar> {
  const key = store?.spec.publicRead?.record;
  if (!store || !key) return {};
  const value = store.find(1, undefined)?.[key.field];
  return typeof value === 'string' || typeof value === 'number' ? { [key.param]: value } : {};
}

/** The row count of a list answer in the API's convention. */
const totalOf = (answer: Answer, convention: 'main' | 'table'): unknown => (convention === 'table' ? answer.body.totalItem : getPath(answer.body, 'data.total'));

async function probeList(ctx: ProbeContext, doc: ScreenDoc, issue: (message: string, api?: string) => void): Promise<void> {
  const api = doc.api;
  if (!api) return;
  const listApi = api.list ?? api.resource;
  const collection = `/api${fillPlaceholders(normalizeResource(api.resource))}`;
  const base = `/api${fillPlaceholders(normalizeResource(listApi))}`;
  const lookup = lookupSample(storeOf(ctx, api.resource), api.resource);
  const paging: Record<string, Scalar> = { ...(api.convention === 'table' ? { pageNum: 1, pageSize: 5 } : { page: 1, per_page: 5 }), ...lookup };
  // A lookup finds the one order asked for; a browse list needs a few rows to show.
  const fewestRows = Object.keys(lookup).length > 0 ? 1 : 2;
  const answer = await ask(ctx, 'GET', base + queryString({ ...paging, ...fixedParams(api.params) }));
  if (answer.status !== 200) return issue(`list: ${describe(answer)}`, listApi);
  const total = totalOf(answer, api.convention);
  if (api.convention === 'table' && answer.body.success !== true) return issue('list: the answer is not in the table convention (success/data/totalItem)', listApi);
  if (api.convention === 'main' && answer.body.code !== '0') return issue('list: the answer is not in the main convention (code/data.list)', listApi);
  if (typeof total !== 'number' || total < fewestRows) issue(`list: ${String(total ?? 0)} row(s) for params ${JSON.stringify(api.params)}; the screen needs rows to show`, listApi);
  const listed = api.convention === 'table' ? answer.body.data : getPath(answer.body, 'data.list');
  if (Array.isArray(listed)) {
    const columns = doc.keys.filter((key) => key.source === 'column');
    ctx.fieldWarnings?.push(...unknownFieldWarnings({ file: doc.file, route: doc.path, api: listApi, what: 'column', keys: columns, rows: listed, declared: declaredFields(ctx, api.resource) }));
  }
  if (api.list) {
    const rows = listed;
    if (!Array.isArray(rows) || rows.some((row) => typeof row !== 'object' || row === null || (row as Record<string, unknown>).id === undefined)) {
      issue('list: rows without `id`; the screen opens, edits and deletes rows at the resource by id', listApi);
    }
  }
  /** A list call other than the collection's must find what the collection's own list finds. */
  const sameAsCollection = async (query: Record<string, Scalar>, what: string, listed: Answer): Promise<void> => {
    if (!api.list) return;
    const own = await ask(ctx, 'GET', collection + queryString(query));
    const [mine, theirs] = [totalOf(listed, api.convention), totalOf(own, api.convention)];
    if (own.status === 200 && mine !== theirs) issue(`${what}: ${String(mine)} row(s) here, ${String(theirs)} in ${api.resource}; the list call must filter as the collection does`, listApi);
  };
  await sameAsCollection({ ...paging, ...fixedParams(api.params) }, 'list', answer);
  for (const filter of doc.keys.filter((key) => key.source === 'filter')) {
    for (const sample of filterSamples(filter)) {
      const query = { ...paging, ...fixedParams(api.params), ...sample };
      const filtered = await ask(ctx, 'GET', base + queryString(query));
      const what = `filter ${filter.key}=${JSON.stringify(Object.values(sample)[0])}`;
      if (filtered.status !== 200) issue(`${what}: ${describe(filtered)}`, listApi);
      else await sameAsCollection(query, what, filtered);
    }
  }
  for (const exportApi of doc.exports) {
    const exported = await ask(ctx, 'GET', `/api${fillPlaceholders(exportApi)}${queryString(fixedParams(api.params))}`);
    if (exported.status !== 200) issue(`export: ${describe(exported)}`, exportApi);
  }
}

async function probeDashboard(ctx: ProbeContext, doc: ScreenDoc, issue: (message: string, api?: string) => void): Promise<void> {
  for (const card of doc.cards) {
    const answer = await ask(ctx, 'GET', `/api${fillPlaceholders(card.api)}`);
    const value = getPath(answer.body.data, card.valueKey);
    if (answer.status !== 200) issue(`card ${card.title}: ${describe(answer)}`, card.api);
    else if (typeof value !== 'number' && typeof value !== 'string') issue(`card ${card.title}: no value at data.${card.valueKey}`, card.api);
  }
  for (const chart of doc.charts) {
    const answer = await ask(ctx, 'GET', `/api${fillPlaceholders(chart.api)}`);
    const rows = chart.dataKey ? getPath(answer.body.data, chart.dataKey) : answer.body.data;
    if (answer.status !== 200) issue(`chart ${chart.title}: ${describe(answer)}`, chart.api);
    else if (!Array.isArray(rows)) issue(`chart ${chart.title}: no rows at data${chart.dataKey ? `.${chart.dataKey}` : ''}`, chart.api);
  }
}

async function probeRelated(ctx: ProbeContext, doc: ScreenDoc, issue: (message: string, api?: string) => void): Promise<void> {
  for (const call of doc.calls) {
    if (!ctx.app.hasRoute({ method: call.method, url: routePathOf(call.api) })) issue(`call: no ${call.method} route`, call.api);
    if (!call.dialogLoad) continue;
    // The dialog's load for record 1 (its `{name}` parameters filled as the row would fill them).
    const params = Object.fromEntries(Object.entries(call.dialogLoad.params).map(([key, value]) => [key, isRoutePlaceholder(value) ? fillPlaceholders(String(value)) : value]));
    const loaded = await ask(ctx, 'GET', `/api${fillPlaceholders(call.dialogLoad.api)}${queryString(params)}`);
    if (loaded.status !== 200 || loaded.body.code !== '0') issue(`call dialog load: ${describe(loaded)}`, call.dialogLoad.api);
  }
  for (const table of doc.resourceTables) {
    const answer = await ask(ctx, 'GET', `/api${fillPlaceholders(normalizeResource(table.resource))}${queryString({ [table.filterKey]: '1' })}`);
    if (answer.status !== 200) issue(`nested table: ${describe(answer)}`, table.resource);
    const rows = table.convention === 'table' ? answer.body.data : getPath(answer.body, 'data.list');
    if (answer.status === 200 && Array.isArray(rows)) {
      ctx.fieldWarnings?.push(...unknownFieldWarnings({ file: doc.file, route: doc.path, api: table.resource, what: 'nested table column', keys: table.columns, rows, declared: declaredFields(ctx, table.resource) }));
    }
  }
  for (const load of doc.loads) {
    const answer = await ask(ctx, 'GET', `/api${fillPlaceholders(load)}`);
    if (answer.status !== 200 || answer.body.code !== '0') issue(`form load: ${describe(answer)}`, load);
  }
  for (const send of doc.codeSends) {
    if (!ctx.app.hasRoute({ method: 'POST', url: routePathOf(send) })) issue('send code: no POST route', send);
  }
  for (const check of doc.fieldChecks) {
    if (!ctx.app.hasRoute({ method: 'GET', url: routePathOf(check) })) issue('field check: no GET route', check);
  }
  for (const options of doc.remoteOptions) {
    const answer = await ask(ctx, 'GET', `/api${normalizeResource(options.resource)}${queryString({ [options.searchKey]: '测试' })}`);
    if (answer.status !== 200) issue(`filter options: ${describe(answer)}`, options.resource);
  }
}

/** Enum options of columns and detail fields compared with the values a declared collection stores. */
function checkEnumOptions(ctx: ProbeContext, doc: ScreenDoc, warn: (message: string) => void, issue: (message: string, api?: string) => void): void {
  const store = doc.api ? storeOf(ctx, doc.api.resource) : undefined;
  if (!store || store.spec.derived) return;
  for (const key of doc.keys) {
    const field = store.spec.fields[key.key];
    if (key.source === 'form' && key.options && field?.enum) {
      const refused = key.options.map((option) => String(option.value)).filter((value) => !field.enum?.map(String).includes(value));
      if (refused.length > 0) issue(`form field ${key.key}: options ${refused.join(', ')} would be refused on save`, doc.api?.resource);
    }
    if (!key.options || !field?.enum || (key.source !== 'column' && key.source !== 'show')) continue;
    const shown = new Set(key.options.map((option) => String(option.value)));
    const unknown = [...shown].filter((value) => !field.enum?.map(String).includes(value));
    const unlabelled = field.enum.map(String).filter((value) => !shown.has(value));
    if (unknown.length > 0) warn(`${key.key}: options ${unknown.join(', ')} are never stored by ${store.spec.path}`);
    if (unlabelled.length > 0) warn(`${key.key}: stored values ${unlabelled.join(', ')} have no option label`);
  }
}

export async function probeDoc(ctx: ProbeContext, doc: ScreenDoc): Promise<void> {
  const issue = (message: string, api?: string): void => {
    ctx.problems.push({ file: doc.file, route: doc.path, api, message });
  };
  const warn = (message: string): void => {
    ctx.warnings.push({ file: doc.file, route: doc.path, api: doc.api?.resource, message });
  };
  if (doc.kind === 'list') await probeList(ctx, doc, issue);
  checkEnumOptions(ctx, doc, warn, issue);
  // Detail and edit routes open a record; seeded collections have record 1.
  const opensRecord = doc.kind === 'show' || (doc.kind === 'form' && [doc.path, ...doc.aliases].some((path) => /:\w+/.test(path)));
  if (opensRecord && doc.api && !isPublicScreen(doc.path)) {
    const answer = await ask(ctx, 'GET', `/api${fillPlaceholders(normalizeResource(doc.api.resource))}/1`);
    if (answer.status !== 200) issue(`${doc.kind === 'show' ? 'detail' : 'edit form'}: ${describe(answer)} for record 1`, doc.api.resource);
    // A record call of its own (api.get) must answer the same record.
    const own = doc.api.get ? await ask(ctx, 'GET', `/api${fillPlaceholders(doc.api.get)}${queryString({ id: 1 })}`) : undefined;
    if (own && (own.status !== 200 || (own.body.data as Record<string, unknown> | undefined)?.id !== 1)) {
      issue(`${doc.kind === 'show' ? 'detail' : 'edit form'}: ${describe(own)} for record 1`, doc.api.get);
    }
    const record = own?.body.data ?? answer.body.data;
    if (doc.kind === 'show' && answer.status === 200 && typeof record === 'object' && record !== null) {
      const fields = doc.keys.filter((key) => key.source === 'show');
      ctx.fieldWarnings?.push(...unknownFieldWarnings({ file: doc.file, route: doc.path, api: doc.api.resource, what: 'detail field', keys: fields, rows: [record], declared: declaredFields(ctx, doc.api.resource) }));
    }
  }
  if (doc.kind === 'form') {
    probeForm(ctx, doc, issue, warn);
    await probeFormSave(ctx, doc, issue);
    await probeCreate(ctx, doc, issue);
  }
  if (doc.kind === 'dashboard') await probeDashboard(ctx, doc, issue);
  await probeRelated(ctx, doc, issue);
  if (isPublicScreen(doc.path) && doc.api && (doc.kind === 'list' || doc.kind === 'show')) {
    const store = storeOf(ctx, doc.api.resource);
    const query = doc.kind === 'show' ? { ...fixedParams(doc.api.params), ...recordKeySample(store) } : { page: 1, per_page: 5, ...lookupSample(store, doc.api.resource) };
    const url = `/api${fillPlaceholders(normalizeResource(doc.api.resource))}${doc.kind === 'show' ? '/1' : ''}${queryString(query)}`;
    const answer = await ask(ctx, 'GET', url, false);
    if (answer.status !== 200) issue(`public screen: its data needs a login (${describe(answer)}); public data lives under /public/`, doc.api.resource);
  }
}
