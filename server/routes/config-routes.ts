/** Config items (配置项) by category: GET /config/item/getConfigItemList and the lookups that read the same lists. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { configItems, DEFAULT_CONFIG_CATEGORY } from '../config-items/config-items.js';

const querySchema = { querystring: { type: 'object', properties: { category_code: { type: 'string', maxLength: 60 } } } };

type ConfigQuery = { Querystring: { category_code?: string } };

export function registerConfigRoutes(app: FastifyInstance): void {
  app.get<ConfigQuery>('/api/config/item/getConfigItemList', { schema: querySchema }, async (request) =>
    ok(configItems(request.query.category_code ?? DEFAULT_CONFIG_CATEGORY)),
  );
  // Service packages and solution types (spec: /user/user_config/get_list reads code and data).
  app.get<ConfigQuery>('/api/user/user_config/get_list', { schema: querySchema }, async (request) =>
    ok(configItems(request.query.category_code ?? 'SERVICE_PKG_TYPE')),
  );
  app.get('/api/config/item/get_service_pkg_list', { schema: { querystring: { type: 'object' } } }, async () =>
    ok(configItems('SERVICE_PKG_TYPE')),
  );
}
