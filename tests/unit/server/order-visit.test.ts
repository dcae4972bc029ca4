// @vitest-environment node
/**
 * 待回访订单 (/da/order/visitList) offers 回访 (workflows/order.json `visit`): the merchant asks its
 * customer how a signed order went. The order stays 已签收; the visit stamps 回访时间 and 回访人, stores
 * 回访结果 and 回访备注, and sets `visited`, so the order leaves the list (`visited=false`, a missing flag
 * counting as not visited) and a second 回访 is refused.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySeededTemplate } from './db-templates.js';
import { call, login, startTestServer, type TestServer } from './test-server.js';

type Row = Record<string, unknown>;
const SCREENS = join(process.cwd(), 'screens');
const RESOURCE = '/order/waybills';
/** The 待回访订单 list's fixed parameters (screens/orders/da-order-visit.json). */
const TO_VISIT = '?status=SIGNED&visited=false&per_page=500';

let ts: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'order-visit-'));
  const dbFile = join(dir, 'app.db');
  await copySeededTemplate(dbFile, SCREENS);
  ts = await startTestServer({ dbFile, screensDir: SCREENS }, dir);
  for (const user of ['servicer', 'cs', 'consignor', 'delivery']) tokens[user] = (await login(ts.url, user)).token;
}, 120_000);
afterAll(async () => {
  await ts?.stop();
});

async function list(user: string, query: string): Promise<Row[]> {
  const answer = await call(ts.url, `/api${RESOURCE}${query}`, { token: tokens[user] });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.list as Row[];
}
const fire = (user: string, row: Row, body: Row = {}) =>
  call(ts.url, `/api${RESOURCE}/${String(row.id)}/actions/visit`, { method: 'POST', token: tokens[user], body: { version: row.version, ...body } });
const read = async (user: string, row: Row): Promise<Row> => (await call(ts.url, `/api${RESOURCE}/${String(row.id)}`, { token: tokens[user] })).body.data as Row;
const ids = (rows: readonly Row[]): unknown[] => rows.map((row) => row.id);

describe('回访 (workflows/order.json visit) on 待回访订单', () => {
  it('lists every signed order not visited yet: the seeded orders carry no visited flag', async () => {
    const signed = await list('consignor', '?status=SIGNED&per_page=500');
    expect(signed.length).toBeGreaterThan(1);
    expect(signed.every((row) => row.visited === undefined)).toBe(true);
    expect(ids(await list('consignor', TO_VISIT))).toEqual(ids(signed));
    expect(await list('consignor', '?status=SIGNED&visited=true')).toEqual([]);
  });

  it('the merchant visits a signed order: still 已签收, stamped, out of the list, and not visited twice', async () => {
    const row = (await list('consignor', TO_VISIT))[0]!;
    const unanswered = await fire('consignor', row, { visit_remark: '客户未接电话' });
    expect([unanswered.status, unanswered.body.msg]).toEqual([400, '请选择回访结果']);
    const fired = await fire('consignor', row, { visit_result: 'SATISFIED', visit_remark: '客户对安装很满意' });
    expect(fired.status, JSON.stringify(fired.body)).toBe(200);
    expect(fired.body.msg).toBe('订单已回访');
    const visited = fired.body.data as Row;
    expect(visited).toMatchObject({
      status: 'SIGNED', visited: true, visit_result: 'SATISFIED', visit_remark: '客户对安装很满意', visited_at: expect.any(String), visitor: '陈晓燕',
      sign_time: row.sign_time,
    });
    const tracks = visited.tracks as Row[];
    expect(tracks.at(-1)).toMatchObject({ action: 'visit', label: '回访', from: 'SIGNED', to: 'SIGNED', note: '回访结果：满意；回访备注：客户对安装很满意' });
    expect(ids(await list('consignor', TO_VISIT))).not.toContain(row.id);
    expect(ids(await list('consignor', '?status=SIGNED&visited=true'))).toEqual([row.id]);
    const again = await fire('consignor', visited, { visit_result: 'NORMAL' });
    expect([again.status, again.body.msg]).toEqual([409, '订单已回访，不能重复回访']);
    expect(await read('consignor', row)).toMatchObject({ visit_result: 'SATISFIED', version: visited.version });
  });

  it('keeps the visit out of an edit: a PUT cannot clear visited or restamp the visit', async () => {
    const row = (await list('consignor', TO_VISIT))[0]!;
    const fired = await fire('consignor', row, { visit_result: 'NORMAL' });
    expect(fired.status, JSON.stringify(fired.body)).toBe(200);
    const visited = fired.body.data as Row;
    const edited = await call(ts.url, `/api${RESOURCE}/${String(row.id)}`, {
      method: 'PUT', token: tokens.consignor, body: { version: visited.version, visited: false, visited_at: '2020-01-01 00:00:00', end_contact: '王五' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await read('consignor', row)).toMatchObject({ visited: true, visited_at: visited.visited_at, end_contact: '王五' });
    expect(ids(await list('consignor', TO_VISIT))).not.toContain(row.id);
  });

  it('refuses an order not signed yet with the state it is in', async () => {
    const delivering = (await list('consignor', '?status=DELIVERING'))[0]!;
    const refused = await fire('consignor', delivering, { visit_result: 'SATISFIED' });
    expect([refused.status, refused.body.msg]).toEqual([409, '订单派送中，不能回访']);
    expect((await read('consignor', delivering)).visited).toBeUndefined();
  });

  it.each([
    ['servicer', '服务商不能回访'],
    ['cs', '服务商不能回访'],
    ['delivery', '配送安装服务商不能回访'],
  ])('refuses %s on an order it reads: not the merchant (409 %s)', async (user, msg) => {
    const merchants = new Set(ids(await list('consignor', TO_VISIT)));
    const row = (await list(user, TO_VISIT)).find((item) => merchants.has(item.id))!;
    expect(row).toBeDefined();
    const refused = await fire(user, row, { visit_result: 'SATISFIED' });
    expect([refused.status, refused.body.msg]).toEqual([409, msg]);
    const after = await read('consignor', row);
    expect([after.version, after.visited]).toEqual([row.version, undefined]);
  });

  it('answers 404 to a delivery company that does not read the order', async () => {
    const theirs = new Set(ids(await list('delivery', '?status=SIGNED&per_page=500')));
    const row = (await list('consignor', TO_VISIT)).find((item) => !theirs.has(item.id))!;
    expect(row).toBeDefined();
    const refused = await fire('delivery', row, { visit_result: 'SATISFIED' });
    expect([refused.status, refused.body.msg]).toEqual([404, '记录不存在']);
  });
});
