// @vitest-environment node
/**
 * The ticket screen and the server decide the same action flags from the same ticket: the screen shows
 * a button exactly when the server accepts its action. Each case runs through both paths — the screen's
 * (userRole, buildFacts, grantedFlags over the schema's action_rules) and the server's ticket routes'
 * (factsOf, flagsOf, isGranted) — and expects the same flags.
 */
import { describe, expect, it } from 'vitest';
import { TICKET_ACTIONS } from '../../../src/config/tickets';
import {
  buildFacts, evaluateActions, grantedFlags, userRole,
  type ActionRule, type Ticket, type TicketOrder, type TicketPayload, type TicketSchema,
} from '../../../src/tickets';
import { TICKET_SCHEMAS } from '../../../server/tickets/schemas/index.js';
import { factsOf, flagsOf, isGranted } from '../../../server/tickets/ticket-access.js';
import { SUPERVISOR_PERMISSION } from '../../../server/tickets/ticket-constants.js';
import { COMPENSATE_SCHEMA, EXECUTIVE_ID, FINANCE_ID, OTHER_ID, orderFixture, ticketFixture } from './fixtures';

const SUPERVISOR_ID = 600;

/** Rules that test the edges: a later rule granting false, a flag that is not true, a rule on the order. */
const EDGE_RULES: ActionRule[] = [
  { name: 'work', conditions: { all: [{ fact: 'allowed_save', operator: 'equal', value: true }] }, event: { type: 'grant', params: { can_save: true, can_complete: true } } },
  // Comes after `work` and says false: a flag some matching rule grants stays granted.
  { name: 'no save while rejected', conditions: { all: [{ fact: 'is_rejected_flag', operator: 'equal', value: true }] }, event: { type: 'deny', params: { can_save: false } } },
  // Anything but true grants nothing.
  { name: 'half-granted', conditions: { all: [{ fact: 'ticket_status', operator: 'equal', value: 'IN_PROGRESS' }] }, event: { type: 'grant', params: { can_reject: 'yes' as unknown as boolean } } },
  {
    name: 'return package',
    conditions: { all: [{ fact: 'order', path: '$.services_pkg_code', operator: 'equal', value: 'SERVICE_PKG_RETURN' }] },
    event: { type: 'grant', params: { can_return_goods: true } },
  },
  {
    name: 'lost parcel',
    conditions: { all: [{ fact: 'form_data', path: '$.reason', operator: 'equal', value: 'LOST' }, { fact: 'user_role', operator: 'equal', value: 'EXECUTIVE_STAFF' }] },
    event: { type: 'grant', params: { can_compensate: true } },
  },
];
const EDGE_SCHEMA: TicketSchema = { ...COMPENSATE_SCHEMA, action_rules: EDGE_RULES };

interface Case {
  name: string;
  schema: TicketSchema;
  ticket: Ticket;
  userId: number;
  order: TicketOrder | null;
  formData?: TicketPayload;
}

const user = (id: number) => ({ id, permissions: id === SUPERVISOR_ID ? [SUPERVISOR_PERMISSION] : [] });

async function clientFlags({ schema, ticket, userId, order, formData = ticket.payload }: Case) {
  const role = userRole(ticket, userId, userId === SUPERVISOR_ID);
  const facts = buildFacts({ ticket, formData, role, order });
  return { flags: await grantedFlags(schema.action_rules, facts), shown: await evaluateActions(schema.action_rules, facts) };
}

async function serverFlags({ schema, ticket, userId, order, formData = ticket.payload }: Case) {
  const stored = order === null ? null : { ...order, created_at: '2025-01-01 08:00:00' };
  const flags = await flagsOf(schema, factsOf(user(userId), ticket, formData, stored));
  return { flags, accepted: TICKET_ACTIONS.filter((action) => isGranted(flags, action)) };
}

const inProgress = ticketFixture({ status: 'IN_PROGRESS', executive_uid: EXECUTIVE_ID, financial_uid: FINANCE_ID });
const CASES: Case[] = [
  { name: 'executive, no order', schema: EDGE_SCHEMA, ticket: inProgress, userId: EXECUTIVE_ID, order: null },
  { name: 'executive, a rule grants false after one grants true', schema: EDGE_SCHEMA, ticket: { ...inProgress, is_rejected: 1 }, userId: EXECUTIVE_ID, order: orderFixture() },
  { name: 'executive, return package order', schema: EDGE_SCHEMA, ticket: inProgress, userId: EXECUTIVE_ID, order: orderFixture({ services_pkg_code: 'SERVICE_PKG_RETURN' }) },
  { name: 'executive, lost parcel typed in', schema: EDGE_SCHEMA, ticket: inProgress, userId: EXECUTIVE_ID, order: null, formData: { reason: 'LOST' } },
  { name: 'viewer', schema: EDGE_SCHEMA, ticket: inProgress, userId: OTHER_ID, order: orderFixture() },
  { name: 'supervisor', schema: EDGE_SCHEMA, ticket: inProgress, userId: SUPERVISOR_ID, order: null },
  { name: 'finance at review', schema: COMPENSATE_SCHEMA, ticket: { ...inProgress, status: 'FINANCE_REVIEWING' }, userId: FINANCE_ID, order: null },
  ...(TICKET_SCHEMAS as unknown as TicketSchema[]).flatMap((schema) =>
    (['SUBMITTED', 'IN_PROGRESS', 'FINANCE_REVIEWING'] as const).flatMap((status) =>
      [EXECUTIVE_ID, FINANCE_ID, OTHER_ID].map((userId): Case => ({
        name: `${schema.name} at ${status}, user ${userId}`, schema, ticket: { ...inProgress, type: schema.type, status }, userId, order: null,
      })),
    ),
  ),
];

describe('ticket action flags: screen and server agree', () => {
  it.each(CASES.map((item) => [item.name, item] as const))('%s', async (_name, item) => {
    const client = await clientFlags(item);
    const server = await serverFlags(item);
    expect(server.flags).toEqual(client.flags);
    expect(server.accepted).toEqual(client.shown);
  });

  it('keeps a flag a matching rule grants even when a later one says false, and only true flags', async () => {
    const rejected = CASES[1]!;
    const { flags } = await serverFlags(rejected);
    expect(flags).toEqual({ can_save: true, can_complete: true });
  });

  it('runs rules on the order over no order without granting them', async () => {
    const { flags } = await serverFlags(CASES[0]!);
    expect(flags.can_return_goods).toBeUndefined();
    expect((await serverFlags(CASES[2]!)).flags.can_return_goods).toBe(true);
  });
});
