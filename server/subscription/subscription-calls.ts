/**
 * The subscription calls of the core spec §7 (/user/user_subscription/: POST create, GET list,
 * updateStatus, GET renew, POST renew) over the subscription orders. The collection's own routes
 * (GET and POST /user/user_subscription, GET and PUT /:id) serve the same rows.
 *
 * Everything but the list is the platform administrator's (explicit-rules.ts refuses the rest; the
 * handlers check again).
 */
import type { FastifyInstance } from 'fastify';
import { SUBSCRIPTION_API } from '../../src/config/core-api.js';
import { requirePlatformAdmin } from '../auth/request-auth.js';
import { readableRows } from '../records/collection-access.js';
import type { ServerContext } from '../context.js';
import { formatLocalDate } from '../db/clock.js';
import { createBodySchema, DEFAULT_PER_PAGE, filterProperties, MAX_PAGE, MAX_PER_PAGE } from '../records/json-schemas.js';
import { mainListPage } from '../records/list-page.js';
import type { ApiRecord, RecordStore } from '../records/record-store.js';
import { routePathOf } from '../records/register-collection.js';
import { brokenUniqueRule } from '../records/unique-rules.js';
import { badRequest, recordNotFound } from '../http/api-error.js';
import { ok } from '../http/envelope.js';
import { renewalLabel, renewalRemark, SUBSCRIPTION_MESSAGES } from './subscription-messages.js';
import {
  addDays, addMonths, RENEWAL_PERIODS, statusByDates, subscriptionsCollection, VERSION_MONTHLY_PRICE, type SubscriptionStatus,
} from './subscription-orders.js';

const ID = { type: 'integer', title: '订阅ID', minimum: 1, maximum: 2_147_483_647 };
const MONTHS = { type: 'integer', title: '续费时长', enum: RENEWAL_PERIODS.map((period) => period.months) };
/** What updateStatus may set: 启用 (ACTIVE, the dates then decide) and 停用 (DISABLED). */
const STATUS_CHANGES = ['ACTIVE', 'DISABLED'] as const;

export interface RenewalQuote {
  months: number;
  amount: number;
  /** The end date after this renewal. */
  hosting_end: string;
  label: string;
}

/** The day a renewal counts from: the current end date, or today when the order has already run out. */
function renewalBase(row: ApiRecord, today: string): string {
  const end = String(row.hosting_end ?? '');
  return end !== '' && end >= today ? end : addDays(today, -1);
}

/** The renewals on offer for an order on `today`: each period's price and the end date it gives. */
export function renewalQuotes(row: ApiRecord, today: string): RenewalQuote[] {
  const monthly = VERSION_MONTHLY_PRICE[String(row.subscribe_version_name)] ?? 0;
  const base = renewalBase(row, today);
  return RENEWAL_PERIODS.map(({ months, charged }) => {
    const amount = monthly * charged;
    const end = addMonths(base, months);
    return { months, amount, hosting_end: end, label: renewalLabel(months, amount, end) };
  });
}

/** Why an order cannot be renewed, or undefined. */
function renewalRefusal(status: unknown): string | undefined {
  if (status === 'CANCELLED') return SUBSCRIPTION_MESSAGES.renewCancelled;
  if (status === 'DISABLED') return SUBSCRIPTION_MESSAGES.renewDisabled;
  return undefined;
}

function findOrder(store: RecordStore, id: number): ApiRecord {
  const row = store.find(id, undefined);
  if (!row) throw recordNotFound();
  return row;
}

/** The status a status change leads to, or the refusal. */
function changedStatus(row: ApiRecord, wanted: (typeof STATUS_CHANGES)[number], today: string): SubscriptionStatus {
  if (wanted === 'DISABLED') {
    if (row.status !== 'PENDING' && row.status !== 'ACTIVE') throw badRequest(SUBSCRIPTION_MESSAGES.disableOnlyRunning);
    return 'DISABLED';
  }
  if (row.status !== 'DISABLED') throw badRequest(SUBSCRIPTION_MESSAGES.enableOnlyDisabled);
  return statusByDates(String(row.start_date ?? today), String(row.hosting_end ?? today), today);
}

