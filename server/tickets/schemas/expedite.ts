/** 催件 (expedite shipment): the customer wants delivery, a visit, a pickup or a repair sooner. */
import type { Random } from '../../fake-data/prng.js';
import { SCHEMA_IDS, SUB_TYPE_FIELD } from '../ticket-constants.js';
import type { JsonObject, SubTypeOption, TicketSchema } from '../ticket-types.js';
import { actionRules } from './action-rules.js';
import { all, field, orderPath } from './conditions.js';
import { DELIVERY_FEE, FEE_STAGE_RULES, TRANSSHIPMENT_FEE } from './fee-configs.js';
import { buildSchemaParts, choiceField, dateTimeField, textField, type FieldDef } from './shared-fields.js';

const SUB_TYPES = [
  ['EXPEDITE_DELIVERY', '催配送'], ['EXPEDITE_ON_SITE', '催上门'], ['EXPEDITE_PICKUP', '催取件'], ['EXPEDITE_REPAIR', '催维修'],
] as const;
const REASONS = ['超时未配送', '超时未上门', '超时未取件', '超时未维修', '客户加急', '其他'] as const;
const CHANNELS = ['电话', '在线客服', '商家转交', '平台投诉'] as const;

const tags = (operator: 'contains' | 'doesNotContain', tag: string) => orderPath('$.tags[*].code', operator, tag);
const pkg = (operator: 'equal' | 'notIn', value: string | string[]) => orderPath('$.services_pkg_code', operator, value);
const SPECIAL_PACKAGES = ['SERVICE_PKG_RETURN', 'SERVICE_PKG_REPAIR'];

/** Exactly one rule matches any order: a return or repair package decides first, then the SECOND_DOOR tag. */
const SUB_TYPE_OPTIONS: SubTypeOption[] = [
  { value: 'EXPEDITE_DELIVERY', label: '催配送', rules: { not: { any: [tags('contains', 'SECOND_DOOR'), orderPath('$.services_pkg_code', 'in', SPECIAL_PACKAGES)] } } },
  { value: 'EXPEDITE_ON_SITE', label: '催上门', rules: all(tags('contains', 'SECOND_DOOR'), pkg('notIn', SPECIAL_PACKAGES)) },
  { value: 'EXPEDITE_PICKUP', label: '催取件', rules: all(pkg('equal', 'SERVICE_PKG_RETURN')) },
  { value: 'EXPEDITE_REPAIR', label: '催维修', rules: all(pkg('equal', 'SERVICE_PKG_REPAIR')) },
];

const subType: FieldDef = {
  schema: { type: 'string', title: '催件类型', oneOf: SUB_TYPES.map(([value, title]) => ({ const: value, title })) },
  ui: { 'ui:widget': 'select', 'ui:placeholder': '请选择催件类型' },
  errors: { required: '请选择催件类型', oneOf: '催件类型不在可选范围内', const: '催件类型不在可选范围内' },
};

const OWN_FIELDS: Record<string, FieldDef> = {
  [SUB_TYPE_FIELD]: subType,
  expedite_reason: choiceField('催件原因', REASONS, '请选择催件原因'),
  other_reason: textField('其他原因', 100, '请输入其他原因', {}, all(field('expedite_reason', 'equal', '其他'))),
  channel: choiceField('来源渠道', CHANNELS, '请选择来源渠道'),
  expected_time: dateTimeField('期望完成时间'),
  contact_phone: {
    schema: { type: 'string', title: '联系电话', pattern: '^1[3-9]\\d{9}$' },
    ui: { 'ui:placeholder': '请输入客户联系电话' },
    errors: { required: '请输入客户联系电话', pattern: '手机号格式有误' },
  },
  description: textField('催件说明', 300, '请输入催件说明', { 'ui:widget': 'textarea' }),
};

export const EXPEDITE_SCHEMA: TicketSchema = {
  id: SCHEMA_IDS.EXPEDITE,
  name: '催件工单',
  type: 'EXPEDITE',
  ...buildSchemaParts('催件工单', OWN_FIELDS, [SUB_TYPE_FIELD, 'expedite_reason', 'expected_time', 'description'], {
    allOf: [{ if: { properties: { expedite_reason: { const: '其他' } }, required: ['expedite_reason'] }, then: { required: ['other_reason'] } }],
  }),
  action_rules: actionRules({ handling: ['add_order_fee'], financeReview: false }),
  fee_configs: [TRANSSHIPMENT_FEE, DELIVERY_FEE],
  fee_stage_rules: FEE_STAGE_RULES,
  fee_min_items: 0,
  sub_type_field: SUB_TYPE_FIELD,
  sub_type_options: SUB_TYPE_OPTIONS,
};

/** The sub type an order calls for (the same decision as SUB_TYPE_OPTIONS). */
export function expediteSubTypeOf(order: JsonObject): string {
  const pkgCode = order.services_pkg_code;
  if (pkgCode === 'SERVICE_PKG_RETURN') return 'EXPEDITE_PICKUP';
  if (pkgCode === 'SERVICE_PKG_REPAIR') return 'EXPEDITE_REPAIR';
  const tagList = Array.isArray(order.tags) ? (order.tags as Array<{ code?: unknown }>) : [];
  return tagList.some((tag) => tag.code === 'SECOND_DOOR') ? 'EXPEDITE_ON_SITE' : 'EXPEDITE_DELIVERY';
}

export function sampleExpeditePayload(random: Random, order: JsonObject, at: Date): JsonObject {
  const subTypeValue = expediteSubTypeOf(order);
  const reason = { EXPEDITE_DELIVERY: '超时未配送', EXPEDITE_ON_SITE: '超时未上门', EXPEDITE_PICKUP: '超时未取件', EXPEDITE_REPAIR: '超时未维修' }[subTypeValue] ?? '客户加急';
  return {
    [SUB_TYPE_FIELD]: subTypeValue,
    expedite_reason: random.chance(0.2) ? '客户加急' : reason,
    channel: random.pick(CHANNELS),
    expected_time: new Date(at.getTime() + random.int(12, 48) * 3_600_000).toISOString(),
    contact_phone: typeof order.end_tel === 'string' && /^1[3-9]\d{9}$/.test(order.end_tel) ? order.end_tel : '13800000000',
    description: random.pick(['客户来电反映预约时间已过仍未送达，要求尽快安排', '客户催促师傅上门，希望今天内联系', '商家转交客户投诉，请加急处理']),
  };
}
