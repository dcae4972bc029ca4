/** One seeded value of a derived field, from the key's words, its type and the record generated so far. */
import { formatLocalDate, formatLocalDateTime } from '../db/clock.js';
import { codesOf, FEE_CODES, nameOfCode, ORDER_TAGS } from '../codes/codes.js';
import { PRODUCT_CATEGORIES } from '../codes/product-categories.js';
import { REMARK_SAMPLES } from '../fake-data/business-names.js';
import { BUSINESS_GROUPS } from '../users/business-groups.js';
import { mobilePhone, personName } from '../fake-data/fake-people.js';
import type { Random } from '../fake-data/prng.js';
import { entityFilter, entityRefOf, ORDER_COPIED_KEYS } from './entity-refs.js';
import type { InferredField } from './field-inference.js';
import {
  isDateKey, isFutureKey, isMonthKey, isPhoneKey, isTextKey, isTimeKey, looksMoney, looksPerson, resourceListsPeople, wordsOf,
} from './key-words.js';
import { fileUrl, lineName, thingName, wordedText } from './sample-texts.js';
import { numberValue } from './number-values.js';
import { hasWord, regionFor, type Row, type RowContext } from './row-context.js';

const DAY_MS = 86_400_000;
const SECOND_LEVEL_CATEGORIES = PRODUCT_CATEGORIES.flatMap((category) => category.children);
const clock = (random: Random): string => `${String(random.int(6, 22)).padStart(2, '0')}:${random.pick(['00', '30'])}`;

function boundRow(ctx: RowContext, collection: string, prefix: string): Row | undefined {
  const key = `${collection}:${prefix}`;
  if (!ctx.bound.has(key)) {
    const only = entityFilter(collection, prefix);
    const rows = ctx.rowsOf(collection).filter((row) => !only || Object.entries(only).every(([k, v]) => row[k] === v));
    // Different prefixes of one entity (start_station, end_station) get different rows.
    const taken = new Set([...ctx.bound.entries()].filter(([k]) => k.startsWith(`${collection}:`)).map(([, row]) => row));
    const free = rows.filter((row) => !taken.has(row));
    const pool = free.length > 0 ? free : rows;
    ctx.bound.set(key, pool.length > 0 ? ctx.random.pick(pool) : undefined);
  }
  return ctx.bound.get(key);
}

/**
 * Two or three order numbers of orders with the same parties (a merge or a split combines one merchant's
 * orders handled by the same companies), so whoever sees one sees them all.
 */
function ordersOfOneParty(ctx: RowContext): string {
  const { random } = ctx;
  const orders = ctx.rowsOf('waybills');
  if (orders.length === 0) return Array.from({ length: 2 }, () => random.digits(12)).join(',');
  const first = random.pick(orders);
  const sameParties = orders.filter((order) => order !== first && PARTY_KEYS.every((key) => order[key] === first[key]));
  const more = Array.from({ length: Math.min(random.int(1, 2), sameParties.length) }, () => random.pick(sameParties));
  return [...new Set([first, ...more].map((order) => String(order.order_no)))].join(',');
}

/** The fields naming an order's parties. */
const PARTY_KEYS = ['consignor_user_id', 'servicer_user_id', 'delivery_user_id'] as const;

/** The waybill a record about an order refers to (shared by order_no and the copied order keys). */
export function orderOf(ctx: RowContext): Row | undefined {
  return boundRow(ctx, 'waybills', 'order');
}

function districtFor(ctx: RowContext, key: string): string {
  const region = regionFor(ctx, key);
  let district = ctx.districts.get(region.cityCode);
  if (!district) {
    district = ctx.random.pick(region.districts);
    ctx.districts.set(region.cityCode, district);
  }
  return district;
}

function placeValue(ctx: RowContext, key: string): string | undefined {
  const words = wordsOf(key);
  const last = words[words.length - 1] ?? '';
  const region = regionFor(ctx, key);
  if (last === 'province') return region.province;
  if (last === 'city') return region.city;
  if (last === 'district' || last === 'county') return districtFor(ctx, key);
  if (last === 'address' || last === 'addr') {
    if (hasWord(words, 'email', 'ip', 'mail')) return undefined;
    return `${region.city}${districtFor(ctx, key)}${ctx.random.pick(region.streets)}${ctx.random.int(1, 999)}号`;
  }
  if (last === 'region' || (last === 'area' && !hasWord(words, 'sqm'))) return `${region.province.replace(/省$/, '')}${region.city === region.province ? '' : region.city}`;
  return undefined;
}

