/** Settlement lines (结算明细): an order's fee lines, booked when the order is settled (server/finance/settle-order.ts). */
import { formatLocalDateTime } from '../../db/clock.js';
import { DEMO_CONSIGNOR_NAME } from '../../seed/business-names.js';
import { money, spreadEvenly } from '../../seed/distribute.js';
import { CREATED_AT_RANGE } from '../framework/common-fields.js';
import type { CollectionSpec, SeedRecord } from '../framework/types.js';
import { ORDER_NO_PATTERN } from '../waybills.js';
import { codesOf, DIRECTIONS, FEE_CODES, nameOfCode, SETTLE_TARGET_TYPES, SETTLEMENT_METHOD_NAMES, SETTLEMENT_STATUSES } from './codes.js';
import { amount, codeEnum, text, textEnum, textOf } from './core-fields.js';
import { afterOrder, businessNo, pickOrders } from './order-refs.js';
import { ABOUT_ORDER } from '../../tenancy/ownership.js';

const SETTLEMENT_COUNT = 60;
const INCOME_FEES = ['DELIVERY_FEE', 'INSTALL_FEE', 'TRUNK_FEE', 'UPSTAIRS_FEE', 'STORAGE_FEE'];
const OUTLAY_FEES = ['DELIVERY_FEE', 'INSTALL_FEE', 'TRANSSHIPMENT_FEE', 'COMPENSATION_FEE', 'RETURN_FEE'];

export const settlementsCollection: CollectionSpec = {
  name: 'settlements',
  path: '/finance/settlements',
  ownership: ABOUT_ORDER,
  fields: {
    settle_no: text('结算单号', 30, 'like'),
    order_no: { type: 'string', pattern: ORDER_NO_PATTERN, label: '订单号', filter: 'like' },
    fee_code: codeEnum('费用编码', FEE_CODES),
    fee_name: text('费用名称', 30, 'like'),
    direction: codeEnum('收支方向', DIRECTIONS),
    settle_target_name: text('结算对象', 50, 'like'),
    // The partner the line is settled with (a fee line's settle target), by id and kind.
    settle_target_id: { type: 'integer', minimum: 1, label: '结算对象ID', filter: 'eq' },
    settle_target_type: codeEnum('结算对象类型', SETTLE_TARGET_TYPES),
    amount: amount('金额'),
    settlement_method_name: textEnum('结算方式', SETTLEMENT_METHOD_NAMES),
    status: codeEnum('结算状态', SETTLEMENT_STATUSES, 'PENDING'),
    // Which fee line of the order the line books (server/finance/settle-order.ts): booked once.
    booking_key: text('记账键', 40),
    // The bill the line is on; empty until billed.
    bill_no: text('账单号', 30, 'eq'),
  },
  required: ['order_no', 'fee_code', 'direction', 'amount'],
  unique: [{ field: 'settle_no', message: '结算单号已存在' }],
  extraFilters: CREATED_AT_RANGE,
  generateOnCreate: (id, createdAt) => ({ settle_no: businessNo('JS', formatLocalDateTime(createdAt), 9000 + (id % 1000)) }),
  seed: ({ random, now, rowsOf }) => {
    const orders = pickOrders(random, rowsOf('waybills'), SETTLEMENT_COUNT, ['IN_TRANSIT', 'ARRIVED', 'DELIVERING', 'SIGNED']);
    const directions = spreadEvenly(random, SETTLEMENT_COUNT, codesOf(DIRECTIONS));
    const records: SeedRecord[] = orders.map((order, index) => {
      const direction = directions[index] ?? 'INCOME';
      const feeCode = random.pick(direction === 'INCOME' ? INCOME_FEES : OUTLAY_FEES);
      const createdAt = afterOrder(random, order, now, 200);
      const target = direction === 'INCOME' ? textOf(order, 'consignor_name') : textOf(order, 'delivery_name') || textOf(order, 'servicer_name');
      return {
        data: {
          settle_no: businessNo('JS', createdAt, index + 1),
          order_no: order.order_no,
          fee_code: feeCode,
          fee_name: nameOfCode(FEE_CODES, feeCode),
          direction,
          settle_target_name: target,
          amount: money(random, 15, 680),
          settlement_method_name: target === DEMO_CONSIGNOR_NAME ? '月结' : random.pick(SETTLEMENT_METHOD_NAMES),
          status: order.status === 'SIGNED' && random.chance(0.7) ? 'SETTLED' : 'PENDING',
        },
        created_at: createdAt,
      };
    });
    // Both statuses always have rows.
    const first = records[0];
    const second = records[1];
    if (first) first.data.status = 'SETTLED';
    if (second) second.data.status = 'PENDING';
    return records.sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)));
  },
};
