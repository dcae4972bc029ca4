// @vitest-environment node
/**
 * The client's rule kernel over the reference server's five seeded schemas: which buttons each role
 * gets at each status, as a user of the ticket screen would see them.
 */
import { describe, expect, it } from 'vitest';
import { TICKET_ACTIONS } from '../../../src/config/tickets';
import { buildFacts, evaluateActions, userRole, type TicketAction, type TicketSchema, type TicketStatus } from '../../../src/tickets';
import { TICKET_SCHEMAS } from '../../../server/tickets/schemas/index.js';

const schemas = TICKET_SCHEMAS as unknown as readonly TicketSchema[];
const EXECUTIVE = 5;
const FINANCE = 7;
const SUPERVISOR = 6;
const OTHER = 3;

/** The buttons `userId` sees on a ticket of `schema` at `status`. */
async function buttons(schema: TicketSchema, status: TicketStatus, userId: number, stage = 'PROCESS'): Promise<TicketAction[]> {
  const ticket = { status, stage, is_rejected: 0 as const, executive_uid: EXECUTIVE, financial_uid: FINANCE };
  const role = userRole(ticket, userId, userId === SUPERVISOR);
  return evaluateActions(schema.action_rules, buildFacts({ ticket, formData: {}, role, order: null }));
}

const handling = (actions: readonly TicketAction[]) => actions.filter((action) => !['save', 'accept', 'complete', 'submit_for_finance_review'].includes(action));
const reviewed = (schema: TicketSchema) => schema.action_rules.some((rule) => rule.event.params.can_finance_complete === true);

describe.each(schemas.map((schema) => [schema.name, schema] as const))('%s', (_name, schema) => {
  it('lets whoever raises a new ticket save it, and nothing else', async () => {
    expect(await buttons(schema, 'CREATE', OTHER, 'CREATE')).toEqual(['save']);
  });

  it('offers 受理 only to the executive (or a supervisor) while SUBMITTED', async () => {
    expect(await buttons(schema, 'SUBMITTED', EXECUTIVE)).toEqual(['accept']);
    expect(await buttons(schema, 'SUBMITTED', SUPERVISOR)).toEqual(['accept']);
    expect(await buttons(schema, 'SUBMITTED', FINANCE)).toEqual([]);
    expect(await buttons(schema, 'SUBMITTED', OTHER)).toEqual([]);
  });

  it('offers saving, completing and the kind\'s handling to the executive while IN_PROGRESS', async () => {
    const actions = await buttons(schema, 'IN_PROGRESS', EXECUTIVE);
    expect(actions.slice(0, 2)).toEqual(['save', 'complete']);
    expect(handling(actions).length).toBeGreaterThan(0);
    expect(actions.includes('submit_for_finance_review')).toBe(reviewed(schema));
    expect(await buttons(schema, 'IN_PROGRESS', SUPERVISOR)).toEqual(actions);
    expect(await buttons(schema, 'IN_PROGRESS', OTHER)).toEqual([]);
    expect(await buttons(schema, 'IN_PROGRESS', FINANCE)).toEqual([]);
  });

  it('gives the finance person the review decisions at FINANCE_REVIEWING when the kind is reviewed', async () => {
    const expected: TicketAction[] = reviewed(schema) ? ['save', 'reject', 'return_to_in_progress', 'finance_complete'] : ['save'];
    expect(await buttons(schema, 'FINANCE_REVIEWING', FINANCE)).toEqual(expected);
    expect(await buttons(schema, 'FINANCE_REVIEWING', SUPERVISOR)).toEqual(expected);
    expect(await buttons(schema, 'FINANCE_REVIEWING', EXECUTIVE)).toEqual([]);
  });

  it('leaves finished, rejected, cancelled and closed tickets without buttons', async () => {
    for (const status of ['FINISHED', 'REJECTED', 'CANCELLED', 'CLOSED', 'EXPIRED'] as const) {
      for (const user of [EXECUTIVE, FINANCE, SUPERVISOR, OTHER]) expect(await buttons(schema, status, user), `${status} ${user}`).toEqual([]);
    }
  });
});

it('grants every one of the spec\'s 18 actions on some schema', async () => {
  const seen = new Set<TicketAction>();
  for (const schema of schemas) {
    for (const status of ['CREATE', 'SUBMITTED', 'IN_PROGRESS', 'COMPLETED', 'FINANCE_REVIEWING'] as const) {
      for (const user of [EXECUTIVE, FINANCE]) for (const action of await buttons(schema, status, user, status === 'CREATE' ? 'CREATE' : 'PROCESS')) seen.add(action);
    }
  }
  expect([...seen].sort()).toEqual([...TICKET_ACTIONS].sort());
});
