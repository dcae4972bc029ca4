/** Picks seeded waybills for the records that refer to an order (abnormal cases, tickets, settlements). */
import { BUSINESS_SERIAL_DIGITS } from '../../src/config/finance.js';
import { formatLocalDateTime } from '../db/clock.js';
import type { Random } from '../fake-data/prng.js';
import { shuffle } from '../fake-data/distribute.js';
import { textOf } from '../codes/core-fields.js';

export type Row = Record<string, unknown>;

/** `count` waybills whose status is in `statuses` (all when empty), spread over the list, repeating when short. */
export function pickOrders(random: Random, waybills: readonly Row[], count: number, statuses: readonly string[] = []): Row[] {
  const eligible = waybills.filter((row) => textOf(row, 'order_no') !== '' && (statuses.length === 0 || statuses.includes(textOf(row, 'status'))));
  const pool = eligible.length > 0 ? eligible : waybills;
  if (pool.length === 0) return [];
  const shuffled = shuffle(random, pool);
  return Array.from({ length: count }, (_, index) => shuffled[index % shuffled.length] as Row);
}

/** A time after the order was created (by 2 to `maxHours` hours), never after now. */
export function afterOrder(random: Random, order: Row | undefined, now: Date, maxHours = 96): string {
  const created = textOf(order, 'created_at');
  const base = created ? new Date(created.replace(' ', 'T')) : new Date(now.getTime() - 30 * 86_400_000);
  const moment = new Date(base.getTime() + random.int(120, maxHours * 60) * 60_000);
  // People report and settle in working hours.
  moment.setHours(8 + (moment.getHours() % 13));
  return formatLocalDateTime(moment.getTime() > now.getTime() ? new Date(now.getTime() - random.int(5, 600) * 60_000) : moment);
}

/** A business number such as YC2406150007: prefix, the day of `at` (yyMMdd) and a serial. */
export function businessNo(prefix: string, at: string, serial: number): string {
  return `${prefix}${at.slice(2, 4)}${at.slice(5, 7)}${at.slice(8, 10)}${String(serial).padStart(4, '0')}`;
}

/**
 * A number a create generates (账单号, 应收单号…): the prefix, the creation date and the record's id, so two
 * records never share one however many are made in a day (BUSINESS_SERIAL_DIGITS digits, longer past that).
 */
export function generatedNo(prefix: string, createdAt: Date, id: number, withDay = true): string {
  const month = `${createdAt.getFullYear()}${String(createdAt.getMonth() + 1).padStart(2, '0')}`;
  const day = withDay ? String(createdAt.getDate()).padStart(2, '0') : '';
  return `${prefix}${month}${day}${String(id).padStart(BUSINESS_SERIAL_DIGITS, '0')}`;
}
