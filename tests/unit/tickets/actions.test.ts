import { describe, expect, it } from 'vitest';
import { actionsOfFlags, buildFacts, evaluateActions, userRole, type TicketAction, type TicketPayload, type TicketStatus } from '../../../src/tickets';
import { COMPENSATE_SCHEMA, EXECUTIVE_ID, FINANCE_ID, OTHER_ID, REPAIR_SCHEMA, orderFixture, ticketFixture } from './fixtures';

type Who = 'executive' | 'finance' | 'supervisor' | 'viewer';
const USERS: Record<Who, { id: number; supervisor: boolean }> = {
  executive: { id: EXECUTIVE_ID, supervisor: false },
  finance: { id: FINANCE_ID, supervisor: false },
  supervisor: { id: OTHER_ID, supervisor: true },
  viewer: { id: OTHER_ID, supervisor: false },
};

async function visible(status: TicketStatus, who: Who, payload: TicketPayload = {}, extra: { stage?: string; is_rejected?: 0 | 1 } = {}) {
  const ticket = ticketFixture({ status, stage: extra.stage ?? 'PROCESS', is_rejected: extra.is_rejected ?? 0, payload });
  const role = userRole(ticket, USERS[who].id, USERS[who].supervisor);
  return evaluateActions(COMPENSATE_SCHEMA.action_rules, buildFacts({ ticket, formData: payload, role, order: orderFixture() }));
}

const WORK: TicketAction[] = ['save', 'complete', 'add_order_fee', 'submit_for_finance_review'];
const FINANCE: TicketAction[] = ['save', 'reject', 'return_to_in_progress', 'finance_complete'];

describe('action visibility per role and status (compensation schema)', () => {
  it.each<[TicketStatus, Who, TicketAction[]]>([
    ['SUBMITTED', 'executive', ['accept']],
    ['SUBMITTED', 'supervisor', ['accept']],
    ['SUBMITTED', 'finance', []],
    ['SUBMITTED', 'viewer', []],
    ['IN_PROGRESS', 'executive', WORK],
    ['IN_PROGRESS', 'supervisor', WORK],
    ['IN_PROGRESS', 'finance', []],
    ['IN_PROGRESS', 'viewer', []],
    ['FINANCE_REVIEWING', 'finance', FINANCE],
    ['FINANCE_REVIEWING', 'supervisor', FINANCE],
    ['FINANCE_REVIEWING', 'executive', []],
    ['FINANCE_REVIEWING', 'viewer', []],
    ['COMPLETED', 'executive', []],
    ['CLOSED', 'supervisor', []],
    ['CANCELLED', 'executive', []],
    ['EXPIRED', 'finance', []],
  ])('%s as %s shows %j', async (status, who, expected) => {
    expect(await visible(status, who)).toEqual(expected);
  });

  it('lists actions in the spec order, whatever order the rules grant them', async () => {
    const actions = await visible('IN_PROGRESS', 'executive', { compensate_type: 'MONEY' });
    expect(actions).toEqual(['save', 'complete', 'compensate', 'add_order_fee', 'submit_for_finance_review']);
  });

  it.each<[string, TicketAction]>([
    ['BUYOUT', 'buyout'],
    ['SELL', 'sell'],
    ['DISCARD', 'discarded_goods'],
    ['RETURN', 'return_goods'],
  ])('the goods disposal %s adds %s for the executive only', async (disposal, action) => {
    const payload = { compensate_type: 'GOODS', goods_disposal: disposal };
    expect(await visible('IN_PROGRESS', 'executive', payload)).toContain(action);
    expect(await visible('IN_PROGRESS', 'viewer', payload)).toEqual([]);
  });

  it('a finance rejection lets the executive send the ticket back', async () => {
    expect(await visible('IN_PROGRESS', 'executive', {}, { is_rejected: 1 })).toContain('return');
    expect(await visible('IN_PROGRESS', 'executive', {}, { is_rejected: 0 })).not.toContain('return');
  });

  it('in the create stage anyone may save the new ticket, nothing else', async () => {
    expect(await visible('CREATE', 'viewer', {}, { stage: 'CREATE' })).toEqual(['save']);
  });

  it('a second schema has its own engine: repair actions follow the need_parts field', async () => {
    const ticket = ticketFixture({ type: 'REPAIR', status: 'IN_PROGRESS' });
    const facts = (payload: TicketPayload) => buildFacts({ ticket, formData: payload, role: 'EXECUTIVE_STAFF', order: null });
    expect(await evaluateActions(REPAIR_SCHEMA.action_rules, facts({ need_parts: true }))).toEqual(['save', 'complete', 'repair', 'supply_parts', 'submit_for_finance_review']);
    expect(await evaluateActions(REPAIR_SCHEMA.action_rules, facts({ need_parts: false }))).toEqual(['save', 'complete', 'repair', 'submit_for_finance_review']);
  });

  it('no rules, no buttons; a flag set false grants nothing', async () => {
    const facts = buildFacts({ ticket: ticketFixture(), formData: {}, role: 'EXECUTIVE_STAFF', order: null });
    expect(await evaluateActions([], facts)).toEqual([]);
    expect(actionsOfFlags({ can_save: false, can_reject: true, can_sell: true })).toEqual(['reject', 'sell']);
  });
});
