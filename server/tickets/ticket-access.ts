/**
 * Who the caller is on a ticket (core spec §4 user_role, allowed_save), the facts the schema's rules
 * run over, and the action flags those rules grant (json-rules-engine, as the client evaluates them).
 */
import { Engine } from 'json-rules-engine';
import { allowedSave, userRole } from '../../src/tickets/role.js';
import type { UserRecord } from '../users/user-store.js';
import { SUPERVISOR_PERMISSION, type TicketAction } from './ticket-constants.js';
import type { ActionFlags, JsonObject, Ticket, TicketFacts, TicketSchema } from './ticket-types.js';

type Caller = Pick<UserRecord, 'id' | 'permissions'>;

export const isSupervisor = (user: Caller): boolean => user.permissions.includes(SUPERVISOR_PERMISSION);

export function factsOf(user: Caller, ticket: Ticket, formData: JsonObject, order: JsonObject | null): TicketFacts {
  // The same rule the ticket screen applies (src/tickets/role.ts).
  const role = userRole(ticket, user.id, isSupervisor(user));
  return {
    form_data: formData,
    ticket_status: ticket.status,
    is_rejected_flag: ticket.is_rejected === 1,
    task_stage: ticket.stage,
    user_role: role,
    allowed_save: allowedSave(role, ticket.status),
    order,
  };
}

/** One engine per schema: its rules never change while the server runs. */
const engines = new WeakMap<TicketSchema, Engine>();

function engineOf(schema: TicketSchema): Engine {
  let engine = engines.get(schema);
  if (!engine) {
    // A fact the ticket lacks (a payload field not filled in) fails its comparison rather than throwing.
    engine = new Engine([], { allowUndefinedFacts: true });
    for (const rule of schema.action_rules) engine.addRule({ ...rule, event: { ...rule.event } });
    engines.set(schema, engine);
  }
  return engine;
}

/** The flags (can_accept, …) the schema's action_rules grant for these facts. */
export async function grantedFlags(schema: TicketSchema, facts: TicketFacts): Promise<ActionFlags> {
  const { events } = await engineOf(schema).run({ ...facts });
  const flags: ActionFlags = {};
  for (const event of events) Object.assign(flags, event.params as ActionFlags);
  return flags;
}

export const isGranted = (flags: ActionFlags, action: TicketAction): boolean => flags[`can_${action}`] === true;
