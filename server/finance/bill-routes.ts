/**
 * POST /finance/bills 生成账单 (bill-generation.ts), registered before the bills' generic collection routes,
 * so a bill is never typed by hand. Answers the bill with its lines, as the caller may see them.
 */
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../auth/request-auth.js';
import type { ServerContext } from '../context.js';
import { ok } from '../http/envelope.js';
import { recordViewFor } from '../records/record-view.js';
import { BILLS_COLLECTION, generateBill, storeOf, type BillRequest } from './bill-generation.js';
import { billTargets } from './bill-targets.js';
import { SETTLEMENTS_COLLECTION } from './settle-order.js';

const billBody = {
  type: 'object',
  required: ['settle_target_id', 'period'],
  properties: {
    settle_target_id: { type: 'integer', title: '结算对象', minimum: 1 },
    period: { type: 'string', title: '账期', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' },
    settlement_ids: { type: 'array', title: '结算明细', items: { type: 'integer', minimum: 1 }, minItems: 1, maxItems: 1000 },
    remark: { type: 'string', title: '备注', maxLength: 200 },
  },
} as const;

export function registerBillRoutes(app: FastifyInstance, context: ServerContext, base = '/api/finance/bills'): void {
  // 结算对象 of 生成账单: the partners with unbilled lines in the caller's books.
  app.get<{ Querystring: { name?: string } }>('/api/finance/bill-targets', {
    schema: { querystring: { type: 'object', properties: { name: { type: 'string', maxLength: 50 } } } },
  }, async (request) => {
    requireAuth(request);
    const list = billTargets(context, request, request.query.name);
    return ok({ list, total: list.length });
  });
  app.post<{ Body: BillRequest }>(base, { schema: { body: billBody } }, async (request) => {
    requireAuth(request);
    const { bill, lines } = generateBill(context, request, request.body);
    const billView = recordViewFor(context, storeOf(context, BILLS_COLLECTION).spec, request);
    const lineView = recordViewFor(context, storeOf(context, SETTLEMENTS_COLLECTION).spec, request);
    return ok({ ...billView(bill), lines: lines.map(lineView) });
  });
}
