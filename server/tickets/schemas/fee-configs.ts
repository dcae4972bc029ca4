/** Fee configs of the ticket kinds (codes of server/collections/core/codes.ts FEE_CODES). */
import { FEE_CODES, nameOfCode } from '../../collections/core/codes.js';
import type { FeeConfig, FeeDirection, StageRules, TicketSchema } from '../ticket-types.js';

export const SETTLEMENT_METHODS = {
  MONTHLY: { value: 'MONTHLY', label: '月结' },
  PAY_NOW: { value: 'PAY_NOW', label: '现付' },
  COLLECT: { value: 'COLLECT', label: '到付' },
} as const;

/** Settle target types (server/collections/core/codes.ts SETTLE_TARGET_TYPES). */
export const TARGET = { CONSIGNOR: 'CONSIGNOR', SERVICER: 'SERVICER', DELIVERY: 'DELIVERY', TRANSPORTER: 'TRANSPORTER' } as const;

function config(code: string, targets: Partial<Record<FeeDirection, string[]>>, minAmount: number, maxAmount: number,
  methods: ReadonlyArray<{ value: string; label: string }> = [SETTLEMENT_METHODS.MONTHLY, SETTLEMENT_METHODS.PAY_NOW]): FeeConfig {
  return {
    code,
    name: nameOfCode(FEE_CODES, code),
    directions: (Object.keys(targets) as FeeDirection[]),
    settle_targets: targets,
    settlement_methods: [...methods],
    minAmount,
    maxAmount,
  };
}

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
