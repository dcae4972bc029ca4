/**
 * The partner pickers' lists (widgets spec §7 "Partners and resources"): carriers, service providers,
 * merchants, suppliers, stores and delivery providers, over the same collections as the management
 * screens. Each answers data {list, total, page, per_page}; rows carry their id, the resource id of the
 * four partner kinds that have one, and the name of their settle type.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CONSIGNOR_API, DELIVERY_API, SERVICER_API, STORE_API, SUPPLIER_API, TRANSPORTER_API, TRANSPORTER_SUB_TYPE,
} from '../../src/config/picker-api.js';
import { codesOf, DRIVER_SERVICE_TYPES, nameOfCode, SERVICE_TYPES, TRANSPORTER_SUB_TYPES } from '../codes/codes.js';
import { routePathOf } from '../records/register-collection.js';
import type { FieldSpec, JsonSchema } from '../records/types.js';
import type { ServerContext } from '../context.js';
import { ok } from '../http/envelope.js';
import type { ResourceKind } from '../parties/resource-ids.js';
import {
  collectionOf, EMPTY_PARTNER, filterQuery, ID_LIST, NAME_FILTER, partnerRow, pickerListSpec, QUERY_FLAG, withEmptyRow,
} from './picker-lists.js';
import { ownedListPage } from '../records/collection-access.js';
import { merchantViewFor, storeViewFor } from './merchant-contacts.js';

type Query = Record<string, unknown>;
type Row = Record<string, unknown>;

interface PartnerList {
  path: string;
  collection: string;
  /** The partner kind whose resource ids the rows carry and `resource_ids` names. */
  type?: ResourceKind['type'];
  /** Filters besides name and resource_ids, by query name. */
  filters?: Readonly<Record<string, FieldSpec>>;
  /** Query parameters besides page, per_page, name and resource_ids. */
  query?: JsonSchema;
  /** Fields a kind's rows add. */
  shape?: (row: Row) => Row;
  /** What the caller may see of each row (of a merchant only named on its orders, and its stores: ids and names). */
  view?: (request: FastifyRequest) => (row: Row) => Row;
}

const MERCHANT_QUERY = { prepend_empty: QUERY_FLAG, app_code: { type: 'string', maxLength: 20 } };

/** The services of a carrier as {code, name}: stored, else named from its codes. */
function serviceTypesOf(row: Row): Array<{ code: string; name: string }> {
  if (Array.isArray(row.service_type)) return row.service_type as Array<{ code: string; name: string }>;
  const names = row.object_sub_type === TRANSPORTER_SUB_TYPE.driver ? DRIVER_SERVICE_TYPES : SERVICE_TYPES;
  const codes = Array.isArray(row.service_type_codes) ? row.service_type_codes.map(String) : [];
  return codes.map((code) => ({ code, name: nameOfCode(names, code) }));
}

/** A carrier row with the driver model's fields, also for rows stored before they existed. */
const transporterShape = (row: Row): Row => ({
  ...row,
  service_type_codes: Array.isArray(row.service_type_codes) ? row.service_type_codes : [],
  service_type: serviceTypesOf(row),
  districts: row.districts ?? { list: [] },
  is_related: row.is_related ?? false,
  memo: row.memo ?? '',
});

function registerPartnerList(app: FastifyInstance, context: ServerContext, spec: PartnerList): void {
  const store = collectionOf(context, spec.collection);
  // Besides its own parameters, the list filters as the collection's list does (phone, status, created_at…).
  const { filterSpec, query: querySchema } = pickerListSpec(store.spec, {
    fields: { name: NAME_FILTER, ...spec.filters },
    query: { name: { type: 'string', maxLength: 100 }, resource_ids: ID_LIST, ids: ID_LIST, ...spec.query },
  });
  app.get<{ Querystring: Query }>(routePathOf(spec.path), { schema: { querystring: querySchema } }, async (request) => {
    const page = ownedListPage(context, store, filterSpec, filterQuery(request.query, spec.type), request);
    const view = spec.view?.(request);
    const list = page.list.map((row) => {
      const partner = partnerRow(row, spec.type);
      const shaped = spec.shape ? spec.shape(partner) : partner;
      return view ? view(shaped) : shaped;
    });
    return ok({ ...page, list: withEmptyRow<Row>(list, request.query, { ...EMPTY_PARTNER }) });
  });
}

export function registerPartnerLists(app: FastifyInstance, context: ServerContext): void {
  const lists: PartnerList[] = [
    {
      path: TRANSPORTER_API.list,
      collection: 'transporters',
      type: 'TRANSPORTER',
      filters: { object_sub_type: { type: 'string', filter: 'eq' }, service_type_codes: { type: 'array', filter: 'contains' } },
      query: {
        object_sub_type: { type: 'string', title: '承运商类型', enum: codesOf(TRANSPORTER_SUB_TYPES) },
        service_type_codes: { type: 'string', maxLength: 200 },
      },
      shape: transporterShape,
    },
    { path: SERVICER_API.list, collection: 'servicers', type: 'SERVICER' },
    {
      path: CONSIGNOR_API.list, collection: 'consignors', type: 'CONSIGNOR', query: MERCHANT_QUERY,
      view: (request) => merchantViewFor(context, request),
    },
    { path: SUPPLIER_API.list, collection: 'suppliers', query: MERCHANT_QUERY },
    {
      path: STORE_API.list, collection: 'stores', query: { ...MERCHANT_QUERY, consignor_name: { type: 'string', maxLength: 100 } },
      filters: { consignor_name: { type: 'string', filter: 'eq' } },
      view: (request) => storeViewFor(context, request),
    },
    {
      path: DELIVERY_API.list, collection: 'deliveries', type: 'DELIVERY',
      filters: { service_type_codes: { type: 'array', filter: 'contains' } },
      query: { service_type_codes: { type: 'string', maxLength: 200 } },
    },
  ];
  for (const list of lists) registerPartnerList(app, context, list);
}
