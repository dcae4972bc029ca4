/** 费用审批 (finance review): an extra expense of an order is approved by finance before it is paid. */
import type { Random } from '../../fake-data/prng.js';
import { SCHEMA_IDS } from '../ticket-constants.js';
import type { JsonObject, TicketSchema } from '../ticket-types.js';
import { actionRules } from './action-rules.js';
import { all, field } from './conditions.js';
import { DELIVERY_FEE, FEE_STAGE_RULES, STORAGE_FEE, TRANSSHIPMENT_FEE, UPSTAIRS_FEE } from './fee-configs.js';
import { imagesField } from './image-field.js';
import { amountField, buildSchemaParts, choiceField, textField, type FieldDef } from './shared-fields.js';

const EXPENSE_TYPES = ['二次配送费', '上楼费', '仓储费', '中转费', '其他费用'] as const;

const OWN_FIELDS: Record<string, FieldDef> = {
  expense_type: choiceField('费用类型', EXPENSE_TYPES, '请选择费用类型'),
  other_expense: textField('其他费用名称', 50, '请输入费用名称', {}, all(field('expense_type', 'equal', '其他费用'))),
  apply_amount: amountField('申请金额', 0.01, 100000),
  apply_reason: textField('申请原因', 300, '请输入申请原因', { 'ui:widget': 'textarea' }),
  voucher_note: textField('凭证说明', 300, '请说明票据或照片等凭证'),
  voucher_photos: imagesField('凭证照片'),
};

export const FINANCE_REVIEW_SCHEMA: TicketSchema = {
  id: SCHEMA_IDS.FINANCE_REVIEW,
  name: '费用审批工单',
  type: 'FINANCE_REVIEW',
  ...buildSchemaParts('费用审批工单', OWN_FIELDS, ['expense_type', 'apply_amount', 'apply_reason'], {
    allOf: [{ if: { properties: { expense_type: { const: '其他费用' } }, required: ['expense_type'] }, then: { required: ['other_expense'] } }],
  }),
  action_rules: actionRules({ handling: ['refund', 'add_order_fee'], financeReview: true }),
  fee_configs: [DELIVERY_FEE, UPSTAIRS_FEE, STORAGE_FEE, TRANSSHIPMENT_FEE],
  fee_stage_rules: FEE_STAGE_RULES,
  fee_min_items: 1,
  sub_type_options: [],
};

export function sampleFinanceReviewPayload(random: Random): JsonObject {
  return {
    expense_type: random.pick(EXPENSE_TYPES.slice(0, 4)),
    apply_amount: Math.round(random.int(3000, 80_000)) / 100,
    apply_reason: random.pick(['客户不在家，师傅二次上门配送', '无电梯七楼，需加收上楼费', '客户要求延期收货，仓库代存十天']),
    voucher_note: '已上传现场照片及客户确认短信截图',
  };
}
