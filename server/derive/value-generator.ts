/** One seeded value of a derived field, from the key's words, its type and the record generated so far. */
import { formatLocalDate, formatLocalDateTime } from '../db/clock.js';
import { codesOf, FEE_CODES, nameOfCode, ORDER_TAGS } from '../collections/core/codes.js';
import { REMARK_SAMPLES } from '../seed/business-names.js';
import { money } from '../seed/distribute.js';
import { mobilePhone, personName } from '../seed/fake-people.js';
import type { Random } from '../seed/prng.js';
import { REGION_SAMPLES, type RegionSample } from '../seed/regions.js';
import { entityFilter, entityRefOf, ORDER_COPIED_KEYS } from './entity-refs.js';
import type { InferredField } from './field-inference.js';
import {
  isDateKey, isFutureKey, isMonthKey, isPhoneKey, isTextKey, isTimeKey, looksMoney, looksPerson, resourceListsPeople, wordsOf,
} from './key-words.js';
import { fileUrl, thingName } from './sample-texts.js';

export type Row = Record<string, unknown>;

export interface RowContext {
  random: Random;
  now: Date;
  /** Position of the record, 0 for the oldest. */
  index: number;
  count: number;
  resource: string;
  createdAt: Date;
  rowsOf(collection: string): ReadonlyArray<Row>;
  /** Values of the record generated so far. */
  row: Row;
  /** Entity rows bound to the record, by key prefix. */
  bound: Map<string, Row | undefined>;
  regions: Map<string, RegionSample>;
  /** The record names an order (order_no), so order keys such as consignor_name come from that waybill. */
  hasOrder: boolean;
}

const DAY_MS = 86_400_000;
const has = (words: readonly string[], ...candidates: string[]): boolean => candidates.some((c) => words.includes(c));

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

/** The waybill a record about an order refers to (shared by order_no and the copied order keys). */
export function orderOf(ctx: RowContext): Row | undefined {
  return boundRow(ctx, 'waybills', 'order');
}

function regionFor(ctx: RowContext, key: string): RegionSample {
  const words = wordsOf(key);
  const prefix = has(words, 'start', 'from', 'origin', 'sender', 'pickup') ? 'start' : 'end';
  let region = ctx.regions.get(prefix);
  if (!region) {
    region = ctx.random.pick(REGION_SAMPLES);
    ctx.regions.set(prefix, region);
  }
  return region;
}

function placeValue(ctx: RowContext, key: string): string | undefined {
  const words = wordsOf(key);
  const lastWord = words[words.length - 1] ?? '';
  const region = regionFor(ctx, key);
  const district = ctx.random.pick(region.districts);
  if (lastWord === 'province') return region.province;
  if (lastWord === 'city') return region.city;
  if (lastWord === 'district' || lastWord === 'county') return district;
  if (lastWord === 'address' || lastWord === 'addr') {
    return `${region.city}${district}${ctx.random.pick(region.streets)}${ctx.random.int(1, 999)}号`;
  }
  if (lastWord === 'region' || (lastWord === 'area' && !has(words, 'sqm'))) return `${region.province.replace(/省$/, '')}${region.city === region.province ? '' : region.city}`;
  return undefined;
}

/** A moment for a time key: after creation (and never later than now unless the key names a plan or deadline). */
function momentFor(ctx: RowContext, key: string): Date {
  const words = wordsOf(key);
  const daily = /daily|day|date/.test(ctx.resource) && (key === 'date' || has(words, 'stat', 'report', 'biz'));
  if (daily) return new Date(ctx.now.getTime() - (ctx.count - ctx.index) * DAY_MS);
  const start = ctx.createdAt.getTime();
  if (isFutureKey(key) || has(words, 'end', 'to', 'valid')) {
    const pairedStart = Object.entries(ctx.row).find(([k, v]) => typeof v === 'string' && /(^|_)(start|from|begin)(_|$)/.test(k) && /^\d{4}-\d{2}-\d{2}/.test(v));
    const base = pairedStart ? new Date(String(pairedStart[1]).slice(0, 10)).getTime() : start;
    return new Date(base + ctx.random.int(1, has(words, 'expire', 'expiry', 'valid', 'end') ? 365 : 10) * DAY_MS + ctx.random.int(0, 8) * 3_600_000);
  }
  const span = Math.max(0, ctx.now.getTime() - start);
  const moment = new Date(start + Math.floor(ctx.random.next() * Math.min(span, 5 * DAY_MS)));
  // Things happen in working hours.
  moment.setHours(8 + (moment.getHours() % 13));
  return moment.getTime() > ctx.now.getTime() ? new Date(start) : moment;
}

