/**
 * Ticket schemas as the reference server serves them: action_rules in json-rules-engine's format over
 * the facts, ui_schema fields with visibleWhen, error_schema messages and sub_type_options.
 */
import type { TopLevelCondition } from 'json-rules-engine';
import type { ActionFlags, ActionRule, Ticket, TicketOrder, TicketSchema, TicketStatus, TicketUserRole } from '../../../src/tickets';

const is = (fact: string, value: unknown) => ({ fact, operator: 'equal', value });
const field = (path: string, operator: string, value: unknown) => ({ fact: 'form_data', path: `$.${path}`, operator, value });
const atStatus = (status: TicketStatus) => is('ticket_status', status);
const asRole = (role: TicketUserRole) => is('user_role', role);

function rule(name: string, conditions: TopLevelCondition, params: ActionFlags): ActionRule {
  return { name, conditions, event: { type: 'grant', params } };
}

/** Rules every schema has: create, accept, work, finance review. */
function commonRules(workFlags: ActionFlags): ActionRule[] {
  return [
    rule('create', { all: [is('task_stage', 'CREATE')] }, { can_save: true }),
    rule('accept', { all: [atStatus('SUBMITTED'), asRole('EXECUTIVE_STAFF')] }, { can_accept: true }),
    rule(
      'work',
      { all: [atStatus('IN_PROGRESS'), asRole('EXECUTIVE_STAFF'), is('allowed_save', true)] },
      { can_save: true, can_complete: true, can_submit_for_finance_review: true, ...workFlags },
    ),
    rule(
      'finance review',
      { all: [atStatus('FINANCE_REVIEWING'), asRole('FINANCIAL_STAFF'), is('allowed_save', true)] },
      { can_save: true, can_reject: true, can_return_to_in_progress: true, can_finance_complete: true },
    ),
  ];
}

const EXPEDITE_STRING = { type: 'string' };

export const EXPEDITE_SCHEMA: TicketSchema = {
  id: 1,
  name: '催件工单',
  type: 'EXPEDITE',
  json_schema: {
    type: 'object',
    required: ['sub_type', 'description'],
    properties: {
      sub_type: {
        type: 'string',
        title: '催件类型',
        enum: ['EXPEDITE_DELIVERY', 'EXPEDITE_ON_SITE', 'EXPEDITE_PICKUP', 'EXPEDITE_REPAIR'],
      },
      description: { type: 'string', title: '催件说明', maxLength: 200 },
      expected_date: { ...EXPEDITE_STRING, title: '期望上门日期' },
      handle_result: { type: 'string', title: '处理结果' },
    },
  },
  ui_schema: {
    description: { 'ui:widget': 'textarea' },
    expected_date: { visibleWhen: { any: [field('sub_type', 'equal', 'EXPEDITE_ON_SITE'), field('sub_type', 'equal', 'EXPEDITE_PICKUP')] } },
    handle_result: { visibleWhen: { all: [{ fact: 'task_stage', operator: 'notEqual', value: 'CREATE' }] } },
  },
  error_schema: {
    sub_type: { required: '请选择催件类型' },
    description: { required: '请填写催件说明', maxLength: '催件说明不能超过200字' },
  },
  action_rules: commonRules({}),
  fee_configs: [],
  sub_type_options: [
    { value: 'EXPEDITE_ON_SITE', label: '催上门', rules: { all: [{ fact: 'order', path: '$.tags[*].code', operator: 'contains', value: 'SECOND_DOOR' }] } },
    { value: 'EXPEDITE_PICKUP', label: '催取件', rules: { all: [{ fact: 'order', path: '$.services_pkg_code', operator: 'equal', value: 'SERVICE_PKG_RETURN' }] } },
  ],
};

