/** Bills (账单) of merchants and partners, generated from settlement lines (server/finance/bill-generation.ts). */
import { daysBefore, formatLocalDateTime } from '../../db/clock.js';
import { DEMO_CONSIGNOR_NAME, DEMO_SERVICER_NAME } from '../../seed/business-names.js';
import { money, spreadEvenly } from '../../seed/distribute.js';
import { CREATED_AT_RANGE } from '../framework/common-fields.js';
import type { CollectionSpec, SeedRecord } from '../framework/types.js';
import { BILL_STATUSES, codesOf, DIRECTIONS, SETTLE_TARGET_TYPES } from './codes.js';
import { amount, codeEnum, dateTime, memo, namesOf, text } from './core-fields.js';
import { TRACK_EVENT_SCHEMA } from '../../workflow/track-schema.js';
import { demoUser } from '../../users/demo-users.js';

const BILL_COUNT = 30;

export const billsCollection: CollectionSpec = {
  name: 'bills',
  path: '/finance/bills',
  // A bill belongs to the merchant it is settled with and to the service provider whose books it is in.
  ownership: { rule: 'parties', parties: { consignor: 'consignor_user_id', servicer: 'servicer_user_id' } },
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
    paid_amount: amount('已付金额'),
    status: codeEnum('账单状态', BILL_STATUSES, 'UNCONFIRMED'),
    remark: memo('备注'),
    consignor_user_id: { type: 'integer', minimum: 0 },
    servicer_user_id: { type: 'integer', minimum: 0 },
    // The bill workflow's delivery party (workflows/bill.json needs one per party): no bill names a delivery
    // company's account yet (a payable to one stays in the servicer's books), so it is 0 and grants nothing.
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
  generateOnCreate: (id, createdAt) => ({ bill_no: `ZD${createdAt.getFullYear()}${String(createdAt.getMonth() + 1).padStart(2, '0')}${String(9000 + (id % 1000))}` }),
  seed: ({ random, now, rowsOf }) => {
    const consignors = namesOf(rowsOf('consignors'), [DEMO_CONSIGNOR_NAME]);
    const servicers = namesOf(rowsOf('servicers'), [DEMO_SERVICER_NAME]);
    const statuses = spreadEvenly(random, BILL_COUNT, codesOf(BILL_STATUSES));
    const records: SeedRecord[] = [];
    for (let i = 0; i < BILL_COUNT; i += 1) {
      const isConsignor = i % 3 !== 2;
      const monthsAgo = 1 + (i % 6);
      const periodStart = new Date(now.getFullYear(), now.getMonth() - monthsAgo, 1);
      const period = `${periodStart.getFullYear()}-${String(periodStart.getMonth() + 1).padStart(2, '0')}`;
      const issued = daysBefore(new Date(now.getFullYear(), now.getMonth() - monthsAgo + 1, 1), -random.int(0, 4), random.int(9 * 60, 18 * 60));
      const status = statuses[i] ?? 'UNCONFIRMED';
      const total = money(random, 2_000, 80_000);
      const paid = status === 'SETTLED' ? total : status === 'CONFIRMED' ? Math.round(total * random.int(0, 90)) / 100 : 0;
      const targetName = isConsignor ? consignors[i % consignors.length] : servicers[i % servicers.length];
      records.push({
        data: {
          bill_no: `ZD${period.replace('-', '')}${String(i + 1).padStart(4, '0')}`,
          settle_target_name: targetName,
          settle_target_type: isConsignor ? 'CONSIGNOR' : 'SERVICER',
          period,
          direction: isConsignor ? 'INCOME' : 'OUTLAY',
          amount: total,
          paid_amount: paid,
          status,
          consignor_user_id: isConsignor && targetName === DEMO_CONSIGNOR_NAME ? demoUser('consignor').id : 0,
          // The demo service provider keeps these books: it bills the merchants and pays the other providers.
          servicer_user_id: demoUser('servicer').id,
        },
        created_at: formatLocalDateTime(issued.getTime() > now.getTime() ? now : issued),
      });
    }
    return records.sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)));
  },
};
