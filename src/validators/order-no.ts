import { ORDER_NO_LOOKUP_KEYS } from '../config/validation.js';
import { VALIDATOR_MSG } from '../config/messages.js';
import type { ValidatorParams } from './types.js';
import { asText, isBlank } from './values.js';

/** The waybill of a system order number, as GET /order/waybills/{orderNo} answers it: its id, and its status. */
export interface WaybillMatch {
  id: string | number;
  status?: string;
}

/** Finds the waybill of a system order number (the caller asks the server); undefined when there is none. */
export type OrderNoLookup = (orderNo: string) => Promise<WaybillMatch | undefined>;

/** Result of an order number check: the message of a miss, or the waybill found (none for a blank field). */
export interface OrderNoCheck {
  message?: string;
  match?: WaybillMatch;
}

/** Order number field (widgets spec §5): blank passes; otherwise the waybill must exist. */
export async function checkOrderNo(value: unknown, find: OrderNoLookup, params?: ValidatorParams): Promise<OrderNoCheck> {
  if (isBlank(value)) return {};
  let match: WaybillMatch | undefined;
  try {
    match = await find(asText(value));
  } catch {
    match = undefined;
  }
  return match ? { match } : { message: params?.message ?? VALIDATOR_MSG.orderNo };
}

/** The message of an order number check, undefined when it passes. */
export async function validateOrderNo(value: unknown, find: OrderNoLookup, params?: ValidatorParams): Promise<string | undefined> {
  return (await checkOrderNo(value, find, params)).message;
}

/**
 * What the form's root data gets from the waybill found (widgets spec §3): `order_id` and `status`.
 * `ownKeys` are keys the form already has for its own record: a form with its own `status` keeps it.
 */
export function orderLookupValues(match: WaybillMatch, ownKeys: ReadonlySet<string> = new Set()): Record<string, unknown> {
  const values: Record<string, unknown> = { [ORDER_NO_LOOKUP_KEYS.orderId]: match.id };
  if (match.status !== undefined && !ownKeys.has(ORDER_NO_LOOKUP_KEYS.status)) values[ORDER_NO_LOOKUP_KEYS.status] = match.status;
  return values;
}

/** The form keys a found waybill writes: src/screen-model/field-writes.ts says which keys every field writes. */
export { orderLookupKeys } from '../screen-model/field-writes.js';
