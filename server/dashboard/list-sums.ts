/**
 * Money figures as sums of a list: a dashboard card's `source` (src/screen-model/types.ts CardSource) names a
 * list screen, its filter values and a column; the figure is the sum in fen of that column over the rows the
 * list itself answers the caller for those filters — the list's own filter SQL (buildFilterConditions over
 * the list's fixed api.params and the filter query), the caller's rows (readableRows) and the company owner
 * of an owner-scoped collection, exactly as register-collection.ts builds a list page. Nothing is guessed: a
 * source that names no list, an unknown filter or a column the collection lacks resolves to a problem, and
 * its card answers no number.
 */
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../auth/request-auth.js';
import type { ServerContext } from '../context.js';
import type { RecordStore } from '../records/record-store.js';
import { buildFilterConditions } from '../records/query-filters.js';
import { routePathOf } from '../records/register-collection.js';
import { isRoutePlaceholder, type ScreenDoc } from '../descriptors/screen-doc.js';
import { readableRows } from '../records/collection-access.js';
import { fenToYuanNumber, sumFen, toFen, type Fen } from '../../src/money/fen.js';
import { cardSourceQuery, type CardSourceQuery } from '../../src/screen-model/card-source.js';
import type { CardSource } from '../../src/screen-model/types.js';

/** A list the server can sum: the collection behind a list screen and the parameters the screen always sends. */
export interface SummedList {
  store: RecordStore;
  fixedParams: CardSourceQuery;
}

/** The list screen at `route` (path or alias) and its collection, or why there is none. */
export function summedList(route: string, docs: readonly ScreenDoc[], stores: readonly RecordStore[]): SummedList | string {
  const doc = docs.find((candidate) => candidate.kind === 'list' && (candidate.path === route || candidate.aliases.includes(route)));
  if (!doc?.api) return `no list screen has the route ${route}`;
  const resource = routePathOf(doc.api.list ?? doc.api.resource);
  const store = stores.find((candidate) => routePathOf(candidate.spec.path) === resource);
  if (!store) return `the list ${route} reads ${resource}, which is no collection of the server`;
  const fixedParams: CardSourceQuery = {};
  for (const [key, value] of Object.entries(doc.api.params)) {
    if ((typeof value === 'string' || typeof value === 'number') && !isRoutePlaceholder(value)) fixedParams[key] = value;
  }
  return { store, fixedParams };
}

/** The sum in fen of stored amounts; an empty value counts as nothing, a number with more decimals is rounded to fen. */
export function sumOfAmounts(values: readonly unknown[]): Fen {
  return sumFen(values.map((value) => {
    if (value === null || value === undefined || value === '') return 0;
    const exact = toFen(value);
    if (exact !== undefined) return exact;
    const number = Number(value);
    return Number.isFinite(number) ? Math.round(number * 100) : 0;
  }));
}

/**
 * The sum (yuan, exact to the fen) of `field` over the rows the list of `list` answers the caller for
 * `query` (the list's filter parameters).
 */
export function listSum(context: ServerContext, request: FastifyRequest, list: SummedList, query: CardSourceQuery, field: string): number {
  const { store, fixedParams } = list;
  const spec = store.spec;
  const conditions = [...buildFilterConditions(spec, { ...fixedParams, ...query }), ...readableRows(context, spec, request)];
  const owner = spec.ownerScoped ? requireAuth(request).claims.main_user_id : undefined;
  return fenToYuanNumber(sumOfAmounts(store.fieldValues(field, conditions, owner)));
}

/** How one card's figure is computed for a request, or why it cannot be. */
export type SourcedFigure = ((context: ServerContext, request: FastifyRequest) => number) | { problem: string };

/** Resolves a card source once (at start): its list, filter keys and summed column. */
export function sourcedFigure(source: CardSource, docs: readonly ScreenDoc[], stores: readonly RecordStore[]): SourcedFigure {
  const list = summedList(source.list, docs, stores);
  if (typeof list === 'string') return { problem: list };
  const doc = docs.find((candidate) => candidate.path === source.list || candidate.aliases.includes(source.list));
  const filterKeys = new Set((doc?.keys ?? []).filter((key) => key.source === 'filter').map((key) => key.key));
  const unknown = [...Object.keys(source.filters ?? {}), ...Object.keys(source.periods ?? {})].filter((key) => !filterKeys.has(key));
  if (unknown.length > 0) return { problem: `the list ${source.list} has no filter ${unknown.join(', ')}` };
  if (!list.store.spec.fields[source.sum]) return { problem: `the list ${source.list} has no column ${source.sum} to sum` };
  return (context, request) => listSum(context, request, list, cardSourceQuery(source, new Date()), source.sum);
}
