/** The bodies of POST /order/ticket/ and PUT /order/ticket/{id} (core spec §7). */
import type { FeeLine } from '../fees/types';
import type { Ticket, TicketAction, TicketCreateBody, TicketPayload, TicketUpdateBody } from './types';

export function createBody(ticket: Ticket, payload: TicketPayload, feeLines: readonly FeeLine[]): TicketCreateBody {
  return {
    schema_id: ticket.schema_id,
    order_id: ticket.order_id,
    type: ticket.type,
    payload: { ...payload },
    fee_lines: [...feeLines],
    parent_id: ticket.parent_id,
  };
}

export function updateBody(action: TicketAction, payload: TicketPayload, feeLines: readonly FeeLine[]): TicketUpdateBody {
  return { action, payload: { ...payload }, fee_lines: [...feeLines] };
}

/** A ticket not yet saved is created by its first save; every other save or action updates it. */
export function isUnsaved(ticket: Pick<Ticket, 'status' | 'id'>): boolean {
  return ticket.status === 'CREATE' || !ticket.id;
}
