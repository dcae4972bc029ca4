/** Waybills (运单/订单), found by id or by their 12-digit order number. */
import { daysBefore, formatLocalDateTime } from '../db/clock.js';
import { DEMO_CONSIGNOR_NAME, DEMO_DELIVERY_NAME, DEMO_SERVICER_NAME } from '../fake-data/business-names.js';
import { money, shuffle, spreadWeighted } from '../fake-data/distribute.js';
import { mobilePhone, personName } from '../fake-data/fake-people.js';
import type { Random } from '../fake-data/prng.js';
import { REGION_SAMPLES } from '../fake-data/regions.js';
import { demoUser } from '../users/demo-users.js';
import { codesOf, ORDER_TAGS, SERVICE_PACKAGES, SERVICE_TYPES, VISIT_RESULTS, WAYBILL_STATUSES } from '../codes/codes.js';
import { amount, codeEnum, count, dateTime, measure, namesOf, text, textOf } from '../codes/core-fields.js';
import { APP_CODES, PHONE_PATTERN, appCodeField } from '../records/common-fields.js';
import type { CollectionSpec, SeedRecord } from '../records/types.js';
import { seededOrderFeeLines } from '../fees/order-fee-lines.js';
import { FEE_LINE_SCHEMA } from '../fees/fee-line-schema.js';
import { resourceIdOf, resourceIdOfRow } from '../parties/resource-ids.js';
import { settleTargetsOf } from '../fees/settle-targets.js';
import { ORDER_PARTY_FIELDS } from '../tenancy/tenancy.js';
import { imageFieldSpec } from '../uploads/image-field.js';
import { createRandom } from '../fake-data/prng.js';
import { orderWorkflow } from '../workflow/registry.js';
import { seededHistory } from '../workflow/seeded-history.js';
import { TRACK_EVENT_SCHEMA } from '../codes/track-schema.js';

export const ORDER_TAG_CODES = codesOf(ORDER_TAGS);

/** yyMMdd + five digits + a final digit 1-3; this decade's numbers start with 2. */
export const ORDER_NO_PATTERN = '^\\d{11}[1-3]$';
const SEEDED_WAYBILLS = 120;
/** The generator of the seeded orders' histories. */
const SEEDED_HISTORY_SEED = 20_240_624;
/** Statuses in the order an order moves through them, with their share of the seeded rows. */
const STATUS_WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['DRAFT', 4], ['WAIT_RECEIVE', 11], ['RECEIVED', 11], ['IN_STORAGE', 8], ['IN_TRANSIT', 14], ['ARRIVED', 7],
  ['DELIVERING', 11], ['SIGNED', 26], ['CANCELLED', 5], ['RECYCLED', 3],
];
const SERVICE_TYPE_WEIGHTS: ReadonlyArray<readonly [string, number]> = [['DELIVERY', 35], ['DELIVERY_INSTALL', 35], ['INSTALL', 20], ['REPAIR', 10]];
const PACKAGE_OF_SERVICE: Readonly<Record<string, string>> = {
  DELIVERY: 'SERVICE_PKG_DELIVERY', DELIVERY_INSTALL: 'SERVICE_PKG_INSTALL', INSTALL: 'SERVICE_PKG_INSTALL', REPAIR: 'SERVICE_PKG_REPAIR',
};
/** Statuses before anyone is assigned to deliver. */
const UNASSIGNED = new Set(['DRAFT', 'WAIT_RECEIVE']);

const pad2 = (value: number): string => String(value).padStart(2, '0');
const datePart = (date: Date): string => `${pad2(date.getFullYear() % 100)}${pad2(date.getMonth() + 1)}${pad2(date.getDate())}`;

/** Newer orders get earlier statuses (with some jitter), as in a real order book. */
function statusesByAge(random: Random, total: number): string[] {
  const rank = new Map(STATUS_WEIGHTS.map(([status], index) => [status, index]));
  return spreadWeighted(random, total, STATUS_WEIGHTS)
    .map((status) => ({ status, key: (rank.get(status) ?? 0) + random.next() * 4 }))
    .sort((a, b) => b.key - a.key)
    .map((entry) => entry.status);
}

/** Every second order carries a tag, every tag on a few orders; some orders carry two. */
function tagsFor(index: number, tagOrder: readonly string[]): Array<{ code: string }> {
  if (index % 2 !== 0) return [];
  const codes = [tagOrder[(index / 2) % tagOrder.length]];
  if (index % 14 === 0) codes.push(tagOrder[(index / 2 + 5) % tagOrder.length]);
  return codes.filter((code): code is string => code !== undefined).map((code) => ({ code }));
}

function later(base: Date, random: Random, minHours: number, maxHours: number): Date {
  return new Date(base.getTime() + random.int(minHours * 60, maxHours * 60) * 60_000);
}