export function registerSubscriptionCalls(app: FastifyInstance, context: ServerContext, today: () => Date = () => new Date()): void {
  const store = context.collections.get(subscriptionsCollection.name);
  if (!store) throw new Error(`collection ${subscriptionsCollection.name} is not declared`);
  const day = () => formatLocalDate(today());

  const listQuery = {
    type: 'object',
    properties: {
      page: { type: 'integer', title: '页码', minimum: 1, maximum: MAX_PAGE, default: 1 },
      per_page: { type: 'integer', title: '每页条数', minimum: 1, maximum: MAX_PER_PAGE, default: DEFAULT_PER_PAGE },
      ...filterProperties(store.spec),
    },
  };
  app.get<{ Querystring: Record<string, unknown> }>(routePathOf(SUBSCRIPTION_API.list), { schema: { querystring: listQuery } }, async (request) =>
    ok(mainListPage(store, store.spec, request.query, undefined, readableRows(context, store.spec, request))),
  );

  app.post<{ Body: Record<string, unknown> }>(routePathOf(SUBSCRIPTION_API.create), { schema: { body: createBodySchema(store.spec) } }, async (request) => {
    requirePlatformAdmin(request);
    const broken = brokenUniqueRule(store, request.body);
    if (broken) throw badRequest(broken.message);
    return ok(store.insert(request.body, undefined));
  });

  const statusBody = {
    type: 'object',
    required: ['id', 'status'],
    additionalProperties: false,
    properties: { id: ID, status: { type: 'string', title: '订阅状态', enum: [...STATUS_CHANGES] } },
  };
  app.post<{ Body: { id: number; status: (typeof STATUS_CHANGES)[number] } }>(
    routePathOf(SUBSCRIPTION_API.updateStatus), { schema: { body: statusBody } }, async (request) => {
      requirePlatformAdmin(request);
      const row = findOrder(store, request.body.id);
      const status = changedStatus(row, request.body.status, day());
      return ok(store.update(row.id, { status }, undefined), SUBSCRIPTION_MESSAGES.statusUpdated);
    },
  );

  const renewQuery = { type: 'object', required: ['id'], properties: { id: ID } };
  app.get<{ Querystring: { id: number } }>(routePathOf(SUBSCRIPTION_API.renew), { schema: { querystring: renewQuery } }, async (request) => {
    requirePlatformAdmin(request);
    const row = findOrder(store, request.query.id);
    const refusal = renewalRefusal(row.status);
    if (refusal) throw badRequest(refusal);
    return ok({
      id: row.id,
      subscription_no: row.subscription_no,
      company_name: row.company_name,
      subscribe_version_name: row.subscribe_version_name,
      status: row.status,
      hosting_end: row.hosting_end,
      monthly_price: VERSION_MONTHLY_PRICE[String(row.subscribe_version_name)] ?? 0,
      periods: renewalQuotes(row, day()),
    });
  });

  const renewBody = { type: 'object', required: ['id', 'months'], additionalProperties: false, properties: { id: ID, months: MONTHS } };
  app.post<{ Body: { id: number; months: number } }>(routePathOf(SUBSCRIPTION_API.renew), { schema: { body: renewBody } }, async (request) => {
    requirePlatformAdmin(request);
    const today = day();
    const row = findOrder(store, request.body.id);
    const refusal = renewalRefusal(row.status);
    if (refusal) throw badRequest(refusal);
    const quote = renewalQuotes(row, today).find((offer) => offer.months === request.body.months);
    if (!quote) throw badRequest(SUBSCRIPTION_MESSAGES.renewPeriodUnknown);
    const start = addDays(renewalBase(row, today), 1);
    const renewed = store.update(row.id, {
      hosting_end: quote.hosting_end,
      // A run-out order runs again; a pending one still waits for its start.
      ...(row.status === 'EXPIRED' ? { status: statusByDates(String(row.start_date ?? today), quote.hosting_end, today) } : {}),
    }, undefined);
    // The renewal is an order of its own: what was paid, for which period, for which original order.
    const order = store.insert({
      company_name: row.company_name,
      contact: row.contact,
      phone: row.phone,
      ...(row.biz_manager_phone === undefined ? {} : { biz_manager_phone: row.biz_manager_phone }),
      subscribe_version_name: row.subscribe_version_name,
      order_type: 'RENEW',
      ...(row.sub_account_limit === undefined ? {} : { sub_account_limit: row.sub_account_limit }),
      amount: quote.amount,
      start_date: start,
      hosting_end: quote.hosting_end,
      status: statusByDates(start, quote.hosting_end, today),
      remark: renewalRemark(quote.months, String(row.subscription_no ?? '')),
      renew_of: row.subscription_no,
    }, undefined);
    return ok({ subscription: renewed, renewal: order }, SUBSCRIPTION_MESSAGES.renewed);
  });
}
