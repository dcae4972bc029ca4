/** Who the user is on a ticket (core spec §4 "user_role"). */
import { EXECUTIVE_STATUSES, FINANCE_STATUS, SAVE_STATUS_OF_ROLE } from '../config/tickets.js';
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
