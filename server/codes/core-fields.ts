/** Field builders and seed helpers the core entity collections share. */
import { daysBefore, formatLocalDateTime } from '../db/clock.js';
import { REMARK_SAMPLES } from '../fake-data/business-names.js';
import type { Random } from '../fake-data/prng.js';
import { regionOfCity, REGION_SAMPLES, type RegionSample } from '../fake-data/regions.js';
import { PHONE_PATTERN } from '../records/common-fields.js';
import type { FieldSpec } from '../records/types.js';
import type { CodeList } from './codes.js';
import { CHARGE_MODES, codesOf } from './codes.js';

export const text = (label: string, maxLength: number, filter?: FieldSpec['filter']): FieldSpec => ({
  type: 'string', maxLength, label, ...(filter ? { filter } : {}),
});
export const name = (label: string, maxLength = 50): FieldSpec => ({ type: 'string', minLength: 1, maxLength, label, filter: 'like' });
export const phone = (label = '联系电话'): FieldSpec => ({ type: 'string', pattern: PHONE_PATTERN, label, filter: 'like' });
export const codeEnum = (label: string, list: CodeList, defaultCode?: string): FieldSpec => ({
  type: 'string', enum: codesOf(list), label, ...(defaultCode ? { default: defaultCode } : {}),
});
export const textEnum = (label: string, values: readonly string[]): FieldSpec => ({ type: 'string', enum: [...values], label });
export const flag = (label: string, defaultValue: 0 | 1 = 0): FieldSpec => ({ type: 'integer', enum: [0, 1], default: defaultValue, label });
export const enabled = (): FieldSpec => ({ type: 'integer', enum: [0, 1], default: 1, label: '状态' });
export const amount = (label: string): FieldSpec => ({ type: 'number', minimum: 0, maximum: 99_999_999, default: 0, label });
export const count = (label: string, maximum = 1_000_000): FieldSpec => ({ type: 'integer', minimum: 0, maximum, label });
export const measure = (label: string): FieldSpec => ({ type: 'number', minimum: 0, maximum: 1_000_000, label });
/** Free notes on a partner record (spec: memo, at most 320 characters). */
export const memo = (label = '备注'): FieldSpec => ({ type: 'string', maxLength: 320, label, filter: 'like' });
/** A note on about a third of the seeded records. */
export const memoOf = (random: Random): string => (random.chance(0.3) ? random.pick(REMARK_SAMPLES) : '');
const DATE_OR_DATETIME_PATTERN = '^(\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}(:\\d{2})?)?)?$';
/**
 * Fields a merchant (or supplier) created in a picker's dialog carries besides name, phone, memo and
 * settle type (widgets spec §3): the settle type's name, the charge mode, whether to text the receivers
 * and when fees are deducted.
 */
export const PARTNER_DIALOG_FIELDS = {
  settle_type_name: text('结算方式名称', 20),
  charge_mode: codeEnum('计费方式', CHARGE_MODES, 'PRODUCT'),
  is_send_sms: { type: 'string', enum: ['0', '1'], default: '0', label: '发送短信' },
  deduction_node: { type: 'string', pattern: '^[A-Z][A-Z_]{0,29}$', default: 'RECEIVE', label: '扣费节点' },
} satisfies Readonly<Record<string, FieldSpec>>;
/** A moment as 'YYYY-MM-DD HH:mm:ss'; forms with a date picker send the day alone, which is accepted too. */
export const dateTime = (label: string): FieldSpec => ({ type: 'string', pattern: DATE_OR_DATETIME_PATTERN, label, filter: 'range' });

/** `count` creation times between `maxDaysAgo` days ago and today, oldest first, in office hours. */
export function creationTimes(random: Random, now: Date, total: number, maxDaysAgo: number): string[] {
  return Array.from({ length: total }, (_, index) => {
    const days = Math.round(((total - 1 - index) / Math.max(1, total - 1)) * maxDaysAgo);
    return formatLocalDateTime(daysBefore(now, days, random.int(8 * 60, 20 * 60)));
  });
}

/** A moment after `start` (a 'YYYY-MM-DD HH:mm:ss' text), at most `maxHours` later and never after now. */
export function laterThan(random: Random, start: string, minHours: number, maxHours: number, now: Date): string {
  const base = new Date(start.replace(' ', 'T'));
  const moment = new Date(base.getTime() + random.int(minHours * 60, maxHours * 60) * 60_000);
  return formatLocalDateTime(moment.getTime() > now.getTime() ? now : moment);
}

export function regionOf(city: string, random: Random): RegionSample {
  return regionOfCity(city) ?? random.pick(REGION_SAMPLES);
}

/** A street address in the region, e.g. 浦东新区张江路88号. */
export function streetAddress(random: Random, region: RegionSample, district = random.pick(region.districts)): string {
  return `${district}${random.pick(region.streets)}${random.int(1, 999)}号`;
}

/** A licence plate such as 沪A·D1234. */
export function plateNo(random: Random, region: RegionSample): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  return `${region.plate}·${letters[random.int(0, letters.length - 1)]}${random.digits(4)}`;
}

/** The `name` values of another collection's rows (or the fallback when it has none). */
export function namesOf(rows: ReadonlyArray<Record<string, unknown>>, fallback: readonly string[]): string[] {
  const names = rows.map((row) => row.name).filter((value): value is string => typeof value === 'string' && value !== '');
  return names.length > 0 ? names : [...fallback];
}

/** A value of the row as text ('' when absent). */
export const textOf = (row: Record<string, unknown> | undefined, key: string): string => {
  const value = row?.[key];
  return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
};
