/**
 * The create dialogs' server checks (widgets spec §5, §7): isNameExist (data {is_exist}) for carriers —
 * within a sub type — merchants, suppliers, stores and delivery providers, and verify (data {is_bind}):
 * whether a carrier of a sub type, or a delivery provider, already has a phone.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CONSIGNOR_API, DELIVERY_API, STORE_API, SUPPLIER_API, TRANSPORTER_API,
} from '../../src/config/picker-api.js';
import { codesOf, TRANSPORTER_SUB_TYPES } from '../codes/codes.js';
import { routePathOf } from '../records/register-collection.js';
import type { ServerContext } from '../context.js';
import { ok } from '../http/envelope.js';
import { collectionOf } from './picker-lists.js';
import { callerCompany } from '../records/collection-access.js';

const NAME = { type: 'string', title: '名称', minLength: 1, maxLength: 100 };
const PHONE = { type: 'string', title: '手机号', minLength: 1, maxLength: 20 };
const SUB_TYPE = { type: 'string', title: '承运商类型', enum: codesOf(TRANSPORTER_SUB_TYPES) };

const query = (required: string[], properties: Record<string, unknown>) => ({ querystring: { type: 'object', required, properties } });

export function registerNameChecks(app: FastifyInstance, context: ServerContext): void {
  // Among the caller's own rows where the collection is a company's (another company's names are not told).
  const taken = (request: FastifyRequest, collection: string, field: string, value: string, within: Record<string, unknown> = {}): boolean => {
    const store = collectionOf(context, collection);
    return store.hasDuplicate(field, value.trim(), undefined, within, store.spec.ownership.rule === 'company' ? callerCompany(request) : undefined);
  };

  app.get<{ Querystring: { name: string; object_sub_type?: string } }>(
    routePathOf(TRANSPORTER_API.isNameExist),
    { schema: query(['name'], { name: NAME, object_sub_type: SUB_TYPE }) },
    async (request) => {
      const { name, object_sub_type: subType } = request.query;
      return ok({ is_exist: taken(request, 'transporters', 'name', name, subType ? { object_sub_type: subType } : {}) });
    },
  );

  const namedKinds: ReadonlyArray<readonly [path: string, collection: string]> = [
    [CONSIGNOR_API.isNameExist, 'consignors'],
    [SUPPLIER_API.isNameExist, 'suppliers'],
    [STORE_API.isNameExist, 'stores'],
    [DELIVERY_API.isNameExist, 'deliveries'],
  ];
  for (const [path, collection] of namedKinds) {
    app.get<{ Querystring: { name: string } }>(routePathOf(path), { schema: query(['name'], { name: NAME }) }, async (request) =>
      ok({ is_exist: taken(request, collection, 'name', request.query.name) }),
    );
  }

  app.get<{ Querystring: { phone: string; sub_type?: string } }>(
    routePathOf(TRANSPORTER_API.verify),
    { schema: query(['phone'], { phone: PHONE, sub_type: SUB_TYPE }) },
    async (request) => {
      const { phone, sub_type: subType } = request.query;
      return ok({ is_bind: taken(request, 'transporters', 'phone', phone, subType ? { object_sub_type: subType } : {}) });
    },
  );

  // The delivery dialog sends its service type as sub_type; any provider holding the phone binds it.
  app.get<{ Querystring: { phone: string } }>(
    routePathOf(DELIVERY_API.verify),
    { schema: query(['phone'], { phone: PHONE, sub_type: { type: 'string', maxLength: 40 } }) },
    async (request) => ok({ is_bind: taken(request, 'deliveries', 'phone', request.query.phone) }),
  );
}
