/**
 * Routes for the call actions of the descriptors (confirm, approve, re-push...) that no other route
 * serves. A call on `<collection>/{id}/...` writes its body fields into that record; a bulk call writes
 * them into every record whose key is listed under the action's ids field; anything else just succeeds.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiRecord, RecordStore } from '../records/record-store.js';
import { routePathOf } from '../records/register-collection.js';
import type { DocCall, ScreenDoc } from '../descriptors/screen-doc.js';
import { badRequest, recordNotFound } from '../http/api-error.js';
import { ok } from '../http/envelope.js';
import { callTarget } from './derive-collections.js';
import { normalizeResource } from '../records/resource-path.js';
import { dropFeeFields } from '../tenancy/fee-visibility.js';
import { callerSeesFees } from '../tenancy/request-tenancy.js';
import { writableRows } from '../records/collection-access.js';
import type { ServerContext } from '../context.js';
import type { CollectionHooks } from '../records/collection-hooks.js';

type Body = Record<string, unknown>;

function patchOf(store: RecordStore, body: Body, idsKey: string | undefined): Body {
  const patch: Body = {};
  for (const [key, value] of Object.entries(body)) {
    const field = store.spec.fields[key];
    if (!field || key === idsKey) continue;
    if (field.enum && !field.enum.includes(value as string | number)) throw badRequest(`参数错误：${field.label ?? key} 应为以下值之一：${field.enum.join(', ')}`);
    patch[key] = value;
  }
  return patch;
}

function idsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' || typeof value === 'number' ? String(value).split(',').map((v) => v.trim()).filter(Boolean) : [];
}

function handlerFor(context: ServerContext, call: DocCall, store: RecordStore | undefined, recordParam: string | undefined, hooks: CollectionHooks) {
  return async (request: FastifyRequest) => {
    const body = { ...call.body, ...((request.body as Body | undefined) ?? {}) };
    if (!store) return ok({});
    const fields = patchOf(store, body, call.idsKey ?? call.idKey);
    if (!callerSeesFees(request)) dropFeeFields(store.spec.name, fields);
    // What a record's workflow owns (its state, track, holds) a call does not change.
    const patchFor = (record: ApiRecord): Body => (hooks.updating ? hooks.updating(request, record, fields) : fields);
    // A record the caller may not change answers as a missing one; a bulk call skips it.
    const own = writableRows(context, store.spec, request);
    // The record named by the path, or by the body field `idKey` carries.
    const named = recordParam ? (request.params as Record<string, string>)[recordParam] : call.idKey ? body[call.idKey] : undefined;
    if (recordParam || call.idKey) {
      const key = typeof named === 'string' || typeof named === 'number' ? named : '';
      const record = store.find(key, undefined, own);
      if (!record) throw recordNotFound();
      const patch = patchFor(record);
      if (Object.keys(patch).length === 0) return ok(record);
      const updated = store.update(record.id, patch, undefined);
      hooks.written?.(request, { before: record, ...(updated ? { after: updated } : {}) });
      return ok(updated);
    }
    const ids = call.idsKey ? idsOf(body[call.idsKey]) : [];
    let updated = 0;
    for (const id of ids) {
      const record = store.find(id, undefined, own);
      const patch = record ? patchFor(record) : {};
      const changed = record && Object.keys(patch).length > 0 ? store.update(record.id, patch, undefined) : undefined;
      if (!changed) continue;
      hooks.written?.(request, { before: record, after: changed });
      updated += 1;
    }
    return ok({ updated });
  };
}

export function registerCallRoutes(
  app: FastifyInstance, context: ServerContext, docs: readonly ScreenDoc[], stores: readonly RecordStore[], isServed: (method: string, route: string) => boolean,
  hooksOf: (store: RecordStore) => CollectionHooks = () => ({}),
): void {
  const registered = new Set<string>();
  for (const doc of docs) {
    for (const call of doc.calls) {
      const route = routePathOf(call.api);
      const id = `${call.method} ${route}`;
      if (registered.has(id) || isServed(call.method, route)) continue;
      registered.add(id);
      const target = callTarget(call.api, call.idsKey !== undefined || call.idKey !== undefined);
      const store = stores.find((candidate) => !candidate.spec.ownerScoped && normalizeResource(candidate.spec.path) === target);
      const recordParam = /\{([A-Za-z_][A-Za-z0-9_]*)\}/.exec(call.api.slice(target.length))?.[1];
      app.route({ method: call.method, url: route, schema: { body: { type: 'object' } }, handler: handlerFor(context, call, store, recordParam, store ? hooksOf(store) : {}) });
    }
  }
}
