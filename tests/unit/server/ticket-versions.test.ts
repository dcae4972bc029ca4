// @vitest-environment node
// Ticket actions take part in the version check (docs/limits-and-security.md): an action based on a version
// someone else has moved on from answers 409 with the edit-conflict message and changes nothing, wherever
// the caller names the version (body or query); one based on the current version goes through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, jwtClaims, login, startTestServer, type TestServer } from './test-server.js';
import { ROLE_PAGES } from './role-pages-fixture.js';

// Ticket bodies are arbitrary JSON here.
type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

let ts: TestServer;
const tokens: Record<string, string> = {};
const STALE_MSG = '该记录已被他人修改，请刷新后重试';

beforeAll(async () => {
  ts = await startTestServer({}, undefined, ROLE_PAGES);
  for (const name of ['cs', 'supervisor', 'servicer']) tokens[name] = (await login(ts.url, name)).token;
}, 60_000);
afterAll(async () => {
  await ts.stop();
});

const FEE_LINES = [{
  direction: 'OUTLAY', code: 'TRANSSHIPMENT_FEE', code_name: '中转费', settle_target_id: 500001, settle_target_name: '专线',
  settle_target_type: 'TRANSPORTER', amount: 80, settlement_method_code: 'MONTHLY', settlement_method_name: '月结',
}];

/** A new return ticket of the service provider's, handled by `cs` (version 1, SUBMITTED). */
async function newTicket(): Promise<Json> {
  const orders = (await call(ts.url, '/api/order/waybills?page=1&per_page=50', { token: tokens.cs })).body.data.list as Json[];
  const servicerId = jwtClaims(tokens.servicer ?? '').main_user_id;
  const order = orders.find((row) => row.servicer_user_id === servicerId);
  expect(order).toBeDefined();
  const created = await call(ts.url, '/api/order/ticket/', {
    method: 'POST', token: tokens.cs,
    body: { schema_id: 2, order_id: order.id, type: 'RETURN', payload: { return_reason: '商品破损', return_count: 1, goods_state: '轻微破损', pickup_address: '上海市浦东新区张杨路1号' }, fee_lines: FEE_LINES },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.data;
}

const stored = async (id: number): Promise<Json> => (await call(ts.url, `/api/order/ticket/${String(id)}`, { token: tokens.cs })).body.data;
const commentsOf = async (id: number): Promise<string[]> =>
  ((await call(ts.url, `/api/order/ticket/${String(id)}/comments`, { token: tokens.cs })).body.data.list as Json[]).map((comment) => comment.content);

function act(user: string, ticket: Json, action: string, version: { body?: number; query?: number }) {
  const query = version.query === undefined ? '' : `?version=${String(version.query)}`;
  const body = { action, payload: ticket.payload, fee_lines: FEE_LINES, ...(version.body === undefined ? {} : { version: version.body }) };
  return call(ts.url, `/api/order/ticket/${String(ticket.id)}${query}`, { method: 'PUT', token: tokens[user], body });
}

describe('a ticket action based on a stale version', () => {
  it('受理 after someone else accepted: 409 with the conflict message, not a role refusal, and nothing changes', async () => {
    const ticket = await newTicket();
    expect(ticket.version).toBe(1);
    // The supervisor accepts first; the handler's screen still shows version 1.
    const first = await act('supervisor', ticket, 'accept', { body: 1 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const before = await stored(ticket.id);
    const comments = await commentsOf(ticket.id);
    const stale = await act('cs', ticket, 'accept', { body: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe(STALE_MSG);
    expect(await stored(ticket.id)).toEqual(before);
    expect(await commentsOf(ticket.id)).toEqual(comments);
  });

  it('完成 with the version in the query: 409, and the ticket stays in progress', async () => {
    const ticket = await newTicket();
    expect((await act('cs', ticket, 'accept', { body: 1 })).status).toBe(200);
    // Someone saves the accepted ticket (version 2 → 3) while this screen still holds version 2.
    expect((await act('supervisor', ticket, 'save', { body: 2 })).status).toBe(200);
    const before = await stored(ticket.id);
    const stale = await act('cs', ticket, 'complete', { query: 2 });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe(STALE_MSG);
    expect(await stored(ticket.id)).toEqual(before);
    expect(before).toMatchObject({ status: 'IN_PROGRESS', version: 3 });
  });

  it('refuses a version that is not a whole number from 1 up, in the query as in the body', async () => {
    const ticket = await newTicket();
    expect((await act('cs', ticket, 'accept', { query: 0 })).status).toBe(400);
    expect((await stored(ticket.id)).status).toBe('SUBMITTED');
  });
});

describe('a ticket action based on the current version', () => {
  it('goes through, body or query, and moves the version on', async () => {
    const ticket = await newTicket();
    const accepted = await act('cs', ticket, 'accept', { body: 1 });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data).toMatchObject({ status: 'IN_PROGRESS', version: 2 });
    const completed = await act('cs', ticket, 'complete', { query: 2 });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    expect(completed.body.data).toMatchObject({ status: 'COMPLETED', version: 3 });
  });
});
