/** After-sales tickets (工单) on existing waybills. */
import { formatLocalDateTime } from '../../db/clock.js';
import { spreadEvenly } from '../../seed/distribute.js';
import { personName } from '../../seed/fake-people.js';
import { demoUser } from '../../users/demo-users.js';
import { CREATED_AT_RANGE } from '../framework/common-fields.js';
import type { CollectionSpec, SeedRecord } from '../framework/types.js';
import { ORDER_NO_PATTERN } from '../waybills.js';
import { codesOf, TICKET_STATUSES, TICKET_TYPES } from './codes.js';
import { codeEnum, flag, text } from './core-fields.js';
import { afterOrder, businessNo, pickOrders } from './order-refs.js';

const TICKET_COUNT = 40;

export const ticketsCollection: CollectionSpec = {
  name: 'tickets',
  path: '/order/tickets',
  fields: {
    ticket_no: text('工单号', 30, 'like'),
    order_no: { type: 'string', pattern: ORDER_NO_PATTERN, label: '订单号', filter: 'like' },
    type: codeEnum('工单类型', TICKET_TYPES),
    status: codeEnum('工单状态', TICKET_STATUSES, 'SUBMITTED'),
    executive_name: text('执行人', 20, 'like'),
    financial_name: text('财务审核人', 20, 'like'),
    is_timed_out: flag('是否超时'),
  },
  required: ['order_no', 'type'],
  unique: [{ field: 'ticket_no', message: '工单号已存在' }],
  extraFilters: CREATED_AT_RANGE,
  generateOnCreate: (id, createdAt) => ({ ticket_no: businessNo('GD', formatLocalDateTime(createdAt), 9000 + (id % 1000)) }),
  seed: ({ random, now, rowsOf }) => {
    const executives = [demoUser('cs').nickname, demoUser('supervisor').nickname, personName(random), personName(random)];
    const finance = [demoUser('finance').nickname, personName(random)];
    const orders = pickOrders(random, rowsOf('waybills'), TICKET_COUNT, ['RECEIVED', 'IN_TRANSIT', 'ARRIVED', 'DELIVERING', 'SIGNED']);
    const types = spreadEvenly(random, TICKET_COUNT, codesOf(TICKET_TYPES));
    const statuses = spreadEvenly(random, TICKET_COUNT, codesOf(TICKET_STATUSES));
    const records: SeedRecord[] = orders.map((order, index) => {
      const createdAt = afterOrder(random, order, now, 240);
      return {
        data: {
          ticket_no: businessNo('GD', createdAt, index + 1),
          order_no: order.order_no,
          type: types[index] ?? 'EXPEDITE',
          status: statuses[index] ?? 'SUBMITTED',
          executive_name: random.pick(executives),
          financial_name: random.pick(finance),
          is_timed_out: index % 5 === 0 ? 1 : 0,
        },
        created_at: createdAt,
      };
    });
    return records.sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)));
  },
};
