/**
 * GET /order/orders/check_receivable_write_off_order/{no} (core spec §7): whether the order's receivable
 * has been written off, i.e. a 核销 record of the caller's names that order number. A ticket screen asks
 * before its fees are changed. Another tenant's order answers as a missing one.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.js';
import { fieldExpression } from '../db/record-sql.js';
import type { RecordStore } from '../records/record-store.js';
import { ORDER_NO_PATTERN } from '../orders/waybills-collection.js';
import { requireAuth } from '../auth/request-auth.js';
import { ApiError } from '../http/api-error.js';
import { ok } from '../http/envelope.js';
import { callerOrderCondition } from '../tenancy/request-tenancy.js';
import { readableRows } from '../records/collection-access.js';
import { TICKET_MESSAGES } from './ticket-constants.js';

/** The write-off screens' resource (screens/finance/write-off-*.json). */
export const WRITE_OFF_RESOURCE = '/finance/write-offs';

export function registerWriteOffCheckRoute(app: FastifyInstance, context: ServerContext): void {
  // The write-off collection is derived from the screens after the ticket routes are registered: look it up per request.
  const writeOffs = (): RecordStore | undefined =>
    [...context.collections.values()].find((store) => store.spec.path === WRITE_OFF_RESOURCE);

  const writtenOff = (request: FastifyRequest, orderNo: string): boolean => {
    const store = writeOffs();
    if (!store) return false;
    const owner = store.spec.ownerScoped ? requireAuth(request).claims.main_user_id : undefined;
    const sameOrder = { sql: `${fieldExpression('order_no')} = ?`, params: [orderNo] };
    return store.count([sameOrder, ...readableRows(context, store.spec, request)], owner) > 0;
  };

  app.get<{ Params: { no: string } }>(
    '/api/order/orders/check_receivable_write_off_order/:no',
    { schema: { params: { type: 'object', required: ['no'], properties: { no: { type: 'string', title: '订单号', pattern: ORDER_NO_PATTERN } } } } },
    async (request) => {
      const order = context.collections.get('waybills')?.find(request.params.no, undefined, [callerOrderCondition(request)]);
      if (!order) throw new ApiError(404, '404', TICKET_MESSAGES.orderNotFound);
      return ok({ exist: writtenOff(request, request.params.no) });
    },
  );
}
