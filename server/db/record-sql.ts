/**
 * SQL over the records table (schema.ts): the one place a record field becomes an SQL expression, conditions
 * are combined, and the orders a scope selects become a subquery. The list filters (records/query-filters.ts),
 * the ownership and tenancy rules (server/tenancy), the merchant book and the statistics all build their
 * conditions here, so a field name is checked before it is ever written into SQL.
 */

export interface SqlCondition {
  sql: string;
  params: unknown[];
}

/** No row at all. */
export const NO_ROWS: SqlCondition = { sql: '0', params: [] };
/** Every row. */
export const EVERY_ROW: SqlCondition = { sql: '1', params: [] };

/** Every condition holds: joined with AND as they are (a condition with an OR brings its own brackets). */
export function allOf(conditions: readonly SqlCondition[]): SqlCondition {
  return { sql: conditions.map((c) => c.sql).join(' AND '), params: conditions.flatMap((c) => c.params) };
}

/** At least one condition holds: joined with OR in brackets; a single condition stays as it is. */
export function anyOf(conditions: readonly SqlCondition[]): SqlCondition {
  const [only] = conditions;
  if (only && conditions.length === 1) return only;
  return { sql: `(${conditions.map((c) => c.sql).join(' OR ')})`, params: conditions.flatMap((c) => c.params) };
}

const SAFE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Refuses a field name that could not be written into SQL as it is (fields come from descriptors and queries). */
export function assertSafeFieldName(name: string): void {
  if (!SAFE_NAME.test(name)) throw new Error(`unsafe field name ${name}`);
}

/** SQL for a field of the record's JSON `data`. */
export function dataField(name: string): string {
  assertSafeFieldName(name);
  return `json_extract(data, '$.${name}')`;
}

const COLUMN_FIELDS: ReadonlySet<string> = new Set(['id', 'created_at', 'updated_at']);

/** SQL for a field's value: a real column for id and timestamps, json_extract for the rest. */
export function fieldExpression(field: string): string {
  return COLUMN_FIELDS.has(field) ? field : dataField(field);
}

/** The collection holding the orders (waybills) that records name by order number. */
export const ORDERS_COLLECTION = 'waybills';

/** A subquery of one field's values over the orders `scope` (a condition over waybill rows) selects. */
export function ordersFieldIn(field: string, scope: SqlCondition): SqlCondition {
  return { sql: `SELECT ${dataField(field)} FROM records WHERE collection = '${ORDERS_COLLECTION}' AND ${scope.sql}`, params: scope.params };
}

/** Rows whose `field` names an order `scope` selects: abnormal cases, tickets, settlement lines of the orders in scope. */
export function aboutOrdersIn(field: string, scope: SqlCondition): SqlCondition {
  const orders = ordersFieldIn('order_no', scope);
  return { sql: `${dataField(field)} IN (${orders.sql})`, params: orders.params };
}
