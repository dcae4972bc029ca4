/** Registers list, table, get, create, update and delete routes for one declared collection. */
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { requireAuth } from '../auth/request-auth.js';
import { badRequest, noApiPermission, recordNotFound } from '../http/api-error.js';
import { ok } from '../http/envelope.js';
import {
  createBodySchema, idParamsSchema, mainListQuerySchema, tableListQuerySchema, updateBodySchema,
} from './json-schemas.js';
import { buildFilterConditions } from './query-filters.js';
import { registerCollectionExport } from './collection-export.js';
import type { ExportLayouts } from './export-layout.js';
import { registerPublicCollection } from './register-public.js';
import { listPageJson, listPageQuery, mainListPage } from './list-page.js';
import { listPageKey, type ListPageCache } from './list-page-cache.js';
import { recordJsonWriter } from './record-json.js';
import { brokenUniqueRule, type UniqueCheck } from './unique-rules.js';
import { splitVersion, updateAtVersion, VERSION_FIELD } from './versioned-update.js';
import type { ApiRecord, RecordStore } from './record-store.js';
import type { CollectionHooks } from './collection-hooks.js';
import { dropFeeFields } from '../tenancy/fee-visibility.js';
import { recordViewFor } from './record-view.js';
import { callerSeesFees } from '../tenancy/request-tenancy.js';
import { createStamp, keptRows, mayCreate, partyFields, readableRows, rowView, writableRows } from './collection-access.js';
import type { ServerContext } from '../context.js';

/** What Fastify sends with a serialized object; a list page sent as text carries the same. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

type Query = Record<string, unknown>;
type Body = Record<string, unknown>;
type IdParams = Record<string, string>;

/** The record key's route parameter: `id`, unless the collection path already uses that name. */
export function recordParamName(path: string): string {
  return /(^|\/):id(\/|$)/.test(path) ? 'record_id' : 'id';
}

/** The Fastify route of a collection path; `{name}` placeholders become `:name` parameters. */
export function routePathOf(path: string): string {
  return `/api${path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ':$1').replace(/\/+$/, '')}`;
}

/** Fields the server owns; edit forms often send them back, so they are dropped rather than rejected. */
const SERVER_OWNED_FIELDS = ['id', 'created_at', 'updated_at'] as const;

/**
 * `pages` keeps finished main-convention list pages until a record changes (list-page-cache.ts). Every
 * route sees only the rows the collection's ownership rule gives the caller (collection-access.ts).
 * `hooks` are what another module adds to the writes (collection-hooks.ts: a workflow's records and holds,
 * the binding of uploaded images).
 * `exportLayouts` are the list screens' columns its export writes (export-layout.ts).
 */