function numberValue(ctx: RowContext, key: string, integer: boolean): number {
  const { random } = ctx;
  const words = wordsOf(key);
  if (has(words, 'longitude', 'lng')) return Math.round((regionFor(ctx, key).longitude + (random.next() - 0.5) * 0.3) * 1e6) / 1e6;
  if (has(words, 'latitude', 'lat')) return Math.round((regionFor(ctx, key).latitude + (random.next() - 0.5) * 0.3) * 1e6) / 1e6;
  if (has(words, 'rate', 'ratio', 'percent', 'percentage')) return integer ? random.int(60, 100) : Math.round(random.int(600, 1000)) / 10;
  if (has(words, 'score')) return integer ? random.int(60, 100) : random.int(600, 1000) / 10;
  if (has(words, 'sort', 'seq', 'sequence', 'priority')) return (ctx.index + 1) * (has(words, 'sort') ? 10 : 1);
  if (has(words, 'days', 'day')) return random.int(1, 7);
  if (has(words, 'hours', 'hour', 'sla')) return random.pick([12, 24, 48, 72]);
  if (has(words, 'minutes', 'minute')) return random.pick([30, 60, 90, 120, 180]);
  if (has(words, 'weight')) return integer ? random.int(5, 800) : money(random, 1, 800);
  if (has(words, 'volume')) return integer ? random.int(1, 20) : Math.round(random.int(10, 5000)) / 1000;
  if (has(words, 'area', 'sqm')) return integer ? random.int(200, 20_000) : money(random, 200, 20_000);
  if (has(words, 'capacity')) return random.pick([50, 80, 100, 200, 500]);
  if (has(words, 'distance', 'km')) return integer ? random.int(5, 2000) : money(random, 5, 2000);
  if (has(words, 'age')) return random.int(22, 55);
  if (has(words, 'level', 'grade', 'star', 'stars')) return random.int(1, 5);
  if (has(words, 'floor', 'floors')) return random.int(1, 30);
  if (looksMoney(key) || has(words, 'total')) {
    if (has(words, 'balance', 'deposit', 'revenue')) return money(random, 1_000, 200_000);
    if (has(words, 'total', 'income', 'outlay', 'payable', 'receivable', 'arrears', 'profit')) return money(random, 500, 80_000);
    if (has(words, 'price', 'fee', 'fees', 'cost', 'freight', 'tax', 'subsidy')) return integer ? random.int(5, 500) : money(random, 5, 500);
    return integer ? random.int(20, 5000) : money(random, 20, 5000);
  }
  if (has(words, 'count', 'qty', 'quantity', 'num', 'pieces', 'piece', 'package', 'packages', 'orders', 'tickets', 'times', 'stock', 'inventory')) {
    return has(words, 'orders', 'tickets', 'times') || /report|daily|monthly|stat/.test(ctx.resource) ? random.int(5, 300) : random.int(1, 50);
  }
  return integer ? random.int(1, 100) : money(random, 1, 1000);
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

function stringValue(key: string, field: InferredField, ctx: RowContext): string {
  const { random } = ctx;
  const words = wordsOf(key);
  const lastWord = words[words.length - 1] ?? '';
  if (isPhoneKey(key)) return mobilePhone(random);
  if (field.hints.shape === 'datetime' || (field.hints.shape !== 'date' && isTimeKey(key))) {
    if (lastWord === 'clock') return `${String(random.int(6, 22)).padStart(2, '0')}:${random.pick(['00', '30'])}`;
    return formatLocalDateTime(momentFor(ctx, key));
  }
  if (field.hints.shape === 'date' || isDateKey(key)) return formatLocalDate(momentFor(ctx, key));
  if (isMonthKey(key)) {
    const moment = /monthly/.test(ctx.resource) ? new Date(ctx.now.getFullYear(), ctx.now.getMonth() - (ctx.count - ctx.index), 1) : ctx.createdAt;
    return `${moment.getFullYear()}-${String(moment.getMonth() + 1).padStart(2, '0')}`;
  }
  if (lastWord === 'clock') return `${String(random.int(6, 22)).padStart(2, '0')}:${random.pick(['00', '30'])}`;
  const place = placeValue(ctx, key);
  if (place !== undefined) return place;
  if (key === 'settle_target_name' || key === 'target_name' || key === 'partner_name') {
    return String(random.pick([...ctx.rowsOf('consignors'), ...ctx.rowsOf('servicers')].map((r) => r.name).filter(Boolean).concat(['优品家居旗舰店'])));
  }
  if (key === 'fee_name') return nameOfCode(FEE_CODES, String(ctx.row.fee_code ?? random.pick(codesOf(FEE_CODES))));
  if (key === 'fee_code') return random.pick(codesOf(FEE_CODES));
  if (has(words, 'plate') || key === 'car_no' || key === 'vehicle_no') {
    const region = regionFor(ctx, key);
    return `${region.plate}·${'ABCDEFGHJKLMN'[random.int(0, 12)]}${random.digits(4)}`;
  }
  if (key === 'out_order_no' || has(words, 'tracking', 'express', 'logistics')) return `JD${random.digits(12)}`;
  if (has(words, 'email', 'mail')) return `service${random.digits(4)}@wuliuyun.example`;
  if (has(words, 'url', 'link', 'avatar', 'logo', 'image', 'photo', 'picture') && !has(words, 'name', 'count')) return fileUrl(random);
  if (has(words, 'file') && lastWord !== 'name' && lastWord !== 'type') return fileUrl(random);
  if (has(words, 'version')) return `v${random.int(1, 3)}.${random.int(0, 9)}.${random.int(0, 20)}`;
  if (has(words, 'ip')) return `10.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`;
  if (has(words, 'card') && has(words, 'id')) {
    const pad = (n: number): string => String(n).padStart(2, '0');
    return `${random.pick(['310115', '330106', '440305', '510107', '420106'])}19${random.int(70, 99)}${pad(random.int(1, 12))}${pad(random.int(1, 28))}${random.digits(3)}${random.pick(['X', random.digits(1)])}`;
  }
  if (has(words, 'account') && has(words, 'no', 'number', 'bank')) return `6222${random.digits(15)}`;
  if (lastWord === 'no' || lastWord === 'sn' || lastWord === 'number') return numberText(ctx, key);
  if (lastWord === 'code') return codeText(ctx, key);
  if (isTextKey(key)) return random.pick(REMARK_SAMPLES);
  if (key === 'username' || key === 'account') return `user${String(ctx.index + 1).padStart(3, '0')}`;
  if (looksPerson(key) || (key === 'name' && resourceListsPeople(ctx.resource))) return personName(random);
  if (key === 'app_code') return random.pick(['DA', 'BANG', 'PAI']);
  return thingName(random, [...words, ...wordsOf(ctx.resource.split('/').pop() ?? '')], field.hints.label, ctx.index);
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
  const order = ctx.hasOrder ? orderOf(ctx) : undefined;
  if (order && ORDER_COPIED_KEYS.has(key) && order[key] !== undefined && order[key] !== '') return order[key];
  const ref = key === 'out_order_no' ? undefined : entityRefOf(key);
  if (ref) {
    const row = ref.collection === 'waybills' ? orderOf(ctx) : boundRow(ctx, ref.collection, ref.prefix);
    const value = row?.[ref.field];
    if (value !== undefined && value !== '') return spec.type === 'string' ? String(value) : value;
  }
  if (spec.type === 'integer' || spec.type === 'number') return numberValue(ctx, key, spec.type === 'integer');
  const text = stringValue(key, field, ctx);
  return spec.maxLength !== undefined ? text.slice(0, spec.maxLength) : text;
}
