// @vitest-environment node
/**
 * The server keeps finished list pages (server/records/list-page-cache.ts). On the real
 * server and SQLite file: a page loaded again shows every create, update and delete made since, by a
 * route or by another process on the same file; a company, or an account that may not see fees, never
 * gets a page loaded by someone else; and a signed-out token is refused even when the page is kept.
 */
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_PAGES } from './role-pages-fixture.js';
import { call, jwtClaims, login, startTestServer, type TestServer } from './test-server.js';

// Records are arbitrary JSON here.
type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const LIST = '/api/order/waybills';
const PAGE = `${LIST}?page=1&per_page=500`;
const PARTY_FIELD: Record<string, string> = { consignor: 'consignor_user_id', servicer: 'servicer_user_id', delivery: 'delivery_user_id' };

let ts: TestServer;
const tokens: Record<string, string> = {};

async function page(token: string, path = PAGE): Promise<{ list: Row[]; total: number }> {
  const { status, body } = await call(ts.url, path, { token });
  expect([status, body.code], path).toEqual([200, '0']);
  return body.data as { list: Row[]; total: number };
}

const ids = (rows: Row[]): number[] => rows.map((row) => Number(row.id)).sort((a, b) => a - b);

/** The orders an account's company is a party to, from the full list. */
function ownOrders(account: string, all: Row[]): Row[] {
  const claims = jwtClaims(tokens[account] ?? '');
  const field = PARTY_FIELD[String(claims.main_type)] ?? '';
  return all.filter((order) => order[field] === claims.main_user_id);
}

/** A new order's body: a copy of a stored one without what the server sets. */
function newOrderFrom(order: Row): Row {
  const { id: _id, order_no: _no, created_at: _c, updated_at: _u, version: _v, ...data } = order;
  return { ...data, end_contact: '缓存测试' };
}

const write = async (method: string, path: string, body?: unknown): Promise<Row> => {
  const response = await call(ts.url, path, { method, token: tokens.admin, body });
  expect([response.status, response.body.code], `${method} ${path}`).toEqual([200, '0']);
  return response.body.data as Row;
};

beforeAll(async () => {
  ts = await startTestServer({}, undefined, ROLE_PAGES);
  for (const name of ['admin', 'consignor', 'servicer', 'delivery', 'cs', 'supervisor']) tokens[name] = (await login(ts.url, name)).token;
}, 60_000);
afterAll(() => ts.stop());

describe('a kept list page after a write', () => {
  it('shows a created, an updated and a deleted order at once', async () => {
    const admin = tokens.admin ?? '';
    const before = await page(admin);
    expect(await page(admin)).toEqual(before);

    const created = await write('POST', LIST, newOrderFrom(before.list[0] ?? {}));
    const afterCreate = await page(admin);
    expect(afterCreate.total).toBe(before.total + 1);
    expect(afterCreate.list.find((row) => row.id === created.id)).toMatchObject({ order_no: created.order_no, end_contact: '缓存测试' });

    await write('PUT', `${LIST}/${created.id}`, { end_contact: '改过的收货人' });
    const afterUpdate = await page(admin);
    expect(afterUpdate.list.find((row) => row.id === created.id)).toMatchObject({ end_contact: '改过的收货人', version: 2 });

    await write('DELETE', `${LIST}/${created.id}`);
    const afterDelete = await page(admin);
    expect(afterDelete.total).toBe(before.total);
    expect(afterDelete.list.map((row) => row.id)).not.toContain(created.id);
  });

  it('follows an order moved into and out of a merchant\'s orders', async () => {
    const all = (await page(tokens.admin ?? '')).list;
    const consignorId = Number(jwtClaims(tokens.consignor ?? '').main_user_id);
    const foreign = all.find((order) => order.consignor_user_id !== consignorId);
    expect(foreign).toBeDefined();
    const own = ids(ownOrders('consignor', all));
    expect(ids((await page(tokens.consignor ?? '')).list)).toEqual(own);

    await write('PUT', `${LIST}/${foreign?.id}`, { consignor_user_id: consignorId });
    expect(ids((await page(tokens.consignor ?? '')).list)).toEqual(ids([...ownOrders('consignor', all), foreign ?? {}]));
    await write('PUT', `${LIST}/${foreign?.id}`, { consignor_user_id: foreign?.consignor_user_id });
    expect(ids((await page(tokens.consignor ?? '')).list)).toEqual(own);
  });

  it('shows a change another process wrote to the database file', async () => {
    const admin = tokens.admin ?? '';
    const first = (await page(admin)).list[0] ?? {};
    const other = new BetterSqlite3(join(ts.dir, 'app.db'));
    try {
      other.pragma('busy_timeout = 5000');
      other
        .prepare("UPDATE records SET data = json_set(data, '$.end_contact', ?) WHERE collection = 'waybills' AND id = ?")
        .run('另一进程', first.id);
    } finally {
      other.close();
    }
    expect((await page(admin)).list[0]).toMatchObject({ id: first.id, end_contact: '另一进程' });
  });
});

describe('who gets a kept page', () => {
  it('gives each company its own orders, whoever loaded the list before', async () => {
    const all = (await page(tokens.admin ?? '')).list;
    // Twice round, so every account's page is also loaded right after every other's.
    for (const account of ['consignor', 'servicer', 'delivery', 'cs', 'consignor', 'delivery', 'servicer', 'cs']) {
      const expected = ownOrders(account, all);
      expect(expected.length, account).toBeGreaterThan(0);
      expect(expected.length, account).toBeLessThan(all.length);
      expect(ids((await page(tokens[account] ?? '')).list), account).toEqual(ids(expected));
    }
  });

  it('masks the amounts for an account without fee display, before and after one with it loaded the same orders', async () => {
    // Customer service (BANG_BZ_FEE_SHOW_WAYBILL) and the supervisor (no fee code) are sub-accounts of the
    // same service provider: the same orders, shown differently.
    const amountsOf = (rows: Row[]): unknown[] => rows.flatMap((row) => [row.amount, ...((row.fee_lines ?? []) as Row[]).map((line) => line.amount)]);
    for (const account of ['supervisor', 'cs', 'supervisor', 'cs']) {
      const { list } = await page(tokens[account] ?? '');
      const amounts = amountsOf(list).filter((value) => value !== undefined);
      expect(amounts.length, account).toBeGreaterThan(0);
      if (account === 'supervisor') expect(amounts.every((value) => value === '***'), account).toBe(true);
      else expect(amounts.some((value) => typeof value === 'number'), account).toBe(true);
    }
  });

  it('answers a filtered or shorter page by its own query', async () => {
    const admin = tokens.admin ?? '';
    const all = await page(admin);
    const target = all.list[3] ?? {};
    const filtered = await page(admin, `${PAGE}&order_no=${encodeURIComponent(String(target.order_no))}`);
    expect(filtered.list.map((row) => row.id)).toEqual([target.id]);
    const short = await page(admin, `${LIST}?page=2&per_page=5`);
    expect(short.list.map((row) => row.id)).toEqual(all.list.slice(5, 10).map((row) => row.id));
  });

  it('refuses a signed-out token although the page it loaded is kept', async () => {
    const first = await login(ts.url, 'consignor');
    const second = await login(ts.url, 'consignor');
    const loaded = await page(first.token);
    const logout = await call(ts.url, '/api/login/logout', { method: 'POST', token: first.token, body: {} });
    expect(logout.status).toBe(200);
    expect((await call(ts.url, PAGE, { token: first.token })).status).toBe(401);
    expect(await page(second.token)).toEqual(loaded);
  });
});
