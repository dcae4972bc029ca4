/** Who the user is on a ticket (core spec §4 "user_role"). */
import { EXECUTIVE_STATUSES, FINANCE_STATUS, SAVE_STATUS_OF_ROLE, TICKET_CREATOR_ROLE } from '../config/tickets.js';
import type { Ticket, TicketStatus, TicketUserRole } from './types.js';

/** The ticket fields the role depends on. */
export type RoleTicket = Pick<Ticket, 'status' | 'financial_uid' | 'executive_uid'>;

/** Ids come as numbers from the ticket and as numbers or strings from the login user. */
function sameUser(a: number | string | null | undefined, b: number | string | null | undefined): boolean {
  return a != null && b != null && a !== '' && b !== '' && String(a) === String(b);
}

/**
 * FINANCIAL_STAFF: the finance person or a supervisor at FINANCE_REVIEWING; EXECUTIVE_STAFF: the
 * executing person or a supervisor at SUBMITTED, IN_PROGRESS or COMPLETED; VIEWER otherwise.
 */
export function userRole(ticket: RoleTicket, userId: number | string | null | undefined, isSupervisor: boolean): TicketUserRole {
  if (ticket.status === FINANCE_STATUS && (isSupervisor || sameUser(ticket.financial_uid, userId))) return 'FINANCIAL_STAFF';
  if (EXECUTIVE_STATUSES.includes(ticket.status) && (isSupervisor || sameUser(ticket.executive_uid, userId))) return 'EXECUTIVE_STAFF';
  return 'VIEWER';
}

/** True only for EXECUTIVE_STAFF at IN_PROGRESS and FINANCIAL_STAFF at FINANCE_REVIEWING. */
export function allowedSave(role: TicketUserRole, status: TicketStatus): boolean {
  return role !== 'VIEWER' && SAVE_STATUS_OF_ROLE[role] === status;
}

/** What the screen calls the user: the spec's role, or the creator of a ticket not saved yet. */
export type TicketRoleLabel = TicketUserRole | typeof TICKET_CREATOR_ROLE;

/**
 * The role the header names (`unsaved`: isUnsaved of the ticket): on a new ticket the user is the one
 * raising it (创建人), not a viewer — user_role stays VIEWER for the action rules (core spec §4), which
 * grant the creator 保存 by task_stage.
 */
export function shownRole(role: TicketUserRole, unsaved: boolean): TicketRoleLabel {
  return unsaved ? TICKET_CREATOR_ROLE : role;
}
