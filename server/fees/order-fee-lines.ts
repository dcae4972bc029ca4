/** The fee lines a seeded order starts with: freight from the merchant, pay-outs to delivery and carrier. */
import type { FeeLine, SettleTarget } from '../../src/fees/types.js';
import { ORDER_FEE_CONFIGS } from './order-fee-configs.js';

/** Shares of the freight paid on to the delivery provider and the line carrier. */
const DELIVERY_SHARE = 0.55;
const CARRIER_SHARE = 0.25;

function line(code: string, direction: 'INCOME' | 'OUTLAY', target: SettleTarget, amount: number, methodIndex = 0): FeeLine {
  const config = ORDER_FEE_CONFIGS.find((candidate) => candidate.code === code);
  const method = config?.settlement_methods?.[methodIndex] ?? config?.settlement_methods?.[0];
  return {
    direction,
    code,
    code_name: config?.name ?? code,
    settle_target_id: target.id,
    settle_target_name: target.name,
    settle_target_type: target.type,
    amount: Math.round(amount * 100) / 100,
    settlement_method_code: method?.value ?? '',
    settlement_method_name: method?.label ?? '',
  };
}

/** Lines valid against ORDER_FEE_CONFIGS for the order's own settle targets. */
export function seededOrderFeeLines(freight: number, targets: readonly SettleTarget[]): FeeLine[] {
  const of = (type: string) => targets.find((target) => target.type === type);
  const merchant = of('CONSIGNOR');
  const delivery = of('DELIVERY');
  const carrier = of('TRANSPORTER');
  const lines: FeeLine[] = [];
  // Monthly settlement with the merchant (the second method of 配送费).
  if (merchant) lines.push(line('DELIVERY_FEE', 'INCOME', merchant, freight, 1));
  if (delivery) lines.push(line('DELIVERY_FEE', 'OUTLAY', delivery, freight * DELIVERY_SHARE, 1));
  if (carrier && freight * CARRIER_SHARE >= 1) lines.push(line('TRUNK_FEE', 'OUTLAY', carrier, freight * CARRIER_SHARE));
  return lines;
}