export const waybillsCollection: CollectionSpec = {
  name: 'waybills',
  path: '/order/waybills',
  ownership: { rule: 'parties', parties: ORDER_PARTY_FIELDS },
  fields: {
    order_no: { type: 'string', pattern: ORDER_NO_PATTERN, filter: 'like', label: '订单号' },
    out_order_no: text('外部单号', 40, 'like'),
    consignor_name: { type: 'string', minLength: 1, maxLength: 50, filter: 'like', label: '商家' },
    servicer_name: text('服务商', 50, 'like'),
    delivery_name: text('配送安装服务商', 50, 'like'),
    start_contact: text('发货人', 20, 'like'),
    start_tel: { type: 'string', pattern: PHONE_PATTERN, label: '发货人电话', filter: 'like' },
    end_contact: { type: 'string', minLength: 1, maxLength: 20, filter: 'like', label: '收货人' },
    end_tel: { type: 'string', pattern: PHONE_PATTERN, filter: 'like', label: '收货人电话' },
    end_province: text('收货省份', 20, 'eq'),
    end_city: text('收货城市', 20, 'eq'),
    end_district: text('收货区县', 20, 'eq'),
    end_address: { type: 'string', minLength: 1, maxLength: 120, label: '收货地址', filter: 'like' },
    goods_name: text('货物名称', 60, 'like'),
    /** The product the goods are (its code fills the order line: core spec §7 getProductInfo). */
    product_code: text('商品编码', 30, 'like'),
    package_count: count('件数', 9999),
    weight: measure('重量(kg)'),
    volume: measure('体积(m³)'),
    service_type: codeEnum('服务类型', SERVICE_TYPES, 'DELIVERY'),
    /** The order workflow's state: a create starts in one of its initial states, transitions move it, edits never do. */
    status: codeEnum('订单状态', WAYBILL_STATUSES, orderWorkflow().initial[0]),
    amount: amount('订单金额'),
    app_code: appCodeField(),
    tags: {
      type: 'array',
      label: '订单标签',
      items: {
        type: 'object', required: ['code'], additionalProperties: false,
        properties: { code: { type: 'string', enum: [...ORDER_TAG_CODES] } },
      },
    },
    appointment_time: dateTime('预约时间'),
    sign_time: dateTime('签收时间'),
    consignor_user_id: { type: 'integer', minimum: 0 },
    servicer_user_id: { type: 'integer', minimum: 0 },
    delivery_user_id: { type: 'integer', minimum: 0 },
    /** Resource ids of the merchant and the delivery provider (server/parties/resource-ids.ts). */
    consignor_resource_id: { type: 'integer', minimum: 0 },
    delivery_resource_id: { type: 'integer', minimum: 0 },
    fee_lines: { type: 'array', label: '费用明细', items: FEE_LINE_SCHEMA },
    services_pkg_code: codeEnum('服务包', SERVICE_PACKAGES),
    // What the order workflow's transitions stamp and ask (workflows/order.json).
    submitted_at: dateTime('提交时间'),
    received_at: dateTime('接单时间'),
    stored_at: dateTime('入库时间'),
    shipped_at: dateTime('发货时间'),
    arrived_at: dateTime('到货时间'),
    dispatched_at: dateTime('派单时间'),
    cancelled_at: dateTime('取消时间'),
    recycled_at: dateTime('回收时间'),
    cancel_reason: text('取消原因', 200),
    reassign_reason: text('改派原因', 200),
    sign_images: imageFieldSpec(3, '签收单'),
    signer_name: text('签收人', 20),
    visit_result: codeEnum('回访结果', VISIT_RESULTS),
    visit_remark: text('回访备注', 200),
    visited_at: dateTime('回访时间'),
    visitor: text('回访人', 50),
    /** Set by 回访; a record without it has not been visited (the 待回访订单 list asks `visited=false`). */
    visited: { type: 'boolean', label: '已回访', filter: 'flag' },
    /** The track (物流轨迹), oldest first: one event per transition, written by the server only. */
    tracks: { type: 'array', label: '物流轨迹', items: TRACK_EVENT_SCHEMA },
    /** Keys of the holds active on the order (e.g. intercept), kept by the server from the hold records. */
    active_holds: { type: 'array', label: '生效中的拦截', items: { type: 'string', maxLength: 40 } },
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
  seed: ({ random, now, rowsOf }) => {
    const consignor = demoUser('consignor');
    const servicer = demoUser('servicer');
    const delivery = demoUser('delivery');
    const consignors = rowsOf('consignors');
    const consignorNames = namesOf(consignors, [DEMO_CONSIGNOR_NAME]);
    const servicerNames = namesOf(rowsOf('servicers'), [DEMO_SERVICER_NAME]);
    const deliveryNames = namesOf(rowsOf('deliveries'), [DEMO_DELIVERY_NAME]);
    const products = rowsOf('products');
    const deliveries = rowsOf('deliveries');
    const statuses = statusesByAge(random, SEEDED_WAYBILLS);
    const serviceTypes = spreadWeighted(random, SEEDED_WAYBILLS, SERVICE_TYPE_WEIGHTS);
    const tagOrder = shuffle(random, ORDER_TAG_CODES);
    const historyRandom = createRandom(SEEDED_HISTORY_SEED);
    const records: SeedRecord[] = [];
    for (let i = 0; i < SEEDED_WAYBILLS; i += 1) {
      const created = daysBefore(now, Math.floor((SEEDED_WAYBILLS - 1 - i) * 0.75), random.int(8 * 60, 20 * 60));
      const status = statuses[i] ?? 'SIGNED';
      const serviceType = serviceTypes[i] ?? 'DELIVERY';
      const region = random.pick(REGION_SAMPLES);
      const ownOrder = i % 5 < 2;
      const consignorName = ownOrder ? DEMO_CONSIGNOR_NAME : random.pick(consignorNames);
      const sender = consignors.find((row) => row.name === consignorName);
      const goodsOfConsignor = products.filter((row) => row.name && row.consignor_name === consignorName);
      const product = goodsOfConsignor.length > 0 ? random.pick(goodsOfConsignor) : products.length > 0 ? random.pick(products) : undefined;
      const quantity = random.int(1, 3);
      const servicerName = random.chance(0.6) ? DEMO_SERVICER_NAME : random.pick(servicerNames);
      const deliveryName = UNASSIGNED.has(status) ? '' : random.chance(0.5) ? DEMO_DELIVERY_NAME : random.pick(deliveryNames);
      const tags = tagsFor(i, tagOrder);
      const volume = Math.round(Number(product?.volume ?? 0.5) * quantity * 1000) / 1000;
      const data: Record<string, unknown> = {
        order_no: `${datePart(created)}${random.int(10, 89)}${String(i).padStart(3, '0')}${random.int(1, 3)}`,
        out_order_no: random.chance(0.7) ? `JD${random.digits(12)}` : '',
        consignor_name: consignorName,
        servicer_name: servicerName,
        delivery_name: deliveryName,
        start_contact: textOf(sender, 'contact') || personName(random),
        start_tel: textOf(sender, 'phone') || mobilePhone(random),
        end_contact: personName(random),
        end_tel: mobilePhone(random),
        end_province: region.province,
        end_city: region.city,
        end_district: random.pick(region.districts),
        end_address: `${random.pick(region.streets)}${random.int(1, 999)}号${random.int(1, 30)}栋${random.int(1, 2800)}室`,
        goods_name: textOf(product, 'name') || '家具',
        ...(textOf(product, 'code') ? { product_code: textOf(product, 'code') } : {}),
        package_count: Number(product?.package ?? 1) * quantity,
        weight: Math.round(Number(product?.weight ?? 20) * quantity * 100) / 100,
        volume,
        service_type: serviceType,
        status,
        amount: money(random, 30 + volume * 60, 80 + volume * 160),
        app_code: ownOrder ? 'DA' : random.pick(APP_CODES.filter((code) => code !== 'OSS' && code !== 'DA')),
        tags,
        consignor_user_id: ownOrder ? consignor.id : 0,
        servicer_user_id: servicerName === DEMO_SERVICER_NAME ? servicer.id : 0,
        delivery_user_id: deliveryName === DEMO_DELIVERY_NAME ? delivery.id : 0,
        consignor_resource_id: typeof sender?.id === 'number' ? resourceIdOf('CONSIGNOR', sender.id) : 0,
        delivery_resource_id: resourceIdOfRow('DELIVERY', deliveries.find((row) => row.name === deliveryName)),
        services_pkg_code: tags.some((tag) => tag.code === 'RETURN') ? 'SERVICE_PKG_RETURN' : PACKAGE_OF_SERVICE[serviceType],
      };
      data.fee_lines = seededOrderFeeLines(Number(data.amount), settleTargetsOf(data, rowsOf).list);
      if (!UNASSIGNED.has(status) && status !== 'CANCELLED') {
        data.appointment_time = formatLocalDateTime(later(created, random, 24, 96));
      }
      let signed: Date | undefined;
      if (status === 'SIGNED') {
        const signAt = later(created, random, 30, 140);
        signed = signAt.getTime() > now.getTime() ? now : signAt;
        data.sign_time = formatLocalDateTime(signed);
      }
      // Stamps and track as the workflow would have left them (a generator of its own: the rows above stay as they were).
      const history = seededHistory(orderWorkflow(), data, created, signed ?? now, historyRandom);
      Object.assign(data, history.fields, { tracks: history.tracks, active_holds: [] });
      records.push({ data, created_at: formatLocalDateTime(created) });
    }
    return records;
  },
};
