/**
 * Shapes of the ticket data the server serves: the client's contract (src/tickets/types.ts,
 * src/fees/types.ts), plus the facts the server builds from a stored order.
 */
import type { TicketStatus, TicketUserRole } from './ticket-constants.js';

export type {
  FeeConfig, FeeDirection, FeeLine, SettleTarget, StageRules,
} from '../../src/fees/types.js';
export type {
  ActionFlags, ActionRule, SubTypeOption, Ticket, TicketComment, TicketSchema,
} from '../../src/tickets/types.js';

export type JsonObject = Record<string, unknown>;

/** The facts rules run over; the order is the stored waybill record. */
export interface TicketFacts {
  form_data: JsonObject;
  ticket_status: TicketStatus;
  is_rejected_flag: boolean;
  task_stage: string;
  user_role: TicketUserRole;
  allowed_save: boolean;
  order: JsonObject | null;
}
