/** The facts action, visibility and sub-type rules run over (core spec §4). */
import type { Ticket, TicketFacts, TicketOrder, TicketPayload, TicketUserRole } from './types.js';
import { allowedSave } from './role.js';

export interface FactsInput {
  ticket: Pick<Ticket, 'status' | 'stage' | 'is_rejected'>;
  /** The form data as the user has it now (not the saved payload). */
  formData: TicketPayload;
  role: TicketUserRole;
  order: TicketOrder | null;
}

export function buildFacts({ ticket, formData, role, order }: FactsInput): TicketFacts {
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

/**
 * The facts as json-rules-engine gets them: a fresh object per run (the almanac keeps what it is
 * given), and an empty order instead of null so a `path` on it resolves to undefined, not an error.
 */
export function engineFacts(facts: TicketFacts): Record<string, unknown> {
  return { ...facts, order: facts.order ?? {} };
}
