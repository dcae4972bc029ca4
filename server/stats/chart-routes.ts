/**
 * GET routes of the dashboard charts, each answering `{list: rows}` counted over the caller's orders
 * (chart-scope.ts): /order/stats/charts/* for orders, abnormal cases, tickets and delivery work, and
 * /finance/stats/charts/income-spend for money (the settlement list's sums, income-spend.ts). Time windows
 * are validated (days 1–90, months 1–24).
 */
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../auth/request-auth.js';
import type { ServerContext } from '../context.js';
import { ok } from '../http/envelope.js';
import { ChartAggregates } from './chart-aggregates.js';
import { chartOrderScope } from './chart-scope.js';
import { canSeeFees, MASKED_TOTAL } from '../tenancy/fee-visibility.js';
import { lastMonths } from './chart-periods.js';
import { incomeSpendRows } from './income-spend.js';

/** The longest day window a chart may ask for, and the default. */
export const CHART_MAX_DAYS = 90;
export const CHART_DEFAULT_DAYS = 30;
export const CHART_MAX_MONTHS = 24;
export const CHART_DEFAULT_MONTHS = 6;

const days = (fallback: number) => ({ type: 'integer', minimum: 1, maximum: CHART_MAX_DAYS, default: fallback, title: '天数' });
const querySchema = (properties: Record<string, object> = {}) => ({ schema: { querystring: { type: 'object', properties } } });

interface DaysQuery {
  days: number;
}

export function registerChartRoutes(app: FastifyInstance, context: ServerContext): void {
  const charts = new ChartAggregates(context.db);
  const scopeOf = (request: Parameters<typeof requireAuth>[0]) => chartOrderScope(requireAuth(request).user);

  app.get<{ Querystring: DaysQuery }>('/api/order/stats/charts/orders-daily', querySchema({ days: days(CHART_DEFAULT_DAYS) }), async (request) =>
    ok({ list: charts.ordersDaily(scopeOf(request), request.query.days) }));
  app.get('/api/order/stats/charts/orders-by-status', querySchema(), async (request) => ok({ list: charts.ordersByStatus(scopeOf(request)) }));
  app.get('/api/order/stats/charts/abnormals-by-type', querySchema(), async (request) => ok({ list: charts.abnormalsByType(scopeOf(request)) }));
  app.get('/api/order/stats/charts/tickets-by-type', querySchema(), async (request) => ok({ list: charts.ticketsByType(scopeOf(request)) }));
  app.get('/api/order/stats/charts/tickets-by-status', querySchema(), async (request) => ok({ list: charts.ticketsByStatus(scopeOf(request)) }));
  app.get<{ Querystring: DaysQuery & { unit: 'day' | 'week' } }>(
    '/api/order/stats/charts/on-time-rate',
    querySchema({ days: days(CHART_DEFAULT_DAYS), unit: { type: 'string', enum: ['day', 'week'], default: 'day', title: '统计周期' } }),
    async (request) => ok({ list: charts.onTimeRate(scopeOf(request), request.query.days, request.query.unit) }),
  );
  app.get<{ Querystring: DaysQuery }>('/api/order/stats/charts/delivery-workload', querySchema({ days: days(14) }), async (request) =>
    ok({ list: charts.deliveryWorkload(scopeOf(request), request.query.days) }));
  app.get<{ Querystring: { months: number } }>(
    '/api/finance/stats/charts/income-spend',
    querySchema({ months: { type: 'integer', minimum: 1, maximum: CHART_MAX_MONTHS, default: CHART_DEFAULT_MONTHS, title: '月数' } }),
    async (request) => {
      // Money stays on the server for accounts without a fee-display code.
      const months = lastMonths(request.query.months, new Date());
      if (!canSeeFees(requireAuth(request).user.permissions)) return ok({ list: months.map((month) => ({ month, income: MASKED_TOTAL, spend: MASKED_TOTAL })) });
      const settlements = context.collections.get('settlements');
      if (!settlements) return ok({ list: months.map((month) => ({ month, income: 0, spend: 0 })) });
      return ok({ list: incomeSpendRows(context, request, { store: settlements, fixedParams: {} }, months) });
    },
  );
}
