/**
 * Rows of the dashboard charts, counted and summed in SQL over the real records: waybills in the
 * caller's scope (chart-scope.ts), and the abnormal cases and tickets of those orders. (Money rows are the
 * settlement list's sums: income-spend.ts.)
 * Every row carries its category code or period and the Chinese name the lists show.
 */
import type { Database } from 'better-sqlite3';
import { ABNORMAL_TYPES, TICKET_STATUSES, TICKET_TYPES, WAYBILL_STATUSES, type CodeList } from '../codes/codes.js';
import { aboutOrdersIn, dataField as field, type SqlCondition } from '../db/record-sql.js';
import { lastDays, weekOf } from './chart-periods.js';
import { NOT_COUNTED_STATUSES } from './stats-routes.js';

const day = (expression: string): string => `substr(${expression}, 1, 10)`;

/** A category of a by-type or by-status chart. */
export interface CodeCount {
  code: string;
  name: string;
  count: number;
}

export interface DailyOrders {
  date: string;
  created: number;
  signed: number;
}

export interface OnTimeRow {
  /** The day, or the Monday of the week. */
  period: string;
  signed: number;
  on_time: number;
  /** Percent of the signed orders signed on time, one decimal; null when nothing was signed. */
  rate: number | null;
}

export interface WorkloadRow {
  date: string;
  appointments: number;
  signed: number;
}

export interface MoneyRow {
  month: string;
  income: number;
  spend: number;
}

/** Ratio as a percent with one decimal. */
export const percent = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part * 1000) / whole) / 10 : null);

export class ChartAggregates {
  constructor(private readonly db: Database, private readonly now: () => Date = () => new Date()) {}

  /** COUNT or SUM grouped by `key` over `collection`, with the conditions joined by AND. */
  private grouped(collection: string, key: string, value: string, conditions: SqlCondition[]): Map<string, number> {
    const where = ['collection = ?', ...conditions.map((c) => `(${c.sql})`)].join(' AND ');
    const rows = this.db
      .prepare(`SELECT ${key} AS k, ${value} AS v FROM records WHERE ${where} GROUP BY k`)
      .all(collection, ...conditions.flatMap((c) => c.params)) as Array<{ k: string | null; v: number | null }>;
    return new Map(rows.map((row) => [String(row.k), row.v ?? 0]));
  }

  private byCode(collection: string, codeField: string, codes: CodeList, scope: SqlCondition): CodeCount[] {
    const counts = this.grouped(collection, field(codeField), 'COUNT(*)', [collection === 'waybills' ? scope : aboutOrdersIn('order_no', scope)]);
    return codes.map(([code, name]) => ({ code, name, count: counts.get(code) ?? 0 }));
  }

  ordersByStatus(scope: SqlCondition): CodeCount[] {
    return this.byCode('waybills', 'status', WAYBILL_STATUSES, scope);
  }

  abnormalsByType(scope: SqlCondition): CodeCount[] {
    return this.byCode('abnormals', 'abnormal_type', ABNORMAL_TYPES, scope);
  }

  ticketsByType(scope: SqlCondition): CodeCount[] {
    return this.byCode('tickets', 'type', TICKET_TYPES, scope);
  }

  ticketsByStatus(scope: SqlCondition): CodeCount[] {
    return this.byCode('tickets', 'status', TICKET_STATUSES, scope);
  }

  /** Orders created (drafts and recycled orders not counted) and orders signed on each of the last `days` days. */
  ordersDaily(scope: SqlCondition, days: number): DailyOrders[] {
    const dates = lastDays(days, this.now());
    const counted: SqlCondition = { sql: `${field('status')} NOT IN (${NOT_COUNTED_STATUSES.map(() => '?').join(', ')})`, params: [...NOT_COUNTED_STATUSES] };
    const created = this.grouped('waybills', day('created_at'), 'COUNT(*)', [scope, counted, { sql: `${day('created_at')} >= ?`, params: [dates[0]] }]);
    const signed = this.grouped('waybills', day(field('sign_time')), 'COUNT(*)', [scope, this.signedSince(dates[0] ?? '')]);
    return dates.map((date) => ({ date, created: created.get(date) ?? 0, signed: signed.get(date) ?? 0 }));
  }

  private signedSince(firstDay: string): SqlCondition {
    return { sql: `${field('status')} = 'SIGNED' AND ${day(field('sign_time'))} >= ?`, params: [firstDay] };
  }

  /**
   * Signed orders of each day or week of the last `days` days, and those signed on time: no later than
   * the day of their appointment. Orders signed without an appointment have no promised day and are left out.
   */
  onTimeRate(scope: SqlCondition, days: number, unit: 'day' | 'week'): OnTimeRow[] {
    const dates = lastDays(days, this.now());
    const booked: SqlCondition = { sql: `${field('appointment_time')} IS NOT NULL AND ${field('appointment_time')} <> ''`, params: [] };
    const conditions = [scope, this.signedSince(dates[0] ?? ''), booked];
    const onTime = `SUM(CASE WHEN ${day(field('sign_time'))} <= ${day(field('appointment_time'))} THEN 1 ELSE 0 END)`;
    const signed = this.grouped('waybills', day(field('sign_time')), 'COUNT(*)', conditions);
    const punctual = this.grouped('waybills', day(field('sign_time')), onTime, conditions);
    const periodOf = unit === 'week' ? weekOf : (date: string) => date;
    const rows = new Map<string, OnTimeRow>();
    for (const date of dates) {
      const period = periodOf(date);
      const row = rows.get(period) ?? { period, signed: 0, on_time: 0, rate: null };
      row.signed += signed.get(date) ?? 0;
      row.on_time += punctual.get(date) ?? 0;
      row.rate = percent(row.on_time, row.signed);
      rows.set(period, row);
    }
    return [...rows.values()];
  }

  /** Delivery work of each of the last `days` days: orders booked for that day (not cancelled) and orders signed. */
  deliveryWorkload(scope: SqlCondition, days: number): WorkloadRow[] {
    const dates = lastDays(days, this.now());
    const notCancelled: SqlCondition = { sql: `${field('status')} <> 'CANCELLED'`, params: [] };
    const booked = this.grouped('waybills', day(field('appointment_time')), 'COUNT(*)', [scope, notCancelled, { sql: `${day(field('appointment_time'))} >= ?`, params: [dates[0]] }]);
    const signed = this.grouped('waybills', day(field('sign_time')), 'COUNT(*)', [scope, this.signedSince(dates[0] ?? '')]);
    return dates.map((date) => ({ date, appointments: booked.get(date) ?? 0, signed: signed.get(date) ?? 0 }));
  }
}
