/** 维修 (repair): a technician repairs installed goods, possibly with spare parts. */
import type { Random } from '../../fake-data/prng.js';
import { SCHEMA_IDS } from '../ticket-constants.js';
import type { JsonObject, TicketSchema } from '../ticket-types.js';
import { actionRules } from './action-rules.js';
import { all, field } from './conditions.js';
import { FEE_STAGE_RULES, INSTALL_FEE, TRANSSHIPMENT_FEE, UPSTAIRS_FEE } from './fee-configs.js';
import { imagesField } from './image-field.js';
import { buildSchemaParts, choiceField, countField, dateTimeField, textField, type FieldDef } from './shared-fields.js';

const FAULTS = ['安装不到位', '零部件损坏', '功能故障', '外观划伤', '其他'] as const;
const YES_NO = ['是', '否'] as const;

const OWN_FIELDS: Record<string, FieldDef> = {
  fault_type: choiceField('故障类型', FAULTS, '请选择故障类型'),
  repair_content: textField('维修内容', 300, '请输入维修内容', { 'ui:widget': 'textarea' }),
  fault_photos: imagesField('故障照片'),
  need_parts: choiceField('是否需要配件', YES_NO, '请选择是否需要配件'),
  parts: textField('配件', 100, '请输入所需配件名称及规格', {}, all(field('need_parts', 'equal', '是'))),
  parts_count: countField('配件数量', 1, 99, all(field('need_parts', 'equal', '是'))),
  visit_time: dateTimeField('预约上门时间'),
  under_warranty: choiceField('是否在保', YES_NO, '请选择是否在保'),
};

export const REPAIR_SCHEMA: TicketSchema = {
  id: SCHEMA_IDS.REPAIR,
  name: '维修工单',
  type: 'REPAIR',
  ...buildSchemaParts('维修工单', OWN_FIELDS, ['fault_type', 'repair_content', 'need_parts', 'visit_time'], {
    allOf: [{ if: { properties: { need_parts: { const: '是' } }, required: ['need_parts'] }, then: { required: ['parts', 'parts_count'] } }],
  }),
  action_rules: actionRules({ handling: ['repair', 'supply_parts', 'add_order_fee'], financeReview: true }),
  fee_configs: [INSTALL_FEE, UPSTAIRS_FEE, TRANSSHIPMENT_FEE],
  fee_stage_rules: FEE_STAGE_RULES,
  fee_min_items: 1,
  sub_type_options: [],
};

export function sampleRepairPayload(random: Random, _order: JsonObject, at: Date): JsonObject {
  const needParts = random.chance(0.5);
  return {
    fault_type: random.pick(FAULTS.slice(0, 4)),
    repair_content: random.pick(['柜门铰链松动，需重新调整安装', '床架连接件断裂，需更换后重新组装', '热水器不加热，需上门检测维修']),
    need_parts: needParts ? '是' : '否',
    ...(needParts ? { parts: random.pick(['铰链 35mm 两个', '床架连接件一套', '温控器 220V 一个']), parts_count: random.int(1, 4) } : {}),
    visit_time: new Date(at.getTime() + random.int(24, 72) * 3_600_000).toISOString(),
    under_warranty: random.chance(0.7) ? '是' : '否',
  };
}
