/**
 * Warehouses and storage locations for the pickers (widgets spec §7): GET /user/warehouse/all pages
 * the warehouses (300 a page by default); GET …/get_locations_by_product_id answers, as an array, the
 * storage locations {location_id, location_name} holding a product.
 *
 * Where a product is stored comes from the inventory rows (库存查询, /warehouse/inventories): each row
 * names a product_code and a location_code, and the location is the locations row with that code in the
 * row's warehouse (else the first with that code). A server without that collection (no inventory
 * screen) derives a fixed set instead: two locations, chosen by the product id among the enabled
 * locations in id order (positions id·7 and id·7+1, wrapping), so a product always gets the same two.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WAREHOUSE_API } from '../../src/config/picker-api.js';
import type { ApiRecord } from '../records/record-store.js';
import { fieldExpression } from '../db/record-sql.js';
import { routePathOf } from '../records/register-collection.js';
import type { ServerContext } from '../context.js';
import { ok } from '../http/envelope.js';
import { collectionOf, NAME_FILTER, pickerListSpec } from './picker-lists.js';
import { ownedListPage, readableRows } from '../records/collection-access.js';
import { INVENTORY_PATH } from './product-stock.js';

type Query = Record<string, unknown>;

const DERIVED_LOCATIONS_PER_PRODUCT = 2;

export interface LocationOption {
  location_id: number;
  location_name: string;
}

const option = (location: ApiRecord): LocationOption => ({ location_id: location.id, location_name: String(location.location_name ?? location.location_code ?? '') });

export function registerWarehouseRoutes(app: FastifyInstance, context: ServerContext): void {
  const warehouses = collectionOf(context, 'warehouses');
  // Besides its own parameters, the list filters as the warehouse list does (code, phone, status, created_at…).
  const { filterSpec: warehouseFilter, query: warehouseQuery } = pickerListSpec(warehouses.spec, {
    fields: { name: NAME_FILTER }, query: { name: { type: 'string', maxLength: 100 } }, defaultPerPage: 300,
  });
  app.get<{ Querystring: Query }>(routePathOf(WAREHOUSE_API.all), { schema: { querystring: warehouseQuery } }, async (request) =>
    ok(ownedListPage(context, warehouses, warehouseFilter, request.query, request)));

  /** Locations from the inventory rows of the product's code; undefined without an inventory collection. */
  const fromInventory = (request: FastifyRequest, product: ApiRecord, locations: readonly ApiRecord[]): LocationOption[] | undefined => {
    // Derived collections are added after these routes, so the inventory is looked up per request.
    const inventory = [...context.collections.values()].find((store) => store.spec.path === INVENTORY_PATH);
    if (!inventory) return undefined;
    const sameProduct = { sql: `${fieldExpression('product_code')} = ?`, params: [String(product.code ?? '')] };
    const rows = inventory.list([sameProduct, ...readableRows(context, inventory.spec, request)], undefined, 1000, 0).rows;
    const found = new Map<number, LocationOption>();
    for (const row of rows) {
      const sameCode = locations.filter((location) => location.location_code === row.location_code);
      const location = sameCode.find((candidate) => candidate.warehouse_name === row.warehouse_name) ?? sameCode[0];
      if (location && !found.has(location.id)) found.set(location.id, option(location));
    }
    return [...found.values()];
  };

  const derived = (product: ApiRecord, locations: readonly ApiRecord[]): LocationOption[] => {
    const enabled = locations.filter((location) => location.status !== 0);
    if (enabled.length === 0) return [];
    const picks = new Set(Array.from({ length: Math.min(DERIVED_LOCATIONS_PER_PRODUCT, enabled.length) }, (_, i) => (product.id * 7 + i) % enabled.length));
    return [...picks].map((index) => option(enabled[index] as ApiRecord));
  };

  app.get<{ Querystring: { product_id: number } }>(routePathOf(WAREHOUSE_API.locationsByProduct), {
    schema: {
      querystring: {
        type: 'object', required: ['product_id'],
        properties: { product_id: { type: 'integer', title: '商品ID', minimum: 1, maximum: 2_147_483_647 } },
      },
    },
  }, async (request) => {
    const products = collectionOf(context, 'products');
    const product = products.find(request.query.product_id, undefined, readableRows(context, products.spec, request));
    if (!product) return ok([]);
    const store = collectionOf(context, 'locations');
    const locations = store.allRowsWhere(readableRows(context, store.spec, request)).sort((a, b) => a.id - b.id);
    return ok(fromInventory(request, product, locations) ?? derived(product, locations));
  });
}
