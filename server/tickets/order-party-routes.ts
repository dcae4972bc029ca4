/**
 * The order's parties for a ticket (core spec §7): settle targets of an order, the caller's company's
 * bindings, the supply-chain role title of a user and the contacts of partner resources.
 */
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../auth/request-auth.js';
import type { RecordStore } from '../records/record-store.js';
import { DEMO_SERVICER_NAME } from '../fake-data/business-names.js';
import type { ServerContext } from '../context.js';
import { ApiError } from '../http/api-error.js';
import { ok } from '../http/envelope.js';
import type { MainType } from '../users/demo-users.js';
import { decodeResourceId, resourceIdOf, resourceKind, type ResourceKind } from '../parties/resource-ids.js';
import { settleTargetsOf } from '../fees/settle-targets.js';
import { TICKET_MESSAGES } from './ticket-constants.js';
import { callerOrderCondition } from '../tenancy/request-tenancy.js';
import { mayContactMerchant } from '../partners/merchant-contacts.js';

const ROLE_TITLES: Readonly<Record<MainType, string>> = {
  platform: '平台', servicer: '服务商', consignor: '商家', delivery: '配送安装服务商',
};
/** Account types a binding may be asked for, and the partner kind each one is. */
const BINDING_KINDS: Readonly<Record<string, ResourceKind['type']>> = { servicer: 'SERVICER', consignor: 'CONSIGNOR', delivery: 'DELIVERY' };
const MAX_RESOURCE_IDS = 100;

const notFound = (msg: string): ApiError => new ApiError(404, '404', msg);

export function registerOrderPartyRoutes(app: FastifyInstance, context: ServerContext): void {
  const store = (name: string): RecordStore | undefined => context.collections.get(name);
  const rowsOf = (name: string) => store(name)?.allRows() ?? [];

  app.get<{ Params: { orderId: string } }>(
    '/api/order/orders/:orderId/settle-targets',
    { schema: { params: { type: 'object', required: ['orderId'], properties: { orderId: { type: 'string', pattern: '^\\d{1,12}$' } } } } },
    async (request) => {
      // Another tenant's order answers as a missing one.
      const order = store('waybills')?.find(request.params.orderId, undefined, [callerOrderCondition(request)]);
      if (!order) throw notFound(TICKET_MESSAGES.orderNotFound);
      return ok(settleTargetsOf(order, rowsOf));
    },
  );

  // The resources of the given account type bound to the caller's company (its main user).
  app.get<{ Querystring: { target_account_type: string } }>(
    '/api/user/resource_binding/main_user_id/bindings',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { target_account_type: { type: 'string', enum: Object.keys(BINDING_KINDS), default: 'servicer' } },
        },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const type = BINDING_KINDS[request.query.target_account_type] ?? 'SERVICER';
      const kind = resourceKind(type);
      const rows = rowsOf(kind.collection);
      // The demo companies are bound to each other; a platform administrator sees the first few of each kind.
      const own = type === 'SERVICER' ? rows.filter((row) => row.name === DEMO_SERVICER_NAME) : rows.slice(0, 1);
      const bound = user.main_type === 'platform' ? rows.slice(0, 5) : own;
      return ok({
        list: bound.map((row) => ({
          resource_id: resourceIdOf(type, Number(row.id)),
          resource_name: String(row.name ?? ''),
          account_type: request.query.target_account_type,
          user_id: user.main_user_id,
        })),
      });
    },
  );

  app.get<{ Params: { userId: number } }>(
    '/api/user/resource_binding/get_supply_chain_role_title/:userId',
    { schema: { params: { type: 'object', required: ['userId'], properties: { userId: { type: 'integer', minimum: 1 } } } } },
    async (request) => {
      const user = context.users.findById(request.params.userId);
      if (!user) throw notFound(TICKET_MESSAGES.userNotFound);
      return ok({ title: ROLE_TITLES[user.main_type] });
    },
  );

  app.get<{ Querystring: { resource_ids: string } }>(
    '/api/user/contract/partner-contacts',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['resource_ids'],
          properties: { resource_ids: { type: 'string', title: '资源ID', pattern: '^\\d+(,\\d+)*$', maxLength: 1200 } },
        },
      },
    },
    async (request) => {
      const ids = [...new Set(request.query.resource_ids.split(',').map(Number))].slice(0, MAX_RESOURCE_IDS);
      const contactable = mayContactMerchant(context, request);
      const list = ids.flatMap((resourceId) => {
        const decoded = decodeResourceId(resourceId);
        const row = decoded && store(decoded.kind.collection)?.find(decoded.rowId, undefined);
        if (!decoded || !row) return [];
        // A merchant's people are for the companies whose book holds it, not for any that meets it on an order.
        if (decoded.kind.type === 'CONSIGNOR' && !contactable(row)) return [];
        return [{
          resource_id: resourceId,
          name: String(row.contact ?? row.name ?? ''),
          phone: String(row.phone ?? ''),
          role: decoded.kind.role,
        }];
      });
      return ok({ list });
    },
  );
}
