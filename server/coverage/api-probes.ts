/**
 * Asks a running (in-memory) server every API question the descriptors ask: lists with their params and
 * each filter, exports, records of detail screens, form fields, call actions, nested tables, option
 * searches, dashboard cards and charts. Each answer the screens could not use is a problem.
 *
 * A list with `api.list` is asked at that path, and each of its filters must find as many rows there as
 * on the collection (`api.resource`); a form with `api.create` creates a record there from its fields,
 * which must all be stored.
 */
import type { FastifyInstance } from 'fastify';
import { formatLocalDate } from '../db/clock.js';
import type { RecordStore } from '../records/record-store.js';
import { routePathOf } from '../records/register-collection.js';
import { COLLECTIONS } from '../collections/index.js';
import { PUBLIC_VIEWS, publicReadPolicy } from '../records/public-data.js';
import { normalizeResource } from '../records/resource-path.js';
import { isRoutePlaceholder, type DocKey, type Scalar, type ScreenDoc } from '../descriptors/screen-doc.js';
import { isPublicScreen } from '../menu/public-screens.js';
import { unknownFieldWarnings } from './unknown-fields.js';

export interface CoverageIssue {
  /** Descriptor file. */
  file: string;
  /** Route of the screen. */
  route: string;
  api?: string;
  message: string;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export interface ProbeContext {
  app: FastifyInstance;
  token: string;
  stores: ReadonlyMap<string, RecordStore>;
  problems: CoverageIssue[];
  warnings: CoverageIssue[];
  /** Column and detail-field keys the API never returns (see unknown-fields.ts). */
  fieldWarnings?: CoverageIssue[];
  /** Records the create probes made so far (their names and phones are numbered by it). */
  created?: number;
  /**
   * Keys the form screens write, by normalised resource: a field a form saves is one the API returns once
   * saved, even when no seeded record has it yet (a 签收回单 upload, a carrier's line), so it is not warned of.
   */
  writtenKeys?: ReadonlyMap<string, ReadonlySet<string>>;
}

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

/** An API path with its `{placeholders}` filled (records 1 exist in every seeded collection). */
const fillPlaceholders = (api: string): string => api.replace(/\{[^}]+\}/g, '1');

