/** Counts over waybills, abnormal cases and tickets, limited to the caller's own orders (server/tenancy). */
import type { Database } from 'better-sqlite3';
import { aboutOrdersIn, dataField, type SqlCondition } from '../db/record-sql.js';
import { orderCondition } from '../tenancy/tenancy.js';
import type { UserRecord } from '../users/user-store.js';

/** Orders the user sees in statistics: the orders it is a party to (all for the platform), as in the order list. */
export function orderScope(user: Pick<UserRecord, 'main_type' | 'main_user_id'>): SqlCondition {
  return orderCondition(user);
}

export class OrderStats {
  constructor(private readonly db: Database) {}

  private count(collection: string, conditions: SqlCondition[]): number {
    const where = ['collection = ?', ...conditions.map((c) => c.sql)].join(' AND ');
    const params = [collection, ...conditions.flatMap((c) => c.params)];
    return (this.db.prepare(`SELECT COUNT(*) AS n FROM records WHERE ${where}`).get(...params) as { n: number }).n;
  }

  private inList(name: string, values: readonly string[]): SqlCondition {
    return { sql: `${dataField(name)} IN (${values.map(() => '?').join(', ') || "''"})`, params: [...values] };
  }

  /** Waybills in scope, optionally with one of `statuses` (all when empty) and without `except`. */
  waybills(scope: SqlCondition, statuses: readonly string[] = [], except: readonly string[] = []): number {
    const conditions = [scope];
    if (statuses.length > 0) conditions.push(this.inList('status', statuses));
    if (except.length > 0) conditions.push({ sql: `NOT (${this.inList('status', except).sql})`, params: [...except] });
    return this.count('waybills', conditions);
  }

  /** Rows of `collection` (abnormals, tickets) about orders in scope, with one of `statuses`. */
  aboutOrders(collection: string, scope: SqlCondition, statuses: readonly string[]): number {
    return this.count(collection, [aboutOrdersIn('order_no', scope), this.inList('status', statuses)]);
  }
}
