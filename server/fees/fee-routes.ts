/** GET /order/fee-configs: what an order's fee-detail table offers. */
import type { FastifyInstance } from 'fastify';
import { ORDER_FEE_CONFIGS, ORDER_FEE_MIN_ITEMS, ORDER_FEE_STAGE_RULES } from './order-fee-configs.js';
import { ok } from '../http/envelope.js';

export function registerFeeRoutes(app: FastifyInstance): void {
  app.get('/api/order/fee-configs', { schema: { querystring: { type: 'object' } } }, async () =>
    ok({ fee_configs: ORDER_FEE_CONFIGS, fee_stage_rules: ORDER_FEE_STAGE_RULES, fee_min_items: ORDER_FEE_MIN_ITEMS }),
  );
}
