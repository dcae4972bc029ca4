/**
 * The fee codes an order's fee-detail table offers (widgets spec §3): directions, the settle target
 * types per direction, settlement methods and amount bounds, with the stage rules of an order.
 */

const PAY_NOW = { value: 'PAY_NOW', label: '现付' };
const MONTHLY = { value: 'MONTHLY', label: '月结' };
const COLLECT = { value: 'COLLECT', label: '到付' };
const RECEIPT = { value: 'RECEIPT', label: '回单付' };

/** Money in from the merchant, out to whoever carried, delivered or installed. */
const PARTNERS_PAID = ['DELIVERY', 'TRANSPORTER'];

export const ORDER_FEE_CONFIGS = [
  {
    code: 'DELIVERY_FEE', name: '配送费', directions: ['INCOME', 'OUTLAY'],
    settle_targets: { INCOME: ['CONSIGNOR'], OUTLAY: PARTNERS_PAID },
    settlement_methods: [PAY_NOW, MONTHLY, COLLECT], minAmount: 0, maxAmount: 5000,
  },
  {
    code: 'INSTALL_FEE', name: '安装费', directions: ['INCOME', 'OUTLAY'],
    settle_targets: { INCOME: ['CONSIGNOR'], OUTLAY: ['DELIVERY'] },
    settlement_methods: [PAY_NOW, MONTHLY], minAmount: 0, maxAmount: 3000,
  },
  {
    code: 'TRUNK_FEE', name: '干线运费', directions: ['INCOME', 'OUTLAY'],
    settle_targets: { INCOME: ['CONSIGNOR'], OUTLAY: ['TRANSPORTER'] },
    settlement_methods: [MONTHLY, COLLECT, RECEIPT], minAmount: 1, maxAmount: 20000,
  },
  {
    code: 'UPSTAIRS_FEE', name: '上楼费', directions: ['INCOME'],
    settle_targets: { INCOME: ['CONSIGNOR'] },
    settlement_methods: [PAY_NOW], minAmount: 0, maxAmount: 500,
  },
  {
    code: 'STORAGE_FEE', name: '仓储费', directions: ['INCOME'],
    settle_targets: { INCOME: ['CONSIGNOR'] },
    settlement_methods: [MONTHLY], minAmount: 0, maxAmount: 10000,
  },
  {
    code: 'TRANSSHIPMENT_FEE', name: '中转费', directions: ['OUTLAY'],
    settle_targets: { OUTLAY: ['TRANSPORTER'] },
    settlement_methods: [MONTHLY], minAmount: 0, maxAmount: 2000,
  },
] as const;

/** While an order is open every direction may be added and edited; once it is done only outlays may be added. */
export const ORDER_FEE_STAGE_RULES = {
  CREATE: { allow_directions: ['OUTLAY', 'INCOME'], can_add: true, can_edit: true },
  FINISHED: { allow_directions: ['OUTLAY'], can_add: true, can_edit: false },
} as const;

/** An order keeps at least its freight line. */
export const ORDER_FEE_MIN_ITEMS = 1;
