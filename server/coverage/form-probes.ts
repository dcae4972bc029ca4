/**
 * The probes of form screens: their create and update routes, and a record created and one saved through
 * the form's fields as a user would fill them, every field stored as sent.
 */
import { formatLocalDate } from '../db/clock.js';
import { routePathOf } from '../records/register-collection.js';
import { COLLECTIONS } from '../collections/index.js';
import { normalizeResource } from '../records/resource-path.js';
import type { DocKey, Scalar, ScreenDoc } from '../descriptors/screen-doc.js';
import { ask, describe, fillPlaceholders, getPath, queryString, storeOf, type ProbeContext } from './probe-context.js';

export function probeForm(ctx: ProbeContext, doc: ScreenDoc, issue: (message: string, api?: string) => void, warn: (message: string) => void): void {
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
export async function probeCreate(ctx: ProbeContext, doc: ScreenDoc, issue: (message: string, api?: string) => void): Promise<void> {
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
export async function probeFormSave(ctx: ProbeContext, doc: ScreenDoc, issue: (message: string, api?: string) => void): Promise<void> {
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
