/** Who sees fee amounts (core spec §6). */
import { FEE_SHOW_CODES } from '../config/constants';

/** True when the user holds BANG_FEE_SHOW, BANG_BZ_FEE_SHOW_WAYBILL, DA_FEE_SHOW or PAI_N_FEE_SHOW. */
export function canSeeFeeAmounts(permissionCodes: Iterable<string> | null | undefined): boolean {
  if (!permissionCodes) return false;
  for (const code of permissionCodes) if (FEE_SHOW_CODES.includes(code)) return true;
  return false;
}
