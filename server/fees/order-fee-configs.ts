/**
 * The fee codes an order's fee-detail table offers (widgets spec §3): directions, the settle target
 * types per direction, settlement methods and amount bounds, with the stage rules of an order.
 */
import type { FeeConfig } from '../../src/fees/types.js';
import { feeConfig, SETTLEMENT_METHODS, TARGET } from './fee-config.js';

const { PAY_NOW, MONTHLY, COLLECT, RECEIPT } = SETTLEMENT_METHODS;

/** Money in from the merchant, out to whoever carried, delivered or installed. */
export const ORDER_FEE_CONFIGS: readonly FeeConfig[] = [
  feeConfig('DELIVERY_FEE', { INCOME: [TARGET.CONSIGNOR], OUTLAY: [TARGET.DELIVERY, TARGET.TRANSPORTER] }, 0, 5000, [PAY_NOW, MONTHLY, COLLECT]),
  feeConfig('INSTALL_FEE', { INCOME: [TARGET.CONSIGNOR], OUTLAY: [TARGET.DELIVERY] }, 0, 3000, [PAY_NOW, MONTHLY]),
  feeConfig('TRUNK_FEE', { INCOME: [TARGET.CONSIGNOR], OUTLAY: [TARGET.TRANSPORTER] }, 1, 20000, [MONTHLY, COLLECT, RECEIPT]),
  feeConfig('UPSTAIRS_FEE', { INCOME: [TARGET.CONSIGNOR] }, 0, 500, [PAY_NOW]),
  feeConfig('STORAGE_FEE', { INCOME: [TARGET.CONSIGNOR] }, 0, 10000, [MONTHLY]),
  feeConfig('TRANSSHIPMENT_FEE', { OUTLAY: [TARGET.TRANSPORTER] }, 0, 2000, [MONTHLY]),
];

/** While an order is open every direction may be added and edited; once it is done only outlays may be added. */
export const ORDER_FEE_STAGE_RULES = {
  CREATE: { allow_directions: ['OUTLAY', 'INCOME'], can_add: true, can_edit: true },
  FINISHED: { allow_directions: ['OUTLAY'], can_add: true, can_edit: false },
} as const;

/** An order keeps at least its freight line. */
export const ORDER_FEE_MIN_ITEMS = 1;