/** The largest schema: compensation with goods disposal, fees and finance review. */
export const COMPENSATE_SCHEMA: TicketSchema = {
  id: 4,
  name: '理赔工单',
  type: 'COMPENSATE',
  json_schema: {
    type: 'object',
    required: ['reason', 'compensate_type'],
    properties: {
      reason: { type: 'string', title: '理赔原因', enum: ['DAMAGED', 'LOST', 'SHORTAGE', 'DELAY'] },
      compensate_type: { type: 'string', title: '理赔方式', enum: ['MONEY', 'GOODS', 'FREIGHT'] },
      compensate_amount: { type: 'number', title: '理赔金额', minimum: 0.01, maximum: 50000 },
      damaged_count: { type: 'integer', title: '破损件数', minimum: 1 },
      lost_count: { type: 'integer', title: '丢失件数', minimum: 1 },
      goods_disposal: { type: 'string', title: '货物处理', enum: ['BUYOUT', 'SELL', 'DISCARD', 'RETURN'] },
      sell_amount: { type: 'number', title: '变卖金额', minimum: 0 },
      responsible_party: { type: 'string', title: '责任方' },
      evidence: { type: 'string', title: '凭证说明' },
      freight_amount: { type: 'number', title: '退运费金额', minimum: 0 },
      add_fee_reason: { type: 'string', title: '补录费用原因' },
      finance_remark: { type: 'string', title: '财务备注' },
      reject_reason: { type: 'string', title: '驳回原因' },
      contact: {
        type: 'object',
        title: '联系人',
        properties: { name: { type: 'string', title: '姓名' }, phone: { type: 'string', title: '电话' } },
      },
    },
  },
  ui_schema: {
    'ui:order': ['reason', 'compensate_type', '*'],
    compensate_amount: { visibleWhen: { all: [field('compensate_type', 'equal', 'MONEY')] } },
    damaged_count: { visibleWhen: { all: [field('reason', 'equal', 'DAMAGED')] } },
    lost_count: { visibleWhen: { any: [field('reason', 'equal', 'LOST'), field('reason', 'equal', 'SHORTAGE')] } },
    goods_disposal: { visibleWhen: { all: [field('compensate_type', 'equal', 'GOODS'), { fact: 'task_stage', operator: 'notEqual', value: 'CREATE' }] } },
    sell_amount: { visibleWhen: { all: [field('goods_disposal', 'equal', 'SELL')] } },
    responsible_party: { visibleWhen: { all: [{ fact: 'user_role', operator: 'in', value: ['EXECUTIVE_STAFF', 'FINANCIAL_STAFF'] }] } },
    evidence: { 'ui:widget': 'textarea' },
    freight_amount: { visibleWhen: { all: [field('compensate_type', 'equal', 'FREIGHT')] } },
    add_fee_reason: { visibleWhen: { all: [atStatus('IN_PROGRESS'), asRole('EXECUTIVE_STAFF')] } },
    finance_remark: { visibleWhen: { any: [atStatus('FINANCE_REVIEWING'), atStatus('COMPLETED')] } },
    reject_reason: { visibleWhen: { any: [is('is_rejected_flag', true), asRole('FINANCIAL_STAFF')] } },
    contact: {
      phone: { visibleWhen: { all: [field('contact.name', 'notEqual', '')] } },
    },
  },
  error_schema: {
    reason: { required: '请选择理赔原因' },
    compensate_type: { required: '请选择理赔方式' },
    compensate_amount: { required: '请填写理赔金额', minimum: '理赔金额不能小于0.01', maximum: '理赔金额不能超过50000' },
    damaged_count: { minimum: '破损件数至少为1' },
  },
  action_rules: [
    ...commonRules({ can_add_order_fee: true }),
    rule(
      'compensate',
      { all: [atStatus('IN_PROGRESS'), asRole('EXECUTIVE_STAFF'), field('compensate_type', 'equal', 'MONEY')] },
      { can_compensate: true },
    ),
    rule(
      'back freight',
      { all: [atStatus('IN_PROGRESS'), asRole('EXECUTIVE_STAFF'), field('compensate_type', 'equal', 'FREIGHT')] },
      { can_back_freight: true },
    ),
    rule('buyout', { all: [atStatus('IN_PROGRESS'), asRole('EXECUTIVE_STAFF'), field('goods_disposal', 'equal', 'BUYOUT')] }, { can_buyout: true }),
    rule('sell', { all: [atStatus('IN_PROGRESS'), asRole('EXECUTIVE_STAFF'), field('goods_disposal', 'equal', 'SELL')] }, { can_sell: true }),
    rule(
      'discard',
      { all: [atStatus('IN_PROGRESS'), asRole('EXECUTIVE_STAFF'), field('goods_disposal', 'equal', 'DISCARD')] },
      { can_discarded_goods: true },
    ),
    rule(
      'return goods',
      { all: [atStatus('IN_PROGRESS'), asRole('EXECUTIVE_STAFF'), field('goods_disposal', 'equal', 'RETURN')] },
      { can_return_goods: true },
    ),
    rule('send back after rejection', { all: [is('is_rejected_flag', true), asRole('EXECUTIVE_STAFF'), atStatus('IN_PROGRESS')] }, { can_return: true }),
  ],
  fee_configs: [
    {
      code: 'COMPENSATE_FEE',
      name: '理赔费',
      directions: ['OUTLAY', 'INCOME'],
      settle_targets: { OUTLAY: ['CONSIGNOR'], INCOME: ['SERVICER', 'DELIVERY'] },
      settlement_methods: [{ value: 'MONTHLY', label: '月结' }],
      minAmount: 0.01,
    },
  ],
  fee_stage_rules: {
    CREATE: { allow_directions: ['OUTLAY', 'INCOME'], can_add: true, can_edit: true },
    FINISHED: { allow_directions: [], can_add: false, can_edit: false },
  },
  sub_type_options: [],
};

