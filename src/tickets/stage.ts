/** The ticket's task stage and fee stage (core spec §4; widgets spec §4). */
import {
  STATUS_THAT_FINISHES_STAGE, TICKET_CREATE_STAGE, TICKET_FINISHED_STAGE, TICKET_PROCESS_STAGE,
} from '../config/tickets';
import { feeStage } from '../fees/stage';
import type { FeeStage } from '../fees/types';
import type { Ticket, TicketOrder, TicketSchema } from './types';

/** task_stage of a loaded ticket: FINISHED once COMPLETED, CREATE while not yet saved, else its own. */
export function ticketStageOnLoad(ticket: Pick<Ticket, 'status' | 'stage'>): string {
  if (ticket.status === STATUS_THAT_FINISHES_STAGE) return TICKET_FINISHED_STAGE;
  if (ticket.status === 'CREATE') return TICKET_CREATE_STAGE;
  return ticket.stage || TICKET_PROCESS_STAGE;
}

/** The ticket as loaded, with its stage set by ticketStageOnLoad. */
export function withLoadStage(ticket: Ticket): Ticket {
  return { ...ticket, stage: ticketStageOnLoad(ticket) };
}

/** A ticket not yet saved, for an order: status CREATE, stage CREATE, an empty payload. */
export function newTicket(schema: Pick<TicketSchema, 'id' | 'type'>, order: Pick<TicketOrder, 'id' | 'order_no'>): Ticket {
  return {
    id: 0,
    ticket_no: '',
    type: schema.type,
    schema_id: schema.id,
    status: 'CREATE',
    stage: TICKET_CREATE_STAGE,
    parent_id: null,
    order_id: order.id,
    order_no: order.order_no,
    payload: {},
    fee_lines: [],
    is_rejected: 0,
    financial_uid: null,
    executive_uid: null,
    is_timed_out: 0,
  };
}

/** The fee table's stage: FINISHED when the ticket or its order is COMPLETED or FINISHED. */
export function ticketFeeStage(ticket: Pick<Ticket, 'status' | 'stage'>, order: Pick<TicketOrder, 'status'> | null): FeeStage {
  return feeStage(ticket.status, ticket.stage, order?.status);
}
