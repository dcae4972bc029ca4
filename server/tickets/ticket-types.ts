/** Shapes of the ticket data the server serves: the client's contract (src/tickets/types.ts, src/fees/types.ts). */

export type {
  FeeConfig, FeeDirection, FeeLine, SettleTarget, StageRules,
} from '../../src/fees/types.js';
export type {
  ActionFlags, ActionRule, SubTypeOption, Ticket, TicketComment, TicketFacts, TicketOrder, TicketSchema,
} from '../../src/tickets/types.js';

export type JsonObject = Record<string, unknown>;