function queryString(params: Record<string, Scalar>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function ask(ctx: ProbeContext, method: string, url: string, withToken = true, payload?: unknown): Promise<Answer> {
  const response = await ctx.app.inject({
    method: method as 'GET', url, headers: withToken ? { token: ctx.token } : {}, ...(payload === undefined ? {} : { payload: payload as object }),
  });
  let body: Record<string, unknown> = {};
  try {
    body = response.json() as Record<string, unknown>;
  } catch {
    // Exports answer CSV.
  }
  return { status: response.statusCode, body };
}

const describe = (answer: Answer): string => `HTTP ${answer.status}${typeof answer.body.msg === 'string' ? ` ${answer.body.msg}` : ''}`;

function getPath(value: unknown, path: string): unknown {
  let node = value;
  for (const part of path.split('.').filter(Boolean)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
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

export function storeOf(ctx: ProbeContext, resource: string): RecordStore | undefined {
  const path = normalizeResource(resource);
  const view = PUBLIC_VIEWS[path];
  if (view) return ctx.stores.get(view);
  return [...ctx.stores.values()].find((store) => normalizeResource(store.spec.path) === path);
}

/**
 * Fields a declared collection (server/collections/) defines for `resource`. A derived collection's
 * fields come from the descriptors themselves, so only its rows tell what it returns.
 */
function declaredFields(ctx: ProbeContext, resource: string): Readonly<Record<string, unknown>> | undefined {
  const store = storeOf(ctx, resource);
  // The server extends a declared collection with the keys descriptors use: read its own definition,
  // plus what its forms write (a key only a list or a detail names is still suspect).
  const own = store && !store.spec.derived ? COLLECTIONS.find((spec) => spec.name === store.spec.name)?.fields : undefined;
  const written = store ? ctx.writtenKeys?.get(normalizeResource(store.spec.path)) : undefined;
  if (!written || written.size === 0) return own;
  return { ...Object.fromEntries([...written].map((key) => [key, true])), ...own };
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

/** Fixed params without route placeholders (`{no}`): those come from the route, which probes fill elsewhere. */
const fixedParams = (params: Record<string, Scalar> | undefined): Record<string, Scalar> =>
  Object.fromEntries(Object.entries(params ?? {}).filter(([, value]) => !isRoutePlaceholder(value)));

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

function probeForm(ctx: ProbeContext, doc: ScreenDoc, issue: (message: string, api?: string) => void, warn: (message: string) => void): void {
  const api = doc.api;
  if (!api) return;
  const store = storeOf(ctx, api.resource);
  const route = routePathOf(api.resource);
  const createApi = api.create ?? api.resource;
  if (!ctx.app.hasRoute({ method: 'POST', url: routePathOf(createApi) })) issue('form: no create route (POST)', createApi);
  const edits = [doc.path, ...doc.aliases].some((path) => path.includes(':'));
  if (edits && api.update) {
    if (!ctx.app.hasRoute({ method: 'POST', url: routePathOf(api.update) })) issue('form: no update route (POST)', api.update);
  } else if (edits && store && !ctx.app.hasRoute({ method: 'PUT', url: `${route}/:id` }) && !ctx.app.hasRoute({ method: 'PUT', url: `${route}/:record_id` })) {
    issue('form: no update route (PUT /:id)', api.resource);
  }
  if (doc.createCheck && !ctx.app.hasRoute({ method: 'GET', url: routePathOf(doc.createCheck) })) issue('form: no create check route (GET)', doc.createCheck);
  if (!store) return;
  const formKeys = new Set(doc.keys.filter((key) => key.source === 'form').map((key) => key.key));
  const creates = [doc.path, ...doc.aliases].some((path) => !path.includes(':'));
  const missing = creates ? store.spec.required.filter((field) => !formKeys.has(field)) : [];
  if (missing.length > 0) issue(`form: the server requires ${missing.join(', ')}, which the form does not have`, api.resource);
  const declared = COLLECTIONS.find((spec) => spec.name === store.spec.name);
  const extra = declared ? [...formKeys].filter((key) => !key.includes('.') && declared.fields[key] === undefined) : [];
  if (extra.length > 0) warn(`form keys ${extra.join(', ')} are not declared by ${declared?.path}; accepted but not seeded`);
}

/** What a user would submit in one form field, starting from record 1's value (valid by construction). */
function formSample(key: DocKey, current: unknown): unknown {
  const mobile = (key.rules ?? []).some((rule) => rule.name === 'mobile' || rule.name === 'mobileLoose');
  if (key.picker) {
    // A user picks a listed record: the record's own pick is valid; a new record gets a plain one.
    if (current !== undefined && current !== null) return current;
    const sample = key.picker.valueType === 'integer' ? 1 : '测试';
    return key.picker.multiple ? [sample] : sample;
  }
  switch (key.widget) {
    case 'select':
      return key.options?.[0]?.value ?? current ?? '测试';
    case 'switch':
      return typeof key.defaultValue === 'boolean' ? true : 1;
    case 'date':
      return formatLocalDate(new Date());
    case 'number':
      return typeof current === 'number' ? current : 1;
    case 'image':
      // The images the user uploaded: the record's own stay valid; a new record has none yet.
      return key.imageMax === 1 ? (typeof current === 'string' ? current : undefined) : Array.isArray(current) ? current : [];
    case 'feeLines':
    case 'printFields':
      // The record's own fee lines or template fields are valid; a new record has none yet.
      return Array.isArray(current) ? current : [];
    case 'serviceArea':
      // A driver's service area: the record's own is valid; a new driver has none yet.
      return typeof current === 'object' && current !== null && !Array.isArray(current) ? current : { list: [] };
    default:
      if (current !== undefined && current !== null && typeof current !== 'object') return typeof current === 'number' ? String(current) : current;
      return mobile ? '13800001111' : '测试';
  }
}

/** A fresh mobile number for the n-th record a create probe makes (unique phones stay unique). */
const probeMobile = (n: number): string => `139${String(n).padStart(8, '0')}`;

/**
 * Creates a record through a form's `api.create` as a user would: record 1's values (or samples) in the
 * form's fields, with a new name and phone; the call must succeed and store every field sent, which the
 * collection's list then shows.
 */
async function probeCreate(ctx: ProbeContext, doc: ScreenDoc, issue: (message: string, api?: string) => void): Promise<void> {
  const api = doc.api;
  if (!api?.create || ![doc.path, ...doc.aliases].some((path) => !path.includes(':'))) return;
  // An unserved create path is already a problem of probeForm.
  if (!ctx.app.hasRoute({ method: 'POST', url: routePathOf(api.create) })) return;
  const resource = `/api${fillPlaceholders(normalizeResource(api.resource))}`;
  const current = ((await ask(ctx, 'GET', `${resource}/1`)).body.data ?? {}) as Record<string, unknown>;
  ctx.created = (ctx.created ?? 0) + 1;
  const name = `探测${ctx.created}`;
  const body: Record<string, unknown> = {};
  // Record 1's own unique values (a product code) cannot be a new record's: an optional one is left blank, as a user
  // leaves the code to be generated.
  const unique = new Set((storeOf(ctx, api.resource)?.spec.unique ?? []).map((rule) => rule.field));
  const required = (key: DocKey): boolean => (key.rules ?? []).some((rule) => rule.name === 'required');
  for (const key of doc.keys.filter((k) => k.source === 'form' && !k.transient && !k.key.includes('.'))) {
    const phoneLike = key.key === 'phone' || (key.rules ?? []).some((rule) => ['mobile', 'mobileLoose', 'phone'].includes(rule.name));
    if (key.key !== 'name' && !phoneLike && unique.has(key.key) && !required(key)) continue;
    body[key.key] = key.key === 'name' ? name : phoneLike ? probeMobile(ctx.created) : formSample(key, current[key.key]);
  }
  const created = await ask(ctx, 'POST', `/api${fillPlaceholders(normalizeResource(api.create))}`, true, body);
  if (created.status !== 200 || created.body.code !== '0') return issue(`form create: ${describe(created)}`, api.create);
  // The new record is found by its name; a form without one is only checked for the call's success.
  if (!('name' in body)) return;
  const found = await ask(ctx, 'GET', `${resource}${queryString({ name, page: 1, per_page: 5 })}`);
  const row = (getPath(found.body, 'data.list') as Array<Record<string, unknown>> | undefined)?.find((candidate) => candidate.name === name);
  if (!row) return issue(`form create: the new record is not in ${api.resource}`, api.create);
  const lost = Object.keys(body).filter((key) => row[key] === undefined || row[key] === null);
  if (lost.length > 0) issue(`form create: ${lost.join(', ')} sent but not stored`, api.create);
  const changed = Object.keys(body).filter((key) => !lost.includes(key) && !storedAsSent(body[key], row[key]));
  if (changed.length > 0) issue(`form create: ${changed.map((key) => `${key} sent ${JSON.stringify(body[key])}, stored ${JSON.stringify(row[key])}`).join('; ')}`, api.create);
}

/** Whether a stored value is the one sent: the same text (1 and '1' alike), a single value stored as a list of it, the same list. */
function storedAsSent(sent: unknown, stored: unknown): boolean {
  const isScalar = (value: unknown): boolean => ['string', 'number', 'boolean'].includes(typeof value);
  const texts = (values: unknown[]): string[] => values.map(String).sort();
  if (isScalar(sent) && isScalar(stored)) return String(sent) === String(stored);
  if (isScalar(sent) && Array.isArray(stored)) return stored.length === 1 && String(stored[0]) === String(sent);
  if (Array.isArray(sent) && Array.isArray(stored) && [...sent, ...stored].every(isScalar)) return JSON.stringify(texts(sent)) === JSON.stringify(texts(stored));
  return true;
}

/**
 * The record a form's save probe edits: record 1, or, when the form can send only one value of a field (a
 * select of one option, as the driver form's 类型 司机), the first record holding that value — the driver
 * form edits drivers, not the line carrier that is record 1.
 */
async function editedRecordId(ctx: ProbeContext, doc: ScreenDoc): Promise<number> {
  const fixed = Object.fromEntries(doc.keys
    .filter((key) => key.source === 'form' && key.widget === 'select' && key.options?.length === 1)
    .map((key) => [key.key, key.options?.[0]?.value as Scalar]));
  if (!doc.api || Object.keys(fixed).length === 0) return 1;
  const list = await ask(ctx, 'GET', `/api${fillPlaceholders(normalizeResource(doc.api.resource))}${queryString({ page: 1, per_page: 1, ...fixed })}`);
  const first = ((list.body.data as { list?: Array<{ id?: unknown }> } | undefined)?.list ?? [])[0];
  return typeof first?.id === 'number' ? first.id : 1;
}

/**
 * Saves record 1 (or the record the form edits, see editedRecordId) through the form's fields as a user would (PUT, or POST to `api.update` with its id),
 * so type, enum and unknown-field refusals show. A form with `api.update` edits only: its create-only
 * fields are left out as the edit form leaves them out.
 */
async function probeFormSave(ctx: ProbeContext, doc: ScreenDoc, issue: (message: string, api?: string) => void): Promise<void> {
  const api = doc.api;
  // A create-only form edits nothing.
  if (!api || doc.createOperation) return;
  const id = await editedRecordId(ctx, doc);
  const url = `/api${fillPlaceholders(normalizeResource(api.resource))}/${String(id)}`;
  const record = await ask(ctx, 'GET', url);
  const current = (record.body.data ?? {}) as Record<string, unknown>;
  if (record.status !== 200 || typeof current !== 'object') return;
  const body: Record<string, unknown> = {};
  for (const key of doc.keys.filter((k) => k.source === 'form' && !k.key.includes('.') && !(api.update && k.createOnly))) {
    body[key.key] = formSample(key, current[key.key]);
  }
  if (Object.keys(body).length === 0) return;
  const saved = api.update
    ? await ask(ctx, 'POST', `/api${fillPlaceholders(normalizeResource(api.update))}`, true, { ...body, id })
    : await ask(ctx, 'PUT', url, true, body);
  if (saved.status !== 200) issue(`form save: ${describe(saved)}`, api.update ?? api.resource);
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
