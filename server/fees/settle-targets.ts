/** The parties a ticket's fees can be settled with, and the goods, from a waybill (GET …/settle-targets). */
import type { SettleTarget } from '../../src/fees/types.js';
import { resourceIdOf, type ResourceKind } from '../parties/resource-ids.js';

type JsonObject = Record<string, unknown>;
type Rows = ReadonlyArray<Record<string, unknown>>;
export type RowsOf = (collection: string) => Rows;

export interface SettleTargetsResponse {
  list: SettleTarget[];
  PRODUCTS: Array<{ code: string; name: string; quantity: number }>;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const positive = (value: unknown): number | undefined => (typeof value === 'number' && value > 0 ? value : undefined);

function byName(rows: Rows, name: string): Record<string, unknown> | undefined {
  return name === '' ? undefined : rows.find((row) => row.name === name);
}

function target(type: ResourceKind['type'], row: Record<string, unknown> | undefined, name: string, resourceId?: number): SettleTarget | undefined {
  const id = resourceId ?? (typeof row?.id === 'number' ? resourceIdOf(type, row.id) : undefined);
  return id === undefined || name === '' ? undefined : { id, name, type };
}

/**
 * The line carrier that moved an order: one of the seeded T_ZX carriers, the same for an order every
 * time. Chosen by the order number, which the waybill seed already knows (record ids come later).
 */
function carrierOf(order: JsonObject, transporters: Rows): Record<string, unknown> | undefined {
  const lines = transporters.filter((row) => row.object_sub_type === 'T_ZX');
  if (lines.length === 0) return undefined;
  const key = [...text(order.order_no)].reduce((sum, digit) => sum + digit.charCodeAt(0), 0);
  return lines[key % lines.length];
}

export function settleTargetsOf(order: JsonObject, rowsOf: RowsOf): SettleTargetsResponse {
  const consignorName = text(order.consignor_name);
  const servicerName = text(order.servicer_name);
  const deliveryName = text(order.delivery_name);
  const carrier = carrierOf(order, rowsOf('transporters'));
  const list = [
    target('CONSIGNOR', byName(rowsOf('consignors'), consignorName), consignorName, positive(order.consignor_resource_id)),
    target('SERVICER', byName(rowsOf('servicers'), servicerName), servicerName),
    target('DELIVERY', byName(rowsOf('deliveries'), deliveryName), deliveryName, positive(order.delivery_resource_id)),
    target('TRANSPORTER', carrier, text(carrier?.name)),
  ].filter((item): item is SettleTarget => item !== undefined);
  const goodsName = text(order.goods_name);
  const product = byName(rowsOf('products'), goodsName);
  const products = goodsName === '' ? [] : [{
    code: text(product?.code) || 'SP000000',
    name: goodsName,
    quantity: Math.max(1, Number(order.package_count ?? 1)),
  }];
  return { list, PRODUCTS: products };
}