/** A moment for a time key: after creation (and never later than now unless the key names a plan or deadline). */
function momentFor(ctx: RowContext, key: string): Date {
  const words = wordsOf(key);
  const daily = /daily|day|date/.test(ctx.resource) && (key === 'date' || hasWord(words, 'stat', 'report', 'biz'));
  if (daily) return new Date(ctx.now.getTime() - (ctx.count - ctx.index) * DAY_MS);
  const start = ctx.createdAt.getTime();
  if (isFutureKey(key) || hasWord(words, 'end', 'to', 'valid')) {
    const pairedStart = Object.entries(ctx.row).find(([k, v]) => typeof v === 'string' && /(^|_)(start|from|begin|effective)(_|$)/.test(k) && /^\d{4}-\d{2}-\d{2}/.test(v));
    const base = pairedStart ? new Date(String(pairedStart[1]).slice(0, 10)).getTime() : start;
    return new Date(base + ctx.random.int(1, hasWord(words, 'expire', 'expiry', 'valid', 'end') ? 365 : 10) * DAY_MS + ctx.random.int(0, 8) * 3_600_000);
  }
  const span = Math.max(0, ctx.now.getTime() - start);
  const moment = new Date(start + Math.floor(ctx.random.next() * Math.min(span, 5 * DAY_MS)));
  // Things happen in working hours.
  moment.setHours(8 + (moment.getHours() % 13));
  return moment.getTime() > ctx.now.getTime() ? new Date(start) : moment;
}

/** A business number: a two-letter prefix from the key (or resource), the day and a serial. */
function numberText(ctx: RowContext, key: string): string {
  const words = wordsOf(key).filter((word) => !['no', 'sn', 'number', 'code'].includes(word));
  const source = words.length > 0 ? words : wordsOf(ctx.resource.split('/').pop() ?? 'no');
  const prefix = (source.length > 1 ? source.slice(0, 2).map((w) => w[0]).join('') : (source[0] ?? 'no').slice(0, 2)).toUpperCase();
  const day = formatLocalDate(ctx.createdAt).replace(/-/g, '').slice(2);
  return `${prefix}${day}${String(ctx.index + 1).padStart(4, '0')}`;
}

function codeText(ctx: RowContext, key: string): string {
  const words = wordsOf(key).filter((word) => word !== 'code' && word !== 'codes');
  const head = (words[words.length - 1] ?? wordsOf(ctx.resource.split('/').pop() ?? 'item')[0] ?? 'item').toUpperCase().slice(0, 6);
  return `${head}${String(ctx.index + 1).padStart(3, '0')}`;
}

function timeText(key: string, field: InferredField, ctx: RowContext): string | undefined {
  const words = wordsOf(key);
  const room = field.spec.maxLength ?? 19;
  const dateOnly = field.hints.shape === 'date' || (field.hints.shape !== 'datetime' && isDateKey(key));
  if (words[words.length - 1] === 'clock' || (room < 10 && (dateOnly || isTimeKey(key)))) return clock(ctx.random);
  if (dateOnly || (room < 19 && isTimeKey(key))) return formatLocalDate(momentFor(ctx, key));
  if (field.hints.shape === 'datetime' || isTimeKey(key)) return formatLocalDateTime(momentFor(ctx, key));
  if (isMonthKey(key)) {
    const moment = /monthly/.test(ctx.resource) ? new Date(ctx.now.getFullYear(), ctx.now.getMonth() - (ctx.count - ctx.index), 1) : ctx.createdAt;
    return `${moment.getFullYear()}-${String(moment.getMonth() + 1).padStart(2, '0')}`;
  }
  return undefined;
}

/** Partner names (settle targets, accounts): merchants and service providers. */
function partnerName(ctx: RowContext): string {
  const names = [...ctx.rowsOf('consignors'), ...ctx.rowsOf('servicers')].map((r) => r.name).filter((n): n is string => typeof n === 'string');
  return names.length > 0 ? ctx.random.pick(names) : '优品家居旗舰店';
}

