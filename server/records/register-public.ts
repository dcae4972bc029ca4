/**
 * Routes of a collection the public (no-login) screens read: only what its PublicReadPolicy grants.
 * A lookup list matches its lookup fields exactly and answers nothing without one, so nobody can page
 * through every order; personal fields come back masked.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest, recordNotFound } from '../http/api-error.js';
import { ok } from '../http/envelope.js';
import { idParamsSchema, mainListQuerySchema } from './json-schemas.js';
import { maskFields } from './mask.js';
import type { ApiRecord, RecordStore } from './record-store.js';
import { mainListPage } from './list-page.js';
import type { CollectionSpec, PublicReadPolicy } from './types.js';

type Query = Record<string, unknown>;

/** The spec as the public list filters it: lookup fields match exactly, no free-text extra filters. */
function publicFilterSpec(spec: CollectionSpec, policy: PublicReadPolicy): CollectionSpec {
  const fields = Object.fromEntries(Object.entries(spec.fields).map(([name, field]) =>
    [name, policy.lookupBy?.includes(name) ? { ...field, filter: 'eq' as const } : field]));
  const extraFilters = Object.fromEntries(Object.entries(spec.extraFilters ?? {}).filter(([, filter]) => filter.kind === 'range'));
  return { ...spec, fields, extraFilters };
}

const hasValue = (value: unknown): boolean => value !== undefined && value !== null && String(value).trim() !== '';

/**
 * `view` answers what anonymous callers see of a record (the public order query: a few fields of an order
 * and its track without personal data); the whole record by default. Masking applies to the view.
 */
export function registerPublicCollection(
  app: FastifyInstance, store: RecordStore, base: string, policy: PublicReadPolicy, view: (record: ApiRecord) => Record<string, unknown> = (record) => record,
): void {
  const filterSpec = publicFilterSpec(store.spec, policy);
  const shown = (record: ApiRecord): Record<string, unknown> => {
    const seen = view(record);
    return policy.mask ? maskFields(seen, policy.mask) : seen;
  };

  if (policy.list) app.get<{ Querystring: Query }>(base, { schema: { querystring: mainListQuerySchema(filterSpec) } }, async (request) => {
    const lookup = policy.lookupBy ?? [];
    if (lookup.length > 0 && !lookup.some((field) => hasValue(request.query[field]))) {
      throw badRequest(policy.lookupMessage ?? `请输入${lookup.join('、')}`);
    }
    const page = mainListPage(store, filterSpec, request.query, undefined);
    return ok({ ...page, list: page.list.map(shown) });
  });

  const key = policy.record;
  if (key) {
    const querystring = {
      type: 'object', additionalProperties: false, required: [key.param],
      properties: { [key.param]: { type: 'string', minLength: 1, maxLength: 64 } },
    };
    app.get<{ Params: { id: string }; Querystring: Query }>(`${base}/:id`, { schema: { params: idParamsSchema(store.spec), querystring } }, async (request) => {
      const record = store.find(request.params.id, undefined);
      // A wrong key looks exactly like a missing record: the answer says nothing about which ids exist.
      if (!record || String(record[key.field] ?? '') !== String(request.query[key.param])) throw recordNotFound();
      return ok(shown(record));
    });
  }
}
