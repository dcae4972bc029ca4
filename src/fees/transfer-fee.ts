/** The transfer fee line a ticket adds (core spec §4). */
import { TRANSFER_FEE } from '../config/fees';
import type { FeeLine, SettleTarget } from './types';

/** A TRANSSHIPMENT_FEE line paid out (OUTLAY) and settled monthly (月结). */
export function transferFeeLine(amount: number | string, target?: SettleTarget): FeeLine {
  return {
    direction: TRANSFER_FEE.direction,
    code: TRANSFER_FEE.code,
    code_name: TRANSFER_FEE.codeName,
    settle_target_id: target?.id ?? '',
    settle_target_name: target?.name ?? '',
    settle_target_type: target?.type ?? '',
    amount,
    settlement_method_code: TRANSFER_FEE.settlementMethodCode,
    settlement_method_name: TRANSFER_FEE.settlementMethodName,
  };
}
