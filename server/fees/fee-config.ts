/** Building fee configs (widgets spec §3) for the ticket kinds and for orders, from the fee codes. */
import { FEE_CODES, nameOfCode } from '../codes/codes.js';
import type { FeeConfig, FeeDirection } from '../../src/fees/types.js';

export const SETTLEMENT_METHODS = {
  MONTHLY: { value: 'MONTHLY', label: '月结' },
  PAY_NOW: { value: 'PAY_NOW', label: '现付' },
  COLLECT: { value: 'COLLECT', label: '到付' },
  RECEIPT: { value: 'RECEIPT', label: '回单付' },
} as const;

/** Settle target types (server/codes/codes.ts SETTLE_TARGET_TYPES). */
export const TARGET = { CONSIGNOR: 'CONSIGNOR', SERVICER: 'SERVICER', DELIVERY: 'DELIVERY', TRANSPORTER: 'TRANSPORTER' } as const;

/**
 * A fee code's config: its name from FEE_CODES, the directions its targets name, methods and bounds.
 * Ticket kinds default to 月结 and 现付.
 */
export function feeConfig(code: string, targets: Partial<Record<FeeDirection, string[]>>, minAmount: number, maxAmount: number,
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
