/** Waybills (运单), found by id or by their 12-digit order number. */
import { daysBefore, formatLocalDateTime } from '../db/clock.js';
import { merchantName, mobilePhone, personName } from '../seed/fake-people.js';
import { REGION_SAMPLES } from '../seed/regions.js';
import { demoUser } from '../users/demo-users.js';
import { APP_CODES, PHONE_PATTERN, appCodeField } from './framework/common-fields.js';
import type { CollectionSpec, SeedRecord } from './framework/types.js';

export const WAYBILL_STATUS_LABELS = {
  WAIT_RECEIVE: '待接单',
  RECEIVED: '已接单',
  IN_TRANSIT: '运输中',
  DELIVERING: '派送中',
  SIGNED: '已签收',
  CANCELLED: '已取消',
} as const;
type WaybillStatus = keyof typeof WAYBILL_STATUS_LABELS;

export const ORDER_TAG_CODES = [
  'SECOND_DOOR', 'RETURN', 'REPLENISH', 'REISSUE', 'REPAIR', 'DIVIDE', 'COMPLETE_SET', 'PAY_NOW', 'TICKET', 'SUB_ORDER', 'ABNORMAL', 'REFUND',
] as const;
const SERVICE_PACKAGES = ['SERVICE_PKG_DELIVERY', 'SERVICE_PKG_INSTALL', 'SERVICE_PKG_RETURN', 'SERVICE_PKG_REPAIR'] as const;

/** yyMMdd + five digits + a final digit 1-3; this decade's numbers start with 2. */
const ORDER_NO_PATTERN = '^\\d{11}[1-3]$';
const SEEDED_WAYBILLS = 80;
const STATUS_WEIGHTS: ReadonlyArray<readonly [WaybillStatus, number]> = [
  ['WAIT_RECEIVE', 12], ['RECEIVED', 14], ['IN_TRANSIT', 20], ['DELIVERING', 14], ['SIGNED', 32], ['CANCELLED', 8],
];

const pad2 = (value: number): string => String(value).padStart(2, '0');
const datePart = (date: Date): string => `${pad2(date.getFullYear() % 100)}${pad2(date.getMonth() + 1)}${pad2(date.getDate())}`;

function weightedStatus(roll: number): WaybillStatus {
  let remaining = roll * STATUS_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [status, weight] of STATUS_WEIGHTS) {
    remaining -= weight;
    if (remaining < 0) return status;
  }
  return 'SIGNED';
}

export const waybillsCollection: CollectionSpec = {
  name: 'waybills',
  path: '/order/waybills',
  fields: {
    order_no: { type: 'string', pattern: ORDER_NO_PATTERN, filter: 'like' },
    out_order_no: { type: 'string', maxLength: 40, filter: 'like' },
    consignor_name: { type: 'string', minLength: 1, maxLength: 50, filter: 'like' },
    start_contact: { type: 'string', maxLength: 20 },
    start_tel: { type: 'string', pattern: PHONE_PATTERN },
    end_contact: { type: 'string', minLength: 1, maxLength: 20, filter: 'like' },
    end_tel: { type: 'string', pattern: PHONE_PATTERN, filter: 'like' },
    end_province: { type: 'string', maxLength: 20, filter: 'eq' },
    end_city: { type: 'string', maxLength: 20, filter: 'eq' },
    end_district: { type: 'string', maxLength: 20, filter: 'eq' },
    end_address: { type: 'string', minLength: 1, maxLength: 120 },
    status: { type: 'string', enum: Object.keys(WAYBILL_STATUS_LABELS), default: 'WAIT_RECEIVE', filter: 'eq' },
    amount: { type: 'number', minimum: 0, maximum: 99_999_999, default: 0 },
    app_code: appCodeField(),
    tags: {
      type: 'array',
      items: {
        type: 'object', required: ['code'], additionalProperties: false,
        properties: { code: { type: 'string', enum: [...ORDER_TAG_CODES] } },
      },
    },
    consignor_user_id: { type: 'integer', minimum: 0 },
    servicer_user_id: { type: 'integer', minimum: 0 },
    delivery_user_id: { type: 'integer', minimum: 0 },
    services_pkg_code: { type: 'string', enum: [...SERVICE_PACKAGES], filter: 'eq' },
  },
  required: ['consignor_name', 'end_contact', 'end_tel', 'end_province', 'end_city', 'end_address'],
  unique: [{ field: 'order_no', message: '订单号已存在' }],
  extraFilters: {
    created_at: { kind: 'range', fields: ['created_at'] },
    /** Comma-joined order numbers (the shell's search box sends `nos`). */
    nos: { kind: 'in', fields: ['order_no'] },
    /** Recipient name or phone. */
    union_end_contact: { kind: 'like', fields: ['end_contact', 'end_tel'] },
  },
  alternateKey: { field: 'order_no', pattern: ORDER_NO_PATTERN },
  // Seeded numbers use 10-89 in digits 7-8; generated ones start those digits with 9.
  generateOnCreate: (id, createdAt) => ({ order_no: `${datePart(createdAt)}9${String(id % 10_000).padStart(4, '0')}1` }),
  seed: ({ random, now }) => {
    const consignor = demoUser('consignor');
    const servicer = demoUser('servicer');
    const delivery = demoUser('delivery');
    const records: SeedRecord[] = [];
    for (let i = 0; i < SEEDED_WAYBILLS; i += 1) {
      const created = daysBefore(now, Math.floor((SEEDED_WAYBILLS - 1 - i) * 0.75), random.int(8 * 60, 20 * 60));
      const region = random.pick(REGION_SAMPLES);
      const street = random.pick(region.streets);
      const ownOrder = random.chance(0.4);
      const tags = ORDER_TAG_CODES.filter(() => random.chance(0.06)).map((code) => ({ code }));
      records.push({
        data: {
          order_no: `${datePart(created)}${random.int(10, 89)}${String(i).padStart(3, '0')}${random.int(1, 3)}`,
          out_order_no: random.chance(0.7) ? `JD${random.digits(12)}` : '',
          consignor_name: ownOrder ? '优品家居旗舰店' : merchantName(random),
          start_contact: ownOrder ? consignor.nickname : personName(random),
          start_tel: ownOrder ? consignor.phone : mobilePhone(random),
          end_contact: personName(random),
          end_tel: mobilePhone(random),
          end_province: region.province,
          end_city: region.city,
          end_district: random.pick(region.districts),
          end_address: `${street}${random.int(1, 999)}号${random.int(1, 30)}栋${random.int(1, 2800)}室`,
          status: weightedStatus(random.next()),
          amount: random.int(3_000, 260_000) / 100,
          app_code: random.pick(APP_CODES.filter((code) => code !== 'OSS')),
          tags,
          consignor_user_id: ownOrder ? consignor.id : 0,
          servicer_user_id: servicer.id,
          delivery_user_id: random.chance(0.6) ? delivery.id : 0,
          services_pkg_code: random.pick(SERVICE_PACKAGES),
        },
        created_at: formatLocalDateTime(created),
      });
    }
    return records;
  },
};
