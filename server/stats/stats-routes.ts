/**
 * Dashboard statistics the spec names: GET /order/stats/statusSum/consignor/ (order counts by stage). The
 * stages are the order workflow's states, counted over the caller's orders as its order lists count them.
 */
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../auth/request-auth.js';
import { OPEN_ABNORMAL_STATUSES, OPEN_TICKET_STATUSES } from '../codes/codes.js';
import type { ServerContext } from '../context.js';
import { ok } from '../http/envelope.js';
import { OrderStats, orderScope } from './order-scope.js';
import { orderWorkflow } from '../workflow/registry.js';

/** Drafts and recycled orders are not orders yet (or any more): states of the order workflow left out of the total. */
export const NOT_COUNTED_STATUSES = ['DRAFT', 'RECYCLED'] as const;

export function registerStatsRoutes(app: FastifyInstance, context: ServerContext): void {
  const stats = new OrderStats(context.db);
  app.get('/api/order/stats/statusSum/consignor', { schema: { querystring: { type: 'object' } } }, async (request) => {
    const scope = orderScope(requireAuth(request).user);
    // One count per state of the order workflow, under the state's key in lower case (wait_receive, signed…).
    const byState = Object.fromEntries(orderWorkflow().states.map((state) => [state.key.toLowerCase(), stats.waybills(scope, [state.key])]));
    return ok({
      total: stats.waybills(scope, [], NOT_COUNTED_STATUSES),
      ...byState,
      abnormal: stats.aboutOrders('abnormals', scope, OPEN_ABNORMAL_STATUSES),
      ticket: stats.aboutOrders('tickets', scope, OPEN_TICKET_STATUSES),
    });
  });
}
