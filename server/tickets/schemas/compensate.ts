/** 理赔 (compensation): a damaged or lost shipment is compensated and the responsible party charged. */
import type { Random } from '../../fake-data/prng.js';
import { DUTY_PARTIES } from '../../codes/codes.js';
import { SCHEMA_IDS } from '../ticket-constants.js';
import type { JsonObject, TicketSchema } from '../ticket-types.js';
import { actionRules } from './action-rules.js';
import { all, field } from './conditions.js';
import { COMPENSATION_FEE, FEE_STAGE_RULES, TRANSSHIPMENT_FEE } from './fee-configs.js';
import { imagesField } from './image-field.js';
import { amountField, buildSchemaParts, choiceField, textField, type FieldDef } from './shared-fields.js';

const CLAIM_REASONS = ['货物破损', '货物丢失', '少件', '延误', '安装损坏'] as const;
const CLAIM_METHODS = ['现金', '补发', '维修抵扣'] as const;
/** Which claim method makes the amount required and visible. */
const CASH = '现金';

const OWN_FIELDS: Record<string, FieldDef> = {
  claim_reason: choiceField('理赔原因', CLAIM_REASONS, '请选择理赔原因'),
  claim_method: choiceField('理赔方式', CLAIM_METHODS, '请选择理赔方式'),
  claim_amount: amountField('理赔金额', 0.01, 50000, all(field('claim_method', 'equal', CASH))),
  liable_party: choiceField('责任方', DUTY_PARTIES, '请选择责任方'),
  evidence: textField('凭证说明', 300, '请描述破损照片、签收单等凭证', { 'ui:widget': 'textarea' }),
  damage_photos: imagesField('破损照片'),
};

export const COMPENSATE_SCHEMA: TicketSchema = {
  id: SCHEMA_IDS.COMPENSATE,
  name: '理赔工单',
  type: 'COMPENSATE',
  ...buildSchemaParts('理赔工单', OWN_FIELDS, ['claim_reason', 'claim_method', 'liable_party', 'evidence'], {
    allOf: [{ if: { properties: { claim_method: { const: CASH } }, required: ['claim_method'] }, then: { required: ['claim_amount'] } }],
  }),
  action_rules: actionRules({ handling: ['compensate', 'buyout', 'back_freight'], financeReview: true }),
  fee_configs: [COMPENSATION_FEE, TRANSSHIPMENT_FEE],
  fee_stage_rules: FEE_STAGE_RULES,
  fee_min_items: 1,
  sub_type_options: [],
};

export function sampleCompensatePayload(random: Random): JsonObject {
  const method = random.pick(CLAIM_METHODS);
  return {
    claim_reason: random.pick(CLAIM_REASONS),
    claim_method: method,
    ...(method === CASH ? { claim_amount: Math.round(random.int(100, 300_000)) / 100 } : {}),
    liable_party: random.pick(DUTY_PARTIES),
    evidence: random.pick(['客户提供破损照片三张，签收单备注外箱破损', '运输途中丢失一件，承运商已确认', '安装时划伤台面，师傅已拍照确认']),
  };
}
