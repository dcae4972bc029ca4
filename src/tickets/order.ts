/** What the ticket reads from its order (core spec §6). */
import { MAIN_USER_FIELD_OF_APP } from '../config/tickets';
import type { TicketOrder } from './types';

/** The supply chain's main user: DA consignor_user_id, BANG servicer_user_id, PAI delivery_user_id. */
export function mainUserId(order: TicketOrder | null | undefined): number | undefined {
  if (!order) return undefined;
  const field = MAIN_USER_FIELD_OF_APP[order.app_code as keyof typeof MAIN_USER_FIELD_OF_APP];
  const id = field ? order[field] : undefined;
  // 0 means nobody of the supply chain has an account on the order yet.
  return typeof id === 'number' && id > 0 ? id : undefined;
}

/** Resource ids of the order's partners whose contacts the header shows. */
export function partnerResourceIds(order: TicketOrder | null | undefined): number[] {
  if (!order) return [];
  return [order.consignor_resource_id, order.delivery_resource_id].filter((id): id is number => typeof id === 'number' && id > 0);
}
