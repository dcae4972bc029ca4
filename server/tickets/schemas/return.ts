/** 退货 (return): goods come back from the customer; refund, freight and what happens to the goods. */
import type { Random } from '../../fake-data/prng.js';
import { SCHEMA_IDS } from '../ticket-constants.js';
import type { JsonObject, TicketSchema } from '../ticket-types.js';
import { actionRules } from './action-rules.js';
import { all, field } from './conditions.js';
import { FEE_STAGE_RULES, RETURN_FEE, TRANSSHIPMENT_FEE, TRUNK_FEE } from './fee-configs.js';
import { amountField, buildSchemaParts, choiceField, countField, textField, type FieldDef } from './shared-fields.js';

const REASONS = ['商品破损', '商品质量问题', '发错货', '客户拒收', '七天无理由退货', '其他'] as const;
const GOODS_STATES = ['完好', '轻微破损', '严重破损', '缺件'] as const;
const DISPOSALS = ['退回商家', '入库待处理', '买断', '变卖', '报废'] as const;

const OWN_FIELDS: Record<string, FieldDef> = {
  return_reason: choiceField('退货原因', REASONS, '请选择退货原因'),
  return_count: countField('退货件数', 1, 999),
  goods_state: choiceField('货物状态', GOODS_STATES, '请选择货物状态'),
  pickup_address: textField('取件地址', 120, '请输入取件地址'),
  disposal: choiceField('货物处理方式', DISPOSALS, '请选择货物处理方式', all(field('goods_state', 'notIn', ['完好']))),
  refund_amount: amountField('退款金额', 0, 50000),
  description: textField('退货说明', 300, '请输入退货说明', { 'ui:widget': 'textarea' }),
};

export const RETURN_SCHEMA: TicketSchema = {
  id: SCHEMA_IDS.RETURN,
  name: '退货工单',
  type: 'RETURN',
  ...buildSchemaParts('退货工单', OWN_FIELDS, ['return_reason', 'return_count', 'goods_state', 'pickup_address']),
  action_rules: actionRules({
    handling: ['return_goods', 'return', 'refund', 'back_freight', 'buyout', 'sell', 'discarded_goods'],
    financeReview: true,
  }),
  fee_configs: [RETURN_FEE, TRUNK_FEE, TRANSSHIPMENT_FEE],
  fee_stage_rules: FEE_STAGE_RULES,
  fee_min_items: 1,
  sub_type_options: [],
};

export function sampleReturnPayload(random: Random, order: JsonObject): JsonObject {
  const state = random.pick(GOODS_STATES);
  return {
    return_reason: random.pick(REASONS.slice(0, 5)),
    return_count: Math.max(1, Math.min(999, Number(order.package_count ?? 1))),
    goods_state: state,
    pickup_address: `${String(order.end_city ?? '')}${String(order.end_address ?? '客户收货地址')}`.slice(0, 120),
    ...(state === '完好' ? {} : { disposal: random.pick(DISPOSALS) }),
    refund_amount: Math.round(random.int(50, 3000) * 100) / 100,
    description: random.pick(['客户收货后发现外包装破损，要求退货', '商品与描述不符，客户申请退货退款', '客户拒收，需安排取件退回']),
  };
}