export const REPAIR_SCHEMA: TicketSchema = {
  id: 3,
  name: '维修工单',
  type: 'REPAIR',
  json_schema: {
    type: 'object',
    required: ['fault'],
    properties: {
      fault: { type: 'string', title: '故障描述' },
      need_parts: { type: 'boolean', title: '需要配件' },
      parts: { type: 'string', title: '配件清单' },
      sub_type: { type: 'string', title: '维修类型', enum: ['REPAIR_ON_SITE', 'REPAIR_RETURN'] },
    },
  },
  ui_schema: { parts: { visibleWhen: { all: [field('need_parts', 'equal', true)] } } },
  error_schema: { fault: { required: '请填写故障描述' } },
  action_rules: [
    ...commonRules({ can_repair: true }),
    rule('parts', { all: [atStatus('IN_PROGRESS'), asRole('EXECUTIVE_STAFF'), field('need_parts', 'equal', true)] }, { can_supply_parts: true }),
  ],
  fee_configs: [],
  sub_type_options: [
    { value: 'REPAIR_ON_SITE', label: '上门维修', rules: { all: [field('need_parts', 'notEqual', true)] } },
    { value: 'REPAIR_RETURN', label: '返厂维修', rules: { all: [field('need_parts', 'equal', true)] } },
  ],
};

export const SCHEMAS: TicketSchema[] = [EXPEDITE_SCHEMA, REPAIR_SCHEMA, COMPENSATE_SCHEMA];

export const EXECUTIVE_ID = 501;
export const FINANCE_ID = 502;
export const OTHER_ID = 999;

export function ticketFixture(overrides: Partial<Ticket> = {}): Ticket {
  return {
    id: 7,
    ticket_no: 'GD202501010001',
    type: 'COMPENSATE',
    schema_id: COMPENSATE_SCHEMA.id,
    status: 'IN_PROGRESS',
    stage: 'PROCESS',
    parent_id: null,
    order_id: 300,
    order_no: '250101000001',
    payload: { reason: 'DAMAGED', compensate_type: 'MONEY', compensate_amount: 120 },
    fee_lines: [],
    is_rejected: 0,
    financial_uid: FINANCE_ID,
    executive_uid: EXECUTIVE_ID,
    is_timed_out: 0,
    limitation_status: 'B_WARNING',
    ...overrides,
  };
}

export function orderFixture(overrides: Partial<TicketOrder> = {}): TicketOrder {
  return {
    id: 300,
    order_no: '250101000001',
    status: 'IN_TRANSIT',
    app_code: 'BANG',
    consignor_user_id: 11,
    servicer_user_id: 22,
    delivery_user_id: 33,
    consignor_resource_id: 1101,
    delivery_resource_id: 3301,
    tags: [],
    ...overrides,
  };
}
