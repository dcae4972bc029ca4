/**
 * The banned-area check of a chosen address (widgets spec §5, §7): its body, its answer, and what a
 * failed call means (the address passes).
 */
import { BANNED_AREA_ADDRESS_MAX } from '../config/address';
import type { AddressFieldOptions } from '../screen-model/types';

/** Body of POST /user/banned-areas/check-if-banned. */
export interface BannedAreaBody {
  province_code: string;
  city_code: string;
  district_code: string;
  consignor_id: string;
  address: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** The check's body for a chosen code path, the merchant and street address taken from the form. */
export function bannedAreaBody(options: AddressFieldOptions, codes: readonly string[], values: Readonly<Record<string, unknown>>): BannedAreaBody {
  return {
    province_code: codes[0] ?? '',
    city_code: codes[1] ?? '',
    district_code: codes[2] ?? '',
    consignor_id: options.consignorKey ? text(values[options.consignorKey]) : '',
    address: (options.detailKey ? text(values[options.detailKey]) : '').slice(0, BANNED_AREA_ADDRESS_MAX),
  };
}

/** The check's answer: banned only when data.data is true (the data provider hands over data). */
export function isBannedAnswer(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { data?: unknown }).data === true;
}

/** Same question, same answer: the key a check's result is remembered by. */
export const bannedAreaKey = (body: BannedAreaBody): string =>
  [body.province_code, body.city_code, body.district_code, body.consignor_id].join('|');

/**
 * Asks the check; a failed call counts as a pass and is only logged.
 * @returns true when the area is banned.
 */
export async function checkBannedArea(ask: (body: BannedAreaBody) => Promise<unknown>, body: BannedAreaBody): Promise<boolean> {
  try {
    return isBannedAnswer(await ask(body));
  } catch (error) {
    console.warn('banned-area check failed; the address passes', error);
    return false;
  }
}
