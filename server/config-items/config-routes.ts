/** Config items (配置项) by category: GET /config/item/getConfigItemList and the lookups that read the same lists. */
import type { FastifyInstance } from 'fastify';
import { ADD_NEW_DELIVERY_CHECK, PERMISSION_CAN, PERMISSION_CANNOT } from '../../src/config/picker-api.js';
import { SERVICE_PKG_LIST_API, USER_CONFIG_INFO_API } from '../../src/config/core-api.js';
import { requireAuth } from '../auth/request-auth.js';
import { ApiError } from '../http/api-error.js';
import { ok } from '../http/envelope.js';
import { PARTNER_MESSAGES } from '../partners/partner-messages.js';
import { configItems, DEFAULT_CONFIG_CATEGORY } from './config-items.js';
import type { UserRecord } from '../users/user-store.js';

/**
 * The permission check of the delivery provider picker (widgets spec §4): main accounts may add a
 * delivery provider while entering orders, sub-accounts may not (the picker hides 新增配送安装服务商).
 */
const addDeliveryPermission = (user: Pick<UserRecord, 'is_main_user'>): Array<{ code: string; name: string }> =>
  user.is_main_user ? [{ code: PERMISSION_CAN, name: '可以' }] : [{ code: PERMISSION_CANNOT, name: '不可以' }];

const CATEGORY_CODE = { type: 'string', title: '配置分类', maxLength: 60 };
const querySchema = { querystring: { type: 'object', properties: { category_code: CATEGORY_CODE } } };
const infoSchema = {
  querystring: {
    type: 'object',
    required: ['category_code', 'code'],
    properties: { category_code: { ...CATEGORY_CODE, minLength: 1 }, code: { type: 'string', title: '配置项编码', minLength: 1, maxLength: 60 } },
  },
};

type ConfigQuery = { Querystring: { category_code?: string } };
type ConfigItemRow = { code: string; name: string };

/** A user config category's items for the caller: the delivery permission check is the caller's own. */
function userConfigItems(category: string, user: Pick<UserRecord, 'is_main_user'>): ConfigItemRow[] {
  return category === ADD_NEW_DELIVERY_CHECK ? addDeliveryPermission(user) : configItems(category);
}

export function registerConfigRoutes(app: FastifyInstance): void {
  app.get<ConfigQuery>('/api/config/item/getConfigItemList', { schema: querySchema }, async (request) =>
    ok(configItems(request.query.category_code ?? DEFAULT_CONFIG_CATEGORY)),
  );
  // Service packages, solution types, the dialogs' settle types (spec: /user/user_config/get_list reads
  // code and data), and the caller's permission to add a delivery provider.
  app.get<ConfigQuery>('/api/user/user_config/get_list', { schema: querySchema }, async (request) => {
    const category = request.query.category_code ?? 'SERVICE_PKG_TYPE';
    return ok(userConfigItems(category, requireAuth(request).user));
  });
  // One item of a category (core spec §7 GET /user/user_config/get_info), e.g. the name of a saved code.
  app.get<{ Querystring: { category_code: string; code: string } }>(`/api${USER_CONFIG_INFO_API}`, { schema: infoSchema }, async (request) => {
    const { category_code: category, code } = request.query;
    const items = userConfigItems(category.trim(), requireAuth(request).user);
    if (items.length === 0) throw new ApiError(404, '404', PARTNER_MESSAGES.configCategoryUnknown);
    const item = items.find((entry) => entry.code === code.trim());
    if (!item) throw new ApiError(404, '404', PARTNER_MESSAGES.configItemNotFound);
    return ok({ ...item, category_code: category.trim() });
  });
  app.get(`/api${SERVICE_PKG_LIST_API}`, { schema: { querystring: { type: 'object' } } }, async () =>
    ok(configItems('SERVICE_PKG_TYPE')),
  );
}
