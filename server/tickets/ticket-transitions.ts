/** What each action does to a ticket, as an after-sales desk works (issue 5). */
import {
  FINISHED_STAGE, FINISHED_STAGE_STATUSES, HANDLING_ACTIONS, HANDLING_FIELD, PROCESS_STAGE, type TicketAction, type TicketStatus,
} from './ticket-constants.js';
import type { JsonObject, Ticket } from './ticket-types.js';

const NEXT_STATUS: Partial<Record<TicketAction, TicketStatus>> = {
  accept: 'IN_PROGRESS',
  complete: 'COMPLETED',
  submit_for_finance_review: 'FINANCE_REVIEWING',
  reject: 'REJECTED',
  return_to_in_progress: 'IN_PROGRESS',
  finance_complete: 'FINISHED',
};

/** Finance rejecting it, or sending it back, marks the ticket rejected (is_rejected_flag). */
const REJECTING: readonly TicketAction[] = ['reject', 'return_to_in_progress'];

export const stageOfStatus = (status: string): string => (FINISHED_STAGE_STATUSES.includes(status) ? FINISHED_STAGE : PROCESS_STAGE);

export interface Transition {
  /** Fields of the ticket that change. */
  patch: Partial<Ticket>;
  /** Whether a system comment records the action. */
  recorded: boolean;
}

/** The change an action makes, given the payload being saved with it. */
export function transitionOf(ticket: Ticket, action: TicketAction, payload: JsonObject): Transition {
  if (action === 'save') return { patch: { payload }, recorded: false };
  if (HANDLING_ACTIONS.includes(action)) {
    const done = Array.isArray(ticket.payload[HANDLING_FIELD]) ? (ticket.payload[HANDLING_FIELD] as unknown[]) : [];
    return { patch: { payload: { ...payload, [HANDLING_FIELD]: [...done.map(String), action] } }, recorded: true };
  }
  const status = NEXT_STATUS[action] ?? ticket.status;
  const patch: Partial<Ticket> = { payload, status, stage: stageOfStatus(status) };
  if (REJECTING.includes(action)) patch.is_rejected = 1;
  return { patch, recorded: true };
}
