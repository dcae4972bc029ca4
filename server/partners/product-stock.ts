/**
 * A product's stock for the product picker's check_inventory and filter_zero_inventory (widgets spec §7
 * GET /user/product/getAllProduct): the in-stock quantities (在库数量) of the inventory rows (库存查询,
 * /warehouse/inventories) the caller may read, summed by product code.
 */
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.js';
import { readableRows } from '../records/collection-access.js';

/** The path of the inventory collection the warehouse screens derive. */
export const INVENTORY_PATH = '/warehouse/inventories';

/** Stock by product code; undefined on a server without an inventory collection (stock is then unknown). */
export function stockByProductCode(context: ServerContext, request: FastifyRequest): Map<string, number> | undefined {
  // Derived collections are added after the picker routes, so the inventory is looked up per request.
  const inventory = [...context.collections.values()].find((store) => store.spec.path === INVENTORY_PATH);
  if (!inventory) return undefined;
  const stock = new Map<string, number>();
  for (const row of inventory.allRowsWhere(readableRows(context, inventory.spec, request))) {
    const code = String(row.product_code ?? '');
    const quantity = Number(row.quantity);
    if (code === '' || !Number.isFinite(quantity)) continue;
    stock.set(code, (stock.get(code) ?? 0) + quantity);
  }
  return stock;
}
