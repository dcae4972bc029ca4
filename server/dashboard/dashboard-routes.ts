/**
 * GET routes for the dashboard cards and charts of the descriptors whose API no other route serves. One
 * route per API answers every card and chart that names it: data holds each card's value at its
 * `valueKey` (dot path) and each chart's rows at its `dataKey` (or is the rows when a lone chart has none).
 */
import type { FastifyInstance } from 'fastify';
import type { RecordStore } from '../records/record-store.js';
import { routePathOf } from '../records/register-collection.js';
import type { ScreenDoc } from '../descriptors/screen-doc.js';
import { ok } from '../http/envelope.js';
import { wordsOf } from '../derive/key-words.js';
import { cardValue, type CardProblem, type CardValue } from './card-values.js';
import { chartRows } from './chart-rows.js';
import { callerSeesFees } from '../tenancy/request-tenancy.js';
import { readableRows } from '../records/collection-access.js';
import type { ServerContext } from '../context.js';

interface ApiParts {
  cards: Array<{ valueKey: string; value: CardValue }>;
  /** Cards of this API whose number cannot be computed (they answer null), logged when the route is registered. */
  problems: CardProblem[];
  charts: Array<{ dataKey?: string; rows: () => unknown[] }>;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.').filter(Boolean);
  let node = target;
  parts.forEach((part, index) => {
    if (index === parts.length - 1) node[part] = value;
    else {
      const next = node[part];
      node[part] = typeof next === 'object' && next !== null ? next : {};
      node = node[part] as Record<string, unknown>;
    }
  });
}

function chartStore(api: string, stores: readonly RecordStore[]): RecordStore | undefined {
  const words = wordsOf(api).reverse();
  for (const word of words) {
    const store = stores.find((s) => s.spec.name === word || s.spec.name === `${word}s` || s.spec.path.endsWith(`/${word}`));
    if (store) return store;
  }
  if (words.includes('order') || words.includes('orders')) return stores.find((s) => s.spec.name === 'waybills');
  return undefined;
}

/**
 * The dashboard APIs of `docs` not served yet, grouped by route, with the cards whose number cannot be
 * computed (a money figure naming no list it sums, or a list that does not resolve).
 */
export function unservedDashboardApis(docs: readonly ScreenDoc[], isServed: (route: string) => boolean, stores: readonly RecordStore[]): Map<string, ApiParts> {
  const apis = new Map<string, ApiParts>();
  const partsOf = (api: string): ApiParts | undefined => {
    const route = routePathOf(api);
    if (isServed(route)) return undefined;
    let parts = apis.get(route);
    if (!parts) {
      parts = { cards: [], charts: [], problems: [] };
      apis.set(route, parts);
    }
    return parts;
  };
  for (const doc of docs) {
    for (const card of doc.cards) {
      const parts = partsOf(card.api);
      if (parts && !parts.cards.some((c) => c.valueKey === card.valueKey)) parts.cards.push({ valueKey: card.valueKey, value: cardValue(card, docs, stores, parts.problems) });
    }
    for (const chart of doc.charts) {
      const parts = partsOf(chart.api);
      const store = chartStore(chart.api, stores);
      if (parts) parts.charts.push({ dataKey: chart.dataKey, rows: () => chartRows(chart.api, chart.xKey, chart.yKeys, store) });
    }
  }
  return apis;
}

export function registerDashboardRoutes(app: FastifyInstance, context: ServerContext, apis: ReadonlyMap<string, ApiParts>): void {
  for (const [route, parts] of apis) {
    // Such a card answers no number; screens:check names the descriptor's mistake.
    for (const problem of parts.problems) app.log.warn(`dashboard card ${problem.card}: ${problem.message}`);
    app.get(route, { schema: { querystring: { type: 'object' } } }, async (request) => {
      // Cards count only the caller's records, and money (sums of the caller's lists) only for fee-display holders.
      const scope = (store: RecordStore) => readableRows(context, store.spec, request);
      const seesFees = callerSeesFees(request);
      const lone = parts.cards.length === 0 && parts.charts.length === 1 && !parts.charts[0]?.dataKey;
      if (lone) return ok(parts.charts[0]?.rows() ?? []);
      const data: Record<string, unknown> = {};
      for (const card of parts.cards) setPath(data, card.valueKey, card.value({ scope, seesFees, context, request }));
      for (const chart of parts.charts) setPath(data, chart.dataKey ?? 'list', chart.rows());
      return ok(data);
    });
  }
}
