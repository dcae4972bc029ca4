/** Bills (账单) of merchants and partners, generated from settlement lines (server/finance/bill-generation.ts). */
import { CREATED_AT_RANGE } from '../records/common-fields.js';
import type { CollectionSpec } from '../records/types.js';
import { BILL_STATUSES, DIRECTIONS, SETTLE_TARGET_TYPES } from '../codes/codes.js';
import { amount, codeEnum, dateTime, memo, text } from '../codes/core-fields.js';
import { TRACK_EVENT_SCHEMA } from '../codes/track-schema.js';
import { generatedNo } from '../seed/order-refs.js';
import { seededBooksOf } from './settlements-collection.js';

export const billsCollection: CollectionSpec = {
  name: 'bills',
  path: '/finance/bills',
  // A bill belongs to the service provider whose books it is in and to the merchant or delivery company it settles with.
  ownership: { rule: 'parties', parties: { consignor: 'consignor_user_id', servicer: 'servicer_user_id', delivery: 'delivery_user_id' } },
  fields: {
    bill_no: text('账单号', 30, 'like'),
    settle_target_name: { type: 'string', minLength: 1, maxLength: 50, label: '结算对象', filter: 'like' },
    settle_target_type: codeEnum('结算对象类型', SETTLE_TARGET_TYPES),
    // The partner billed (its resource id), set by 生成账单 (server/finance/bill-generation.ts).
    settle_target_id: { type: 'integer', minimum: 1, label: '结算对象ID', filter: 'eq' },
    // How many settlement lines (账单流水, the settlement lines with this bill_no) the bill holds.
    line_count: { type: 'integer', minimum: 0, label: '流水条数' },
    period: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$', label: '账期' },
    direction: codeEnum('收支方向', DIRECTIONS),
    amount: amount('账单金额'),
    // Received (a merchant's bill, by write-offs) or paid (a partner's bill, by 结算) so far, and what is open.
    paid_amount: amount('已结金额'),
    unpaid_amount: amount('未结金额'),
    status: codeEnum('账单状态', BILL_STATUSES, 'UNCONFIRMED'),
    remark: memo('备注'),
    consignor_user_id: { type: 'integer', minimum: 0 },
    servicer_user_id: { type: 'integer', minimum: 0 },
    // The delivery company a payable bill pays (its main account; 0 for a merchant's or a carrier's bill).
    delivery_user_id: { type: 'integer', minimum: 0 },
    // Stamped by the bill workflow's 确认 and 结算.
    confirmed_at: dateTime('确认时间'),
    settled_at: dateTime('结算时间'),
    /** The bill's track: one event per transition (确认, 结算, 退回), written by the server only. */
    tracks: { type: 'array', label: '账单轨迹', items: TRACK_EVENT_SCHEMA },
    active_holds: { type: 'array', label: '生效中的拦截', items: { type: 'string', maxLength: 40 } },
  },
  // 生成账单 (server/finance/bill-generation.ts) sets the direction from the target's kind.
  required: ['settle_target_name', 'period'],
  unique: [{ field: 'bill_no', message: '账单号已存在' }],
  extraFilters: CREATED_AT_RANGE,
  generateOnCreate: (id, createdAt) => ({ bill_no: generatedNo('ZD', createdAt, id, false) }),
  // The demo books' bills: the seeded settlement lines of past months, billed (server/finance/seeded-books.ts).
  seed: ({ now, rowsOf }) => seededBooksOf(rowsOf('waybills'), now).bills,
};
