/** After-sales tickets (工单) on existing waybills. */
import { formatLocalDateTime } from '../db/clock.js';
import { seedTickets } from './ticket-seed.js';
import { CREATED_AT_RANGE } from '../records/common-fields.js';
import type { CollectionSpec } from '../records/types.js';
import { ORDER_NO_PATTERN } from '../orders/waybills-collection.js';
import { TICKET_STATUSES, TICKET_TYPES } from '../codes/codes.js';
import { codeEnum, dateTime, flag, text } from '../codes/core-fields.js';
import { businessNo } from '../seed/order-refs.js';
import { ABOUT_ORDER } from '../tenancy/ownership.js';

export const ticketsCollection: CollectionSpec = {
  name: 'tickets',
  path: '/order/tickets',
  ownership: ABOUT_ORDER,
  // Tickets change only through /order/ticket, where the schema's action rules decide who may do what.
  readOnly: true,
  fields: {
    ticket_no: text('工单号', 30, 'like'),
    order_no: { type: 'string', pattern: ORDER_NO_PATTERN, label: '订单号', filter: 'like' },
    type: codeEnum('工单类型', TICKET_TYPES),
    status: codeEnum('工单状态', TICKET_STATUSES, 'SUBMITTED'),
    executive_name: text('执行人', 20, 'like'),
    financial_name: text('财务审核人', 20, 'like'),
    is_timed_out: flag('是否超时'),
    schema_id: { type: 'integer', minimum: 1, maximum: 5, label: '工单模板' },
    stage: text('工单阶段', 20),
    executive_uid: { type: 'integer', minimum: 1, label: '执行人ID' },
    financial_uid: { type: 'integer', minimum: 1, label: '财务审核人ID' },
    is_rejected: flag('是否驳回'),
    limitation_status: { type: 'string', enum: ['A_NORMAL', 'B_WARNING', 'C_DANGER'], label: '时效状态' },
    deadline: dateTime('截止时间'),
  },
  required: ['order_no', 'type'],
  unique: [{ field: 'ticket_no', message: '工单号已存在' }],
  extraFilters: CREATED_AT_RANGE,
  generateOnCreate: (id, createdAt) => ({ ticket_no: businessNo('GD', formatLocalDateTime(createdAt), 9000 + (id % 1000)) }),
  // Ticket fields the ticket calls own (server/tickets/) are kept in the same rows.
  seed: seedTickets,
};
