import { VALIDATOR_MSG } from '../config/messages';
import type { ValidatorParams } from './types';
import { asText, isBlank } from './values';

/** Whether a waybill with this system order number exists (the caller asks the server). */
export type OrderNoLookup = (orderNo: string) => Promise<boolean>;

/** Order number field: blank passes; otherwise the waybill must exist. */
export async function validateOrderNo(
  value: unknown,
  exists: OrderNoLookup,
  params?: ValidatorParams,
): Promise<string | undefined> {
  if (isBlank(value)) return undefined;
  let found: boolean;
  try {
    found = await exists(asText(value));
  } catch {
    found = false;
  }
  return found ? undefined : (params?.message ?? VALIDATOR_MSG.orderNo);
}
