/** Fee configs of the ticket kinds (codes of server/codes/codes.ts FEE_CODES). */
import { feeConfig as config, SETTLEMENT_METHODS, TARGET } from '../../fees/fee-config.js';
import type { FeeDirection, StageRules, TicketSchema } from '../ticket-types.js';

/** 中转费: paid out to a carrier, settled monthly (the transfer fee line of core spec §4). */
export const TRANSSHIPMENT_FEE = config('TRANSSHIPMENT_FEE', { OUTLAY: [TARGET.TRANSPORTER, TARGET.DELIVERY] }, 1, 5000, [SETTLEMENT_METHODS.MONTHLY]);
export const DELIVERY_FEE = config('DELIVERY_FEE', { OUTLAY: [TARGET.DELIVERY], INCOME: [TARGET.CONSIGNOR] }, 1, 2000);
export const INSTALL_FEE = config('INSTALL_FEE', { OUTLAY: [TARGET.DELIVERY], INCOME: [TARGET.CONSIGNOR] }, 1, 2000);
export const UPSTAIRS_FEE = config('UPSTAIRS_FEE', { OUTLAY: [TARGET.DELIVERY], INCOME: [TARGET.CONSIGNOR] }, 1, 1000);
export const RETURN_FEE = config('RETURN_FEE', { OUTLAY: [TARGET.TRANSPORTER, TARGET.DELIVERY], INCOME: [TARGET.CONSIGNOR] }, 1, 3000);
export const TRUNK_FEE = config('TRUNK_FEE', { OUTLAY: [TARGET.TRANSPORTER], INCOME: [TARGET.CONSIGNOR] }, 1, 10000);
export const STORAGE_FEE = config('STORAGE_FEE', { INCOME: [TARGET.CONSIGNOR], OUTLAY: [TARGET.SERVICER] }, 1, 5000);
export const COMPENSATION_FEE = config(
  'COMPENSATION_FEE',
  { OUTLAY: [TARGET.CONSIGNOR], INCOME: [TARGET.DELIVERY, TARGET.TRANSPORTER, TARGET.SERVICER] },
  0.01, 50000, [SETTLEMENT_METHODS.MONTHLY, SETTLEMENT_METHODS.PAY_NOW, SETTLEMENT_METHODS.COLLECT],
);

const BOTH: FeeDirection[] = ['OUTLAY', 'INCOME'];
/** While the ticket is open every direction may be added and edited; once finished only a missed payout may be added. */
export const FEE_STAGE_RULES: Required<NonNullable<TicketSchema['fee_stage_rules']>> = {
  CREATE: { allow_directions: BOTH, can_add: true, can_edit: true },
  FINISHED: { allow_directions: ['OUTLAY'], can_add: true, can_edit: false } satisfies StageRules,
};
