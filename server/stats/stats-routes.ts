/** Dashboard statistics the spec names: GET /order/stats/statusSum/consignor/ (order counts by stage). */
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../auth/request-auth.js';
import { OPEN_ABNORMAL_STATUSES, OPEN_TICKET_STATUSES } from '../collections/core/codes.js';
import type { ServerContext } from '../context.js';
import { ok } from '../http/envelope.js';
import { OrderStats, orderScope } from './order-scope.js';

/** Drafts and recycled orders are not orders yet (or any more). */
export const NOT_COUNTED_STATUSES = ['DRAFT', 'RECYCLED'] as const;

export function registerStatsRoutes(app: FastifyInstance, context: ServerContext): void {
  const stats = new OrderStats(context.db);
  app.get('/api/order/stats/statusSum/consignor', { schema: { querystring: { type: 'object' } } }, async (request) => {
    const scope = orderScope(requireAuth(request).user);
    return ok({
      total: stats.waybills(scope, [], NOT_COUNTED_STATUSES),
      wait_receive: stats.waybills(scope, ['WAIT_RECEIVE']),
      in_transit: stats.waybills(scope, ['IN_TRANSIT']),
      delivering: stats.waybills(scope, ['DELIVERING']),
      signed: stats.waybills(scope, ['SIGNED']),
      abnormal: stats.aboutOrders('abnormals', scope, OPEN_ABNORMAL_STATUSES),
      ticket: stats.aboutOrders('tickets', scope, OPEN_TICKET_STATUSES),
    });
  });
}
