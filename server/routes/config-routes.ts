/** Config items (配置项) by category: GET /config/item/getConfigItemList and the lookups that read the same lists. */
import type { FastifyInstance } from 'fastify';
import { ADD_NEW_DELIVERY_CHECK, PERMISSION_CAN, PERMISSION_CANNOT } from '../../src/config/picker-api.js';
import { requireAuth } from '../auth/request-auth.js';
import { ok } from '../http/envelope.js';
import { configItems, DEFAULT_CONFIG_CATEGORY } from '../config-items/config-items.js';
import type { UserRecord } from '../users/user-store.js';

/**
 * The permission check of the delivery provider picker (widgets spec §4): main accounts may add a
 * delivery provider while entering orders, sub-accounts may not (the picker hides 新增配送安装服务商).
 */
const addDeliveryPermission = (user: Pick<UserRecord, 'is_main_user'>): Array<{ code: string; name: string }> =>
  user.is_main_user ? [{ code: PERMISSION_CAN, name: '可以' }] : [{ code: PERMISSION_CANNOT, name: '不可以' }];

const querySchema = { querystring: { type: 'object', properties: { category_code: { type: 'string', maxLength: 60 } } } };

type ConfigQuery = { Querystring: { category_code?: string } };

export function registerConfigRoutes(app: FastifyInstance): void {
  app.get<ConfigQuery>('/api/config/item/getConfigItemList', { schema: querySchema }, async (request) =>
    ok(configItems(request.query.category_code ?? DEFAULT_CONFIG_CATEGORY)),
  );
  // Service packages, solution types, the dialogs' settle types (spec: /user/user_config/get_list reads
  // code and data), and the caller's permission to add a delivery provider.
  app.get<ConfigQuery>('/api/user/user_config/get_list', { schema: querySchema }, async (request) => {
    const category = request.query.category_code ?? 'SERVICE_PKG_TYPE';
    return ok(category === ADD_NEW_DELIVERY_CHECK ? addDeliveryPermission(requireAuth(request).user) : configItems(category));
  });
  app.get('/api/config/item/get_service_pkg_list', { schema: { querystring: { type: 'object' } } }, async () =>
    ok(configItems('SERVICE_PKG_TYPE')),
  );
}
