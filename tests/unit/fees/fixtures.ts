import type { FeeConfig, FeeContext, FeeLine, SettleTarget } from '../../../src/fees';
import { emptyFeeLine } from '../../../src/fees';

export const MONTHLY = { value: 'MONTHLY', label: '月结' };
export const PAY_NOW = { value: 'PAY_NOW', label: '现付' };

/** Delivery fee: both directions, bounded 1..500, two methods. */
export const DELIVERY_FEE: FeeConfig = {
  code: 'DELIVERY_FEE',
  name: '配送费',
  directions: ['OUTLAY', 'INCOME'],
  settle_targets: { OUTLAY: ['DELIVERY', 'SERVICER'], INCOME: ['CONSIGNOR'] },
  settlement_methods: [PAY_NOW, MONTHLY],
  minAmount: 1,
  maxAmount: 500,
};

/** Transfer fee: OUTLAY only, one target type, one method, no bounds. */
export const TRANSFER_FEE_CONFIG: FeeConfig = {
  code: 'TRANSSHIPMENT_FEE',
  name: '中转费',
  directions: ['OUTLAY'],
  settle_targets: { OUTLAY: ['SERVICER'] },
  settlement_methods: [MONTHLY],
};

export const CONFIGS: FeeConfig[] = [DELIVERY_FEE, TRANSFER_FEE_CONFIG];

export const TARGETS: SettleTarget[] = [
  { id: 11, name: '顺达配送', type: 'DELIVERY' },
  { id: 12, name: '安装师傅王', type: 'DELIVERY' },
  { id: 21, name: '华东服务商', type: 'SERVICER' },
  { id: 31, name: '宜家家居', type: 'CONSIGNOR' },
];

export const CONTEXT: FeeContext = { configs: CONFIGS, targets: TARGETS };

/** A complete, valid OUTLAY delivery fee line. */
export function deliveryLine(overrides: Partial<FeeLine> = {}): FeeLine {
  return {
    ...emptyFeeLine(),
    direction: 'OUTLAY',
    code: 'DELIVERY_FEE',
    code_name: '配送费',
    settle_target_id: 11,
    settle_target_name: '顺达配送',
    settle_target_type: 'DELIVERY',
    amount: '100',
    settlement_method_code: 'PAY_NOW',
    settlement_method_name: '现付',
    ...overrides,
  };
}
