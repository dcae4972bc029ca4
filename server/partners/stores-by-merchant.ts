/**
 * GET /user/resource_binding/get_stores_by_consignor_user_id/:consignorUserId: the stores of a merchant
 * user's merchant as suggestion items (data is the array itself). The user's merchant is the consignors
 * row behind the account's resource id; its stores name it in consignor_name. A user who is not a
 * merchant, or is unknown, has none.
 */
import type { FastifyInstance } from 'fastify';
import { STORE_API } from '../../src/config/picker-api.js';
import { mainListPage } from '../records/list-page.js';
import { routePathOf } from '../records/register-collection.js';
import type { ServerContext } from '../context.js';
import { ok } from '../http/envelope.js';
import { collectionOf, NAME_FILTER, pickerListSpec } from './picker-lists.js';
import { visibleMerchantOwnedCondition } from './merchant-scope.js';
import { storeViewFor } from './merchant-contacts.js';
import { merchantNameCondition, merchantRowOf } from './merchant-account.js';

type Query = Record<string, unknown>;

export function registerStoresByMerchant(app: FastifyInstance, context: ServerContext): void {
  const stores = collectionOf(context, 'stores');
  const { filterSpec, query } = pickerListSpec(stores.spec, {
    fields: { name: NAME_FILTER },
    query: { name: { type: 'string', maxLength: 100 }, format: { type: 'string', maxLength: 20 } },
  });
  const schema = {
    params: {
      type: 'object', required: ['consignorUserId'],
      properties: { consignorUserId: { type: 'integer', title: '商家用户ID', minimum: 1, maximum: 2_147_483_647 } },
    },
    querystring: query,
  };
  app.get<{ Params: { consignorUserId: number }; Querystring: Query }>(routePathOf(STORE_API.byConsignorUser), { schema }, async (request) => {
    const user = context.users.findById(request.params.consignorUserId);
    const merchant = user && merchantRowOf(context, user);
    if (!merchant) return ok([]);
    const conditions = [merchantNameCondition(String(merchant.name ?? '')), ...visibleMerchantOwnedCondition(context, request)];
    const page = mainListPage(stores, filterSpec, request.query, undefined, conditions);
    // A store of a merchant outside the caller's book comes without its phone.
    const view = storeViewFor(context, request);
    return ok(page.list.map(view).map((row) => ({
      label: String(row.name ?? ''),
      name: String(row.name ?? ''),
      phone: String(row.phone ?? ''),
      id: row.id,
      value: row.id,
      is_forbid_create_order: Number(row.is_forbid_create_order ?? 0),
    })));
  });
}
