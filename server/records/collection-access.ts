/**
 * The one place every route asks which rows of a collection the caller may read or change, and what a
 * record it creates carries: the collection's ownership rule (server/tenancy/ownership.ts) for the signed-in
 * caller. The merchant rule needs the partners' merchant book, which the context brings (`merchantRule`).
 * The generic collection routes, call actions, pickers, dashboards, notifications' downloads and image
 * reads all go through here, so a new route cannot forget the rule.
 */
import type { FastifyRequest } from 'fastify';
import type { SqlCondition } from '../db/record-sql.js';
import { mainListPage, type MainListPage } from './list-page.js';
import type { ApiRecord, RecordStore } from './record-store.js';
import type { CollectionSpec } from './types.js';
import type { ServerContext } from '../context.js';
import type { RowView } from './row-scope.js';
import { ownershipCondition, partiesOf, type Access } from '../tenancy/ownership.js';
import { tenantOf } from '../tenancy/request-tenancy.js';
import { isPlatform, partyOf } from '../tenancy/tenancy.js';

type Spec = Pick<CollectionSpec, 'ownership'>;

function merchantScopeOf(context: ServerContext, spec: Spec) {
  if (spec.ownership.rule !== 'merchant') return undefined;
  return context.merchantRule.scope(context, spec.ownership.of);
}

/** The conditions limiting the collection's rows to those the caller may read (or write). */
export function ownedRows(context: ServerContext, spec: Spec, request: FastifyRequest, access: Access): SqlCondition[] {
  const merchant = merchantScopeOf(context, spec);
  if (merchant) return access === 'read' ? merchant.read(request) : (merchant.write ?? merchant.read)(request);
  const condition = ownershipCondition(spec.ownership, tenantOf(request), access);
  return condition ? [condition] : [];
}

export const readableRows = (context: ServerContext, spec: Spec, request: FastifyRequest): SqlCondition[] =>
  ownedRows(context, spec, request, 'read');

export const writableRows = (context: ServerContext, spec: Spec, request: FastifyRequest): SqlCondition[] =>
  ownedRows(context, spec, request, 'write');

/**
 * Conditions over a record's `data` that a record the caller creates or changes must still meet (an order
 * of its own, a store of a merchant in its book), else it answers as missing.
 */
export function keptRows(context: ServerContext, spec: Spec, request: FastifyRequest): SqlCondition[] {
  const ownership = spec.ownership;
  if (ownership.rule === 'order' || ownership.rule === 'parties') return ownedRows(context, spec, request, 'read');
  return merchantScopeOf(context, spec)?.keep?.(request) ?? [];
}

/** Whether the caller may add rows: reference data and the platform's own are added by the platform only. */
export function mayCreate(spec: Spec, request: FastifyRequest): boolean {
  const rule = spec.ownership.rule;
  return isPlatform(tenantOf(request)) || (rule !== 'platform' && rule !== 'platformOnly');
}

/**
 * How the caller sees each row where the rule withholds part of some (a merchant only named on the
 * caller's orders, and its stores, without their contacts: server/partners/merchant-contacts.ts); undefined when rows are
 * seen whole.
 */
export function rowView(context: ServerContext, spec: Spec & Pick<CollectionSpec, 'name'>, request: FastifyRequest): RowView | undefined {
  const ownership = spec.ownership;
  if (ownership.rule === 'company' && ownership.published && !isPlatform(tenantOf(request))) return publishedMarker(context, spec.name);
  if (ownership.rule !== 'merchant' || !ownership.withholdContacts) return undefined;
  return context.merchantRule.view(context, ownership.of, request);
}

/**
 * Rows the platform published come to a company with `platform_published: 1`: read-only to it, so its
 * screens hide 编辑 and 删除 on them (the descriptors' visibleWhen) rather than offer a change refused as missing.
 */
export const PUBLISHED_FIELD = 'platform_published';

function publishedMarker(context: ServerContext, collection: string): RowView {
  // One query a request for the collection's published ids, not one a row (a picker list may hold 10,000).
  const rows = context.db
    .prepare("SELECT id FROM records WHERE collection = ? AND owner_id IN (SELECT id FROM users WHERE main_type = 'platform')")
    .all(collection) as Array<{ id: number }>;
  const published = new Set(rows.map((row) => row.id));
  return (row) => (published.has(Number(row.id)) ? { ...row, [PUBLISHED_FIELD]: 1 } : { ...row });
}

/** A main-convention page of the rows the caller may read, each as it may see it (pickers and their management lists). */
export function ownedListPage(
  context: ServerContext, store: RecordStore, filterSpec: CollectionSpec, query: Record<string, unknown>, request: FastifyRequest,
): MainListPage {
  const page = mainListPage(store, filterSpec, query, undefined, readableRows(context, store.spec, request));
  const view = rowView(context, store.spec, request);
  return view ? { ...page, list: page.list.map((row) => view(row) as ApiRecord) } : page;
}

/** What a record the caller creates gets: its company as `owner` and the fields its body cannot set. */
export interface CreateStamp {
  owner: number;
  force: Record<string, unknown>;
}

/** The owner and the forced fields of a new record; an update keeps the stored ones. */
export function createStamp(context: ServerContext, spec: Spec, request: FastifyRequest): CreateStamp {
  const tenant = tenantOf(request);
  const merchant = merchantScopeOf(context, spec);
  return { owner: tenant.main_user_id, force: { ...partyFields(spec, request).force, ...(merchant?.stamp?.(request) ?? {}) } };
}

/**
 * A non-platform caller's write carries its own party field (a merchant's new order is its own) and
 * cannot set another party's: the fields to force and the fields to drop from the body.
 */
export function partyFields(spec: Spec, request: FastifyRequest): { force: Record<string, number>; drop: string[] } {
  const parties = partiesOf(spec.ownership);
  const tenant = tenantOf(request);
  if (!parties || isPlatform(tenant)) return { force: {}, drop: [] };
  const party = partyOf(tenant);
  const own = party && parties[party];
  return {
    force: own ? { [own]: tenant.main_user_id } : {},
    drop: Object.values(parties).filter((name): name is string => name !== undefined && name !== own),
  };
}

/** The company (main account) a caller acts for: the owner of what it creates. */
export const callerCompany = (request: FastifyRequest): number => tenantOf(request).main_user_id;
