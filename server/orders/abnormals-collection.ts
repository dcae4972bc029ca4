/** Abnormal cases (异常) reported on existing waybills. */
import { formatLocalDateTime } from '../db/clock.js';
import { ABNORMAL_DESCRIPTIONS } from '../fake-data/business-names.js';
import { money, spreadEvenly } from '../fake-data/distribute.js';
import { personName } from '../fake-data/fake-people.js';
import { CREATED_AT_RANGE } from '../records/common-fields.js';
import type { CollectionSpec, SeedRecord } from '../records/types.js';
import { ORDER_NO_PATTERN } from './waybills-collection.js';
import { ABNORMAL_STATUSES, ABNORMAL_TYPES, codesOf, DUTY_PARTIES, SOLUTION_TYPES } from '../codes/codes.js';
import { amount, codeEnum, text, textEnum } from '../codes/core-fields.js';
import { afterOrder, businessNo, pickOrders } from '../seed/order-refs.js';
import { ABOUT_ORDER } from '../tenancy/ownership.js';

const ABNORMAL_COUNT = 30;
const NO_MONEY_TYPES = new Set(['DELAY', 'ADDRESS_ERROR', 'REJECT']);
/** How a seeded case under way or closed was resolved, by its type (pending ones have no solution yet). */
const SOLUTION_OF_TYPE: Readonly<Record<string, string>> = {
  DAMAGE: 'REPAIR', LOSS: 'COMPENSATE', SHORTAGE: 'REPLENISH', DELAY: 'REDELIVER', REJECT: 'RETURN',
};

export const abnormalsCollection: CollectionSpec = {
  name: 'abnormals',
  path: '/order/abnormals',
  ownership: ABOUT_ORDER,
  fields: {
    abnormal_no: text('异常单号', 30, 'like'),
    order_no: { type: 'string', pattern: ORDER_NO_PATTERN, label: '订单号', filter: 'like' },
    /** The waybill's id, written by the form's order number lookup (widgets spec §3). */
    order_id: { type: 'integer', minimum: 0, label: '订单ID' },
    abnormal_type: codeEnum('异常类型', ABNORMAL_TYPES),
    description: text('异常描述', 500, 'like'),
    reporter: text('上报人', 20, 'like'),
    duty_party: textEnum('责任方', DUTY_PARTIES),
    amount: amount('异常金额'),
    status: codeEnum('处理状态', ABNORMAL_STATUSES, 'PENDING'),
    solution_type: codeEnum('解决方案', SOLUTION_TYPES),
  },
  required: ['order_no', 'abnormal_type', 'description'],
  unique: [{ field: 'abnormal_no', message: '异常单号已存在' }],
  extraFilters: CREATED_AT_RANGE,
  generateOnCreate: (id, createdAt) => ({ abnormal_no: businessNo('YC', formatLocalDateTime(createdAt), 9000 + (id % 1000)) }),
  seed: ({ random, now, rowsOf }) => {
    const orders = pickOrders(random, rowsOf('waybills'), ABNORMAL_COUNT, ['RECEIVED', 'IN_STORAGE', 'IN_TRANSIT', 'ARRIVED', 'DELIVERING', 'SIGNED']);
    const types = spreadEvenly(random, ABNORMAL_COUNT, codesOf(ABNORMAL_TYPES));
    const statuses = spreadEvenly(random, ABNORMAL_COUNT, codesOf(ABNORMAL_STATUSES));
    const records: SeedRecord[] = orders.map((order, index) => {
      const type = types[index] ?? 'OTHER';
      const createdAt = afterOrder(random, order, now);
      return {
        data: {
          abnormal_no: businessNo('YC', createdAt, index + 1),
          order_no: order.order_no,
          abnormal_type: type,
          description: random.pick(ABNORMAL_DESCRIPTIONS[type] ?? ABNORMAL_DESCRIPTIONS.OTHER ?? ['待核实']),
          reporter: personName(random),
          duty_party: random.pick(DUTY_PARTIES),
          amount: NO_MONEY_TYPES.has(type) ? 0 : money(random, 20, 800),
          status: statuses[index] ?? 'PENDING',
          ...(statuses[index] !== 'PENDING' && SOLUTION_OF_TYPE[type] ? { solution_type: SOLUTION_OF_TYPE[type] } : {}),
        },
        created_at: createdAt,
      };
    });
    return records.sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)));
  },
};