export function registerCollection(
  app: FastifyInstance, context: ServerContext, store: RecordStore, pages: ListPageCache, hooks: CollectionHooks = {},
  exportLayouts: ExportLayouts = new Map(),
): void {
  const spec = store.spec;
  const base = routePathOf(spec.path);
  if (spec.publicRead) {
    registerPublicCollection(app, store, base, spec.publicRead);
    return;
  }
  const param = recordParamName(base);
  const paramsSchema = idParamsSchema(spec, param);
  const keyOf = (request: FastifyRequest<{ Params: IdParams }>): string => request.params[param] ?? '';
  const ownerOf = (request: FastifyRequest): number | undefined =>
    spec.ownerScoped ? requireAuth(request).claims.main_user_id : undefined;

  // Ownership: only the caller's rows are listed, read, changed or exported; others answer as missing.
  const readableOf = (request: FastifyRequest) => readableRows(context, spec, request);
  const writableOf = (request: FastifyRequest) => writableRows(context, spec, request);
  /** The query's filters plus the caller's tenancy: what the table list and the export select. */
  const filtersOf = (request: FastifyRequest<{ Querystring: Query }>) => [...buildFilterConditions(spec, request.query), ...readableOf(request)];
  /** A row as the caller may see it: amounts masked without a fee-display code, and what its rule withholds. */
  const feesFor = (request: FastifyRequest) => recordViewFor(context, spec, request);
  /**
   * The body of a write with the caller's party field set and other parties' fields left alone; a new
   * record also gets its rule's stamp (an update keeps the stored one).
   */
  const stamped = (request: FastifyRequest, body: Body, creating: boolean): Body => {
    const { force, drop } = partyFields(spec, request);
    const copy: Body = { ...body };
    for (const name of drop) delete copy[name];
    return { ...copy, ...force, ...(creating ? createStamp(context, spec, request).force : {}) };
  };
  /** A write whose result would leave the caller's own rows (an order of another merchant) is refused as missing. */
  const assertStaysOwn = (request: FastifyRequest, record: Body): void => {
    for (const condition of keptRows(context, spec, request)) if (!store.meets(condition, record)) throw recordNotFound();
  };
  const findReadable = (request: FastifyRequest<{ Params: IdParams }>): ApiRecord | undefined =>
    store.find(keyOf(request), ownerOf(request), readableOf(request));
  const findWritable = (request: FastifyRequest<{ Params: IdParams }>): ApiRecord | undefined =>
    store.find(keyOf(request), ownerOf(request), writableOf(request));

  /** The stored row's company, for the unique rules of a company-owned collection. */
  const ownerCheck = (id: number): UniqueCheck => {
    const owner = store.ownerOf(id);
    return owner === undefined ? {} : { owner };
  };
  const assertUnique = (record: Body, check?: UniqueCheck): void => {
    const broken = brokenUniqueRule(store, record, check);
    if (broken) throw badRequest(broken.message);
  };

  const dropFields = (fields: readonly string[]) => async (request: FastifyRequest): Promise<void> => {
    const body = request.body as Body | undefined;
    if (!body || typeof body !== 'object') return;
    for (const field of fields) delete body[field];
    if (!callerSeesFees(request)) dropFeeFields(spec.name, body);
  };
  const dropServerOwnedFields = dropFields(SERVER_OWNED_FIELDS);
  // Reference data and the platform's own rows are added by the platform only; refused before the body is read.
  const refuseCreate = async (request: FastifyRequest): Promise<void> => {
    if (!mayCreate(spec, request)) throw noApiPermission();
  };
  // A new record starts at version 1 (a create form filled from a loaded record may send one along).
  const dropOnCreate = dropFields([...SERVER_OWNED_FIELDS, VERSION_FIELD]);
  const createInput = async (request: FastifyRequest): Promise<void> => {
    const body = request.body as Body | undefined;
    if (body && typeof body === 'object') hooks.createInput?.(body);
  };

  // The envelope's JSON text straight from the stored rows (record-json.ts): the same bytes as
  // ok({ ...mainListPage(…), list: rows with feesFor }) without building and serializing an object per row.
  // The caller's tenancy and fee visibility are read for every request and are part of the page's key.
  const mainList = async (request: FastifyRequest<{ Querystring: Query }>, reply: FastifyReply) => {
    // Rows the rule trims for this caller are built as objects (a few merchants or stores a page).
    if (rowView(context, spec, request)) {
      const page = mainListPage(store, spec, request.query, ownerOf(request), readableOf(request));
      return ok({ ...page, list: page.list.map(feesFor(request)) });
    }
    const query = listPageQuery(spec, request.query, ownerOf(request), readableOf(request));
    const feesVisible = callerSeesFees(request);
    const page = pages.page(listPageKey(spec.name, query, feesVisible), () => listPageJson(store, query, recordJsonWriter(spec.name, feesVisible)));
    return reply.type(JSON_CONTENT_TYPE).send(page);
  };
  const tableList = async (request: FastifyRequest<{ Querystring: Query }>) => {
    const { pageNum, pageSize } = request.query as { pageNum: number; pageSize: number };
    const result = store.list(filtersOf(request), ownerOf(request), pageSize, (pageNum - 1) * pageSize);
    return { success: true, msg: 'success', data: result.rows.map(feesFor(request)), totalItem: result.total };
  };

  // A route another collection already registered (a resource named like <other>/export) is left to it.
  const free = (method: HTTPMethods, url: string): boolean => !app.hasRoute({ method, url });
  if (spec.listConvention === 'table' && free('GET', base)) {
    app.get<{ Querystring: Query }>(base, { schema: { querystring: tableListQuerySchema(spec) } }, tableList);
  } else if (free('GET', base)) {
    app.get<{ Querystring: Query }>(base, { schema: { querystring: mainListQuerySchema(spec) } }, mainList);
  }
  if (free('GET', `${base}/table`)) app.get<{ Querystring: Query }>(`${base}/table`, { schema: { querystring: tableListQuerySchema(spec) } }, tableList);

  // The list's filters, every matching row, as the list shows them in a spreadsheet (collection-export.ts).
  if (free('GET', `${base}/export`)) {
    registerCollectionExport(app, `${base}/export`, spec, store, { filtersOf, ownerOf, viewOf: feesFor, layouts: exportLayouts });
  }

  if (free('GET', `${base}/:${param}`)) app.get<{ Params: IdParams }>(`${base}/:${param}`, { schema: { params: paramsSchema } }, async (request) => {
    const record = findReadable(request);
    if (!record) throw recordNotFound();
    return ok(feesFor(request)(record));
  });

  if (!spec.readOnly && free('POST', base)) app.post<{ Body: Body }>(
    base,
    { schema: { body: createBodySchema(spec) }, preValidation: [refuseCreate, dropOnCreate, createInput] },
    async (request) => {
      const stampedBody = stamped(request, request.body, true);
      const body = hooks.creating ? hooks.creating(request, stampedBody) : stampedBody;
      assertStaysOwn(request, body);
      const company = ownerOf(request) ?? createStamp(context, spec, request).owner;
      assertUnique(body, { owner: company });
      const created = store.insert(body, company);
      store.keepFlagExclusive(created);
      hooks.written?.(request, { after: created });
      return ok(feesFor(request)(created));
    },
  );

  if (!spec.readOnly && free('PUT', `${base}/:${param}`)) app.put<{ Params: IdParams; Body: Body }>(
    `${base}/:${param}`,
    { schema: { params: paramsSchema, body: updateBodySchema(spec) }, preValidation: dropServerOwnedFields },
    async (request) => {
      const owner = ownerOf(request);
      const existing = findWritable(request);
      if (!existing) throw recordNotFound();
      const { basedOn, patch } = splitVersion(request.body);
      const stampedPatch = stamped(request, patch, false);
      const body = hooks.updating ? hooks.updating(request, existing, stampedPatch) : stampedPatch;
      assertStaysOwn(request, { ...existing, ...body });
      // Rules scoped by another field (a name unique within its sub type) need the stored values too.
      assertUnique({ ...existing, ...body }, { exceptId: existing.id, changed: body, ...ownerCheck(existing.id) });
      const updated = updateAtVersion(store, existing.id, body, owner, basedOn);
      if (!updated) throw recordNotFound();
      store.keepFlagExclusive(updated);
      hooks.written?.(request, { before: existing, after: updated });
      return ok(feesFor(request)(updated));
    },
  );

  if (!spec.readOnly && free('DELETE', `${base}/:${param}`)) app.delete<{ Params: IdParams }>(`${base}/:${param}`, { schema: { params: paramsSchema } }, async (request) => {
    const owner = ownerOf(request);
    const existing = findWritable(request);
    if (!existing) throw recordNotFound();
    const removed = store.transaction(() => {
      hooks.deleting?.(request, existing);
      return store.remove(existing.id, owner);
    });
    if (!removed) throw recordNotFound();
    hooks.written?.(request, { before: existing });
    return ok({ id: existing.id });
  });
}
