/**
 * Orders a chart counts: the orders the caller is a party to (a merchant its own, a service provider the
 * ones bound to it, a delivery and installation provider the ones assigned to it, the platform all), the
 * rule of the order list and the stats cards (order-scope.ts, server/tenancy).
 */
import type { UserRecord } from '../users/user-store.js';
import type { SqlCondition } from '../db/record-sql.js';
import { orderScope } from './order-scope.js';

export function chartOrderScope(user: Pick<UserRecord, 'main_type' | 'main_user_id'>): SqlCondition {
  return orderScope(user);
}
