/**
 * Orders a chart counts: a merchant (DA) only its own orders, a delivery and installation provider (PAI)
 * only the orders assigned to it, everyone else all — the merchant rule of the stats cards
 * (order-scope.ts) plus the delivery provider's own work.
 */
import type { UserRecord } from '../users/user-store.js';
import { orderScope, type SqlPart } from './order-scope.js';

export function chartOrderScope(user: Pick<UserRecord, 'main_type' | 'main_user_id'>): SqlPart {
  if (user.main_type === 'delivery') return { sql: "json_extract(data, '$.delivery_user_id') = ?", params: [user.main_user_id] };
  return orderScope(user);
}
