/** The transfer fee line a ticket adds (core spec §4). */
import { TRANSFER_FEE } from '../config/fees';
import { feeConfigFor, targetsFor } from './options';
import { canAddRow } from './rows';
import type { FeeConfig, FeeContext, FeeDirection, FeeLine, SettleTarget, StageRules } from './types';

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

/**
 * A ticket may add the transfer line when the stage lets rows be added, OUTLAY is an allowed direction,
 * and the ticket's fee configs hold TRANSSHIPMENT_FEE paid out and settled 月结.
 */
export function canAddTransferFee(rules: StageRules, configs: readonly FeeConfig[], directions: readonly FeeDirection[]): boolean {
  const config = feeConfigFor(configs, TRANSFER_FEE.code);
  if (!config || !canAddRow(rules) || !directions.includes(TRANSFER_FEE.direction)) return false;
  if (!config.directions.includes(TRANSFER_FEE.direction)) return false;
  const methods = config.settlement_methods;
  return !methods || methods.some((method) => method.value === TRANSFER_FEE.settlementMethodCode);
}

/**
 * The line the ticket's 添加中转费 adds: the transfer fee with the config's own name, and its settle target
 * already picked when only one party of the allowed kinds takes part in the order. The amount is left to type.
 */
export function ticketTransferFeeLine(context: FeeContext): FeeLine {
  const line = transferFeeLine('');
  const candidates = targetsFor(line, context);
  const only = candidates.length === 1 ? candidates[0] : undefined;
  const name = feeConfigFor(context.configs, TRANSFER_FEE.code)?.name;
  return { ...transferFeeLine('', only), code_name: name || TRANSFER_FEE.codeName };
}
