/**
 * Subscription orders (订阅, /saas/salesCenter/subscription/): which company subscribed to which version
 * of the product, from when to when (hosting_end), at what price. A renewal extends an order's end date
 * and is recorded as an order of its own (order_type RENEW, renew_of the original's number).
 *
 * Statuses: PENDING 待生效 (starts later), ACTIVE 生效中, EXPIRED 已到期, CANCELLED 已取消, DISABLED 已停用
 * (stopped by the platform; 启用 starts it again).
 */
import { DEMO_CONSIGNOR_NAME, DEMO_DELIVERY_NAME, DEMO_SERVICER_NAME, SERVICER_SAMPLES } from '../fake-data/business-names.js';
import { mobilePhone, personName } from '../fake-data/fake-people.js';
import { formatLocalDate } from '../db/clock.js';
import { CREATED_AT_RANGE, PHONE_PATTERN } from '../records/common-fields.js';
import type { CollectionSpec, FieldSpec, SeedRecord } from '../records/types.js';
import { amount, creationTimes, name, text, textEnum } from '../codes/core-fields.js';
import { SUBSCRIPTION_API } from '../../src/config/core-api.js';

export const SUBSCRIPTION_STATUSES = ['PENDING', 'ACTIVE', 'EXPIRED', 'CANCELLED', 'DISABLED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const ORDER_TYPES = ['NEW', 'RENEW', 'UPGRADE'] as const;

/** Versions on sale and their price per month (yuan). */
export const VERSION_MONTHLY_PRICE: Readonly<Record<string, number>> = { 基础版: 199, 标准版: 399, 专业版: 799, 旗舰版: 1599 };
export const VERSIONS = Object.keys(VERSION_MONTHLY_PRICE);

/** Renewal periods on offer (months) and the months each is charged: a year costs ten months. */
export const RENEWAL_PERIODS: ReadonlyArray<{ months: number; charged: number }> = [
  { months: 1, charged: 1 }, { months: 3, charged: 3 }, { months: 6, charged: 6 }, { months: 12, charged: 10 },
];

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
const date = (label: string): FieldSpec => ({ type: 'string', pattern: DATE_PATTERN, label, filter: 'range' });

/** 'YYYY-MM-DD' `months` calendar months after `day`, the day kept or clamped to the month's end (01-31 + 1 → 02-28). */
export function addMonths(day: string, months: number): string {
  const [year = 1970, month = 1, dayOfMonth = 1] = day.split('-').map(Number);
  const target = new Date(year, month - 1 + months, 1);
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  return formatLocalDate(new Date(target.getFullYear(), target.getMonth(), Math.min(dayOfMonth, lastDay)));
}

/** 'YYYY-MM-DD' `days` days after `day`. */
export function addDays(day: string, days: number): string {
  const [year = 1970, month = 1, dayOfMonth = 1] = day.split('-').map(Number);
  return formatLocalDate(new Date(year, month - 1, dayOfMonth + days));
}

/** The status a running (not cancelled or stopped) order has on `today`, from its dates. */
export function statusByDates(startDate: string, hostingEnd: string, today: string): SubscriptionStatus {
  if (startDate > today) return 'PENDING';
  return hostingEnd < today ? 'EXPIRED' : 'ACTIVE';
}

/** 'SUB' + the order's day + its id in four digits, e.g. SUB202501080012. */
export const subscriptionNo = (day: string, id: number): string => `SUB${day.replaceAll('-', '')}${String(id).padStart(4, '0')}`;

const SEED_COMPANIES = [DEMO_SERVICER_NAME, DEMO_DELIVERY_NAME, DEMO_CONSIGNOR_NAME, ...SERVICER_SAMPLES.map(([company]) => company)];

export const subscriptionsCollection: CollectionSpec = {
  name: 'user_subscriptions',
  path: SUBSCRIPTION_API.resource,
  // The platform's sales records of the companies' subscriptions.
  ownership: { rule: 'platformOnly' },
  fields: {
    subscription_no: { type: 'string', pattern: '^SUB\\d{12}$', label: '订阅单号', filter: 'like' },
    company_name: name('企业名称', 60),
    contact: text('联系人', 20, 'like'),
    phone: { type: 'string', pattern: PHONE_PATTERN, label: '联系电话', filter: 'like' },
    biz_manager_phone: { type: 'string', pattern: PHONE_PATTERN, label: '客户经理电话' },
    subscribe_version_name: textEnum('订阅版本', VERSIONS),
    order_type: { ...textEnum('订阅类型', ORDER_TYPES), default: 'NEW' },
    sub_account_limit: { type: 'integer', minimum: 1, maximum: 500, label: '子账号上限' },
    amount: amount('订阅金额'),
    start_date: date('生效日期'),
    hosting_end: date('到期日期'),
    status: { ...textEnum('订阅状态', SUBSCRIPTION_STATUSES), default: 'PENDING' },
    remark: text('备注', 200, 'like'),
    renew_of: text('原订阅单号', 20),
  },
  required: ['company_name', 'contact', 'phone', 'subscribe_version_name', 'amount', 'start_date', 'hosting_end'],
  unique: [{ field: 'subscription_no', message: '订阅单号已存在' }],
  extraFilters: CREATED_AT_RANGE,
  generateOnCreate: (id, createdAt) => ({ subscription_no: subscriptionNo(formatLocalDate(createdAt), id) }),
  seed: ({ random, now }) => {
    const today = formatLocalDate(now);
    const total = SEED_COMPANIES.length + 4;
    const times = creationTimes(random, now, total, 400);
    const records: SeedRecord[] = [];
    for (let index = 0; index < total; index += 1) {
      const created = times[index] ?? `${today} 09:00:00`;
      const day = created.slice(0, 10);
      const version = random.pick(VERSIONS);
      const months = random.pick([6, 12, 12, 24]);
      // Some orders start a few weeks after they are placed.
      const start = addDays(day, random.chance(0.2) ? random.int(10, 40) : 0);
      const end = addDays(addMonths(start, months), -1);
      const cancelled = index % 9 === 5;
      const stopped = index % 9 === 7;
      records.push({
        data: {
          subscription_no: subscriptionNo(day, index + 1),
          company_name: SEED_COMPANIES[index % SEED_COMPANIES.length],
          contact: personName(random),
          phone: mobilePhone(random),
          biz_manager_phone: mobilePhone(random),
          subscribe_version_name: version,
          order_type: index >= SEED_COMPANIES.length ? 'UPGRADE' : 'NEW',
          sub_account_limit: random.pick([5, 10, 20, 50]),
          amount: (VERSION_MONTHLY_PRICE[version] ?? 0) * months,
          start_date: start,
          hosting_end: end,
          status: cancelled ? 'CANCELLED' : stopped ? 'DISABLED' : statusByDates(start, end, today),
          remark: '',
        },
        created_at: created,
      });
    }
    return records;
  },
};