function stringValue(key: string, field: InferredField, ctx: RowContext): string {
  const { random } = ctx;
  const words = wordsOf(key);
  const last = words[words.length - 1] ?? '';
  if (isPhoneKey(key)) return mobilePhone(random);
  const time = timeText(key, field, ctx);
  if (time !== undefined) return time;
  const place = placeValue(ctx, key);
  if (place !== undefined) return place;
  if (hasWord(words, 'line', 'route') && ['name', 'line', 'route'].includes(last)) return lineName(regionFor(ctx, 'start').city, regionFor(ctx, 'end').city);
  if (hasWord(words, 'party', 'partner') || ['settle_target_name', 'target_name', 'refund_target_name', 'account_name', 'payee_name'].includes(key)) return partnerName(ctx);
  if (hasWord(words, 'stations') || (hasWord(words, 'transit') && hasWord(words, 'station', 'stations'))) {
    const names = ctx.rowsOf('stations').map((r) => String(r.name));
    return names.length > 0 ? [random.pick(names), random.pick(names)].join(',') : '上海浦东中转站';
  }
  // A user's group is a business unit (事业部); a groups resource names its own groups.
  if ((key === 'group_name' && !/groups?$/.test(ctx.resource)) || key === 'business_group_name') return random.pick(BUSINESS_GROUPS).name;
  if (key === 'fee_name') return nameOfCode(FEE_CODES, String(ctx.row.fee_code ?? random.pick(codesOf(FEE_CODES))));
  if (key === 'fee_code') return random.pick(codesOf(FEE_CODES));
  // A product category (the product select's code and name) is one of the category tree's second level.
  if (key === 'category_code') return random.pick(SECOND_LEVEL_CATEGORIES).code;
  if (key === 'category_name' && typeof ctx.row.category_code === 'string') {
    return SECOND_LEVEL_CATEGORIES.find((category) => category.code === ctx.row.category_code)?.name ?? random.pick(SECOND_LEVEL_CATEGORIES).name;
  }
  if (hasWord(words, 'plate') || key === 'car_no' || key === 'vehicle_no') {
    return `${regionFor(ctx, key).plate}·${'ABCDEFGHJKLMN'[random.int(0, 12)]}${random.digits(4)}`;
  }
  if (last === 'nos') return ordersOfOneParty(ctx);
  const worded = wordedText(random, words);
  if (worded !== undefined) return worded;
  if (hasWord(words, 'order') && ['no', 'number', 'sn'].includes(last)) return `${random.pick(['JD', 'TB', 'PDD', 'DY'])}${random.digits(12)}`;
  if (['no', 'number', 'sn'].includes(last) && hasWord(words, 'tracking', 'express', 'logistics', 'waybill')) return `JD${random.digits(12)}`;
  if (hasWord(words, 'email', 'mail')) return `service${random.digits(4)}@wuliuyun.example`;
  if (hasWord(words, 'url', 'link') && (hasWord(words, 'api', 'callback', 'notify', 'push') || /api|push|integration/.test(ctx.resource))) {
    return `https://open.wuliuyun.example/api/${random.pick(['order/status', 'order/sign', 'track/push', 'order/cancel'])}`;
  }
  if (hasWord(words, 'url', 'link', 'avatar', 'logo', 'image', 'photo', 'picture') && !hasWord(words, 'name', 'count')) return fileUrl(random);
  if (hasWord(words, 'file') && last !== 'name' && last !== 'type') return fileUrl(random);
  if (hasWord(words, 'version')) return `v${random.int(1, 3)}.${random.int(0, 9)}.${random.int(0, 20)}`;
  if (hasWord(words, 'ip')) return `10.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`;
  if (hasWord(words, 'card') && hasWord(words, 'id')) {
    const pad = (n: number): string => String(n).padStart(2, '0');
    return `${random.pick(['310115', '330106', '440305', '510107', '420106'])}19${random.int(70, 99)}${pad(random.int(1, 12))}${pad(random.int(1, 28))}${random.digits(3)}${random.pick(['X', random.digits(1)])}`;
  }
  if (hasWord(words, 'account') && hasWord(words, 'no', 'number', 'bank')) return `6222${random.digits(15)}`;
  if (last === 'no' || last === 'sn' || last === 'number') return numberText(ctx, key);
  if (last === 'code') return codeText(ctx, key);
  if (isTextKey(key)) return random.pick(REMARK_SAMPLES);
  if (key === 'username' || key === 'account') return `user${String(ctx.index + 1).padStart(3, '0')}`;
  if (looksPerson(key) || (key === 'name' && resourceListsPeople(ctx.resource))) return personName(random);
  if (key === 'app_code') return random.pick(['DA', 'BANG', 'PAI']);
  const bare = key === 'name' || key === 'title';
  // A bare name is named by the resource (/product/categories → a category); plurals read as singulars.
  const resourceWords = wordsOf(ctx.resource.split('/').pop() ?? '').map((w) => w.replace(/(ies)$/, 'y').replace(/s$/, ''));
  return thingName(random, bare ? [...words, ...resourceWords] : words, field.hints.label, ctx.index);
}

/** The seeded value of one field, or undefined to leave it out. */
export function generateValue(key: string, field: InferredField, ctx: RowContext): unknown {
  const { spec } = field;
  if (spec.type === 'array') {
    if (field.hints.shape !== 'tag') return [];
    const tags = codesOf(ORDER_TAGS);
    return ctx.index % 3 === 0 ? [] : [{ code: tags[ctx.index % tags.length] as string }];
  }
  if (spec.type === 'boolean') return ctx.random.chance(0.5);
  // Seeded rows have no uploaded images: a made-up file id would only be a broken thumbnail.
  if (field.hints.shape === 'image') return '';
  const order = ctx.hasOrder ? orderOf(ctx) : undefined;
  if (order && ORDER_COPIED_KEYS.has(key) && order[key] !== undefined && order[key] !== '') return order[key];
  const ref = entityRefOf(key);
  if (ref) {
    const row = ref.collection === 'waybills' ? orderOf(ctx) : boundRow(ctx, ref.collection, ref.prefix);
    const value = row?.[ref.field];
    if (value !== undefined && value !== '') return spec.type === 'string' ? String(value) : value;
  }
  if (spec.type === 'integer' || spec.type === 'number') return numberValue(ctx, key, spec.type === 'integer', field.hints.shape === 'money' || looksMoney(key));
  const text = stringValue(key, field, ctx);
  return spec.maxLength !== undefined ? text.slice(0, spec.maxLength) : text;
}
