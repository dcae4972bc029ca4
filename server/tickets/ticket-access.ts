/**
 * Who the caller is on a ticket (core spec §4 user_role, allowed_save), the facts the schema's rules
 * run over, and the action flags those rules grant: the ticket screen's own rules (src/tickets), so the
 * server refuses exactly the buttons the screen does not show.
 */
import { grantedFlags } from '../../src/tickets/actions.js';
import { buildFacts } from '../../src/tickets/facts.js';
import { userRole } from '../../src/tickets/role.js';
import type { UserRecord } from '../users/user-store.js';
import { SUPERVISOR_PERMISSION, type TicketAction } from './ticket-constants.js';
import type { ActionFlags, JsonObject, Ticket, TicketFacts, TicketOrder, TicketSchema } from './ticket-types.js';

type Caller = Pick<UserRecord, 'id' | 'permissions'>;

export const isSupervisor = (user: Caller): boolean => user.permissions.includes(SUPERVISOR_PERMISSION);

/** The facts of `ticket` for `user`; `order` is the stored waybill, the record GET /order/waybills/{id} serves the screen. */
export function factsOf(user: Caller, ticket: Ticket, formData: JsonObject, order: JsonObject | null): TicketFacts {
  const role = userRole(ticket, user.id, isSupervisor(user));
  // The stored record holds every TicketOrder field (and more); the rules read it by path only.
  return buildFacts({ ticket, formData, role, order: order as unknown as TicketOrder | null });
}

/** The flags (can_accept, …) the schema's action_rules grant for these facts, as the ticket screen computes them. */
export const flagsOf = (schema: TicketSchema, facts: TicketFacts): Promise<ActionFlags> => grantedFlags(schema.action_rules, facts);

export const isGranted = (flags: ActionFlags, action: TicketAction): boolean => flags[`can_${action}`] === true;
