import { describe, expect, it } from 'vitest';
import { TICKET_STATUSES } from '../../../src/config/tickets';
import { allowedSave, buildFacts, userRole, type TicketStatus, type TicketUserRole } from '../../../src/tickets';
import { EXECUTIVE_ID, FINANCE_ID, OTHER_ID, ticketFixture } from './fixtures';

type Who = 'executive' | 'finance' | 'supervisor' | 'other';
const USER: Record<Who, { id: number | string; supervisor: boolean }> = {
  executive: { id: EXECUTIVE_ID, supervisor: false },
  finance: { id: String(FINANCE_ID), supervisor: false }, // the login user's id may be a string
  supervisor: { id: OTHER_ID, supervisor: true },
  other: { id: OTHER_ID, supervisor: false },
};

/** Expected role per status for each kind of user; allowed_save follows from role and status. */
function expectedRole(status: TicketStatus, who: Who): TicketUserRole {
  if (status === 'FINANCE_REVIEWING') return who === 'finance' || who === 'supervisor' ? 'FINANCIAL_STAFF' : 'VIEWER';
  if (['SUBMITTED', 'IN_PROGRESS', 'COMPLETED'].includes(status)) {
    return who === 'executive' || who === 'supervisor' ? 'EXECUTIVE_STAFF' : 'VIEWER';
  }
  return 'VIEWER';
}

const rows = TICKET_STATUSES.flatMap((status) => (Object.keys(USER) as Who[]).map((who) => ({ status, who })));

describe('user_role and allowed_save for every status and user', () => {
  it.each(rows)('$status, $who', ({ status, who }) => {
    const role = userRole(ticketFixture({ status }), USER[who].id, USER[who].supervisor);
    expect(role).toBe(expectedRole(status, who));
    const save = (role === 'EXECUTIVE_STAFF' && status === 'IN_PROGRESS') || (role === 'FINANCIAL_STAFF' && status === 'FINANCE_REVIEWING');
    expect(allowedSave(role, status)).toBe(save);
  });

  it('lets only the executive save at IN_PROGRESS and only finance at FINANCE_REVIEWING', () => {
    const saving = rows.filter(({ status, who }) => allowedSave(userRole(ticketFixture({ status }), USER[who].id, USER[who].supervisor), status));
    expect(saving.map(({ status, who }) => `${status}/${who}`).sort()).toEqual(
      ['FINANCE_REVIEWING/finance', 'FINANCE_REVIEWING/supervisor', 'IN_PROGRESS/executive', 'IN_PROGRESS/supervisor'].sort(),
    );
  });

  it('a ticket without an assigned person makes nobody but a supervisor staff', () => {
    const unassigned = ticketFixture({ status: 'IN_PROGRESS', executive_uid: null, financial_uid: null });
    expect(userRole(unassigned, OTHER_ID, false)).toBe('VIEWER');
    expect(userRole(unassigned, undefined, false)).toBe('VIEWER');
    expect(userRole(unassigned, OTHER_ID, true)).toBe('EXECUTIVE_STAFF');
  });

  it('the executive is not finance staff at FINANCE_REVIEWING', () => {
    expect(userRole(ticketFixture({ status: 'FINANCE_REVIEWING' }), EXECUTIVE_ID, false)).toBe('VIEWER');
  });
});

describe('buildFacts', () => {
  it('carries the form data, status, rejection flag, stage, role and allowed_save', () => {
    const ticket = ticketFixture({ status: 'IN_PROGRESS', is_rejected: 1, stage: 'PROCESS' });
    const facts = buildFacts({ ticket, formData: { reason: 'LOST' }, role: 'EXECUTIVE_STAFF', order: null });
    expect(facts).toEqual({
      form_data: { reason: 'LOST' },
      ticket_status: 'IN_PROGRESS',
      is_rejected_flag: true,
      task_stage: 'PROCESS',
      user_role: 'EXECUTIVE_STAFF',
      allowed_save: true,
      order: null,
    });
    expect(buildFacts({ ticket: { ...ticket, is_rejected: 0 }, formData: {}, role: 'VIEWER', order: null })).toMatchObject({
      is_rejected_flag: false,
      allowed_save: false,
    });
  });
});
