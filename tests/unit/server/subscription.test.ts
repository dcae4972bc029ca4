// @vitest-environment node
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_SQL } from '../../../server/db/schema.js';
import { daysBetween, PRE_SALE_CONTACTS, TrialStore } from '../../../server/subscription/trial-store.js';
import { call, login, startTestServer, type TestServer } from './test-server.js';

let ts: TestServer;
beforeAll(async () => {
  ts = await startTestServer();
});
afterAll(async () => {
  await ts.stop();
});

describe('subscription check', () => {
  it('shows the seeded demo merchant a trial with 5 days left and the sales contacts', async () => {
    const { token } = await login(ts.url, 'consignor');
    const { status, body } = await call(ts.url, '/api/user/user_subscription/check?app_code=DA', { token });
    expect(status).toBe(200);
    expect(body).toEqual({
      code: '0', msg: 'success',
      data: { left_days: 5, pre_sale_arr: PRE_SALE_CONTACTS, is_expired: false, is_show: true },
    });
  });

  it('shows nothing to users without a trial, and requires a token', async () => {
    for (const username of ['admin', 'servicer', 'cs', 'delivery']) {
      const { token } = await login(ts.url, username);
      const { body } = await call(ts.url, '/api/user/user_subscription/check?app_code=BANG', { token });
      expect(body.data).toEqual({ left_days: null, pre_sale_arr: [], is_expired: false, is_show: false });
    }
    expect((await call(ts.url, '/api/user/user_subscription/check?app_code=DA')).status).toBe(401);
  });

  it('lets only a platform admin set a trial; sub-accounts share their main account\'s trial', async () => {
    const servicer = (await login(ts.url, 'servicer')).token;
    const denied = await call(ts.url, '/api/system/ops/trial', {
      method: 'PUT', token: servicer, body: { username: 'servicer', app_code: 'BANG', left_days: -1 },
    });
    expect(denied.status).toBe(403);

    const admin = (await login(ts.url, 'admin')).token;
    const expired = await call(ts.url, '/api/system/ops/trial', {
      method: 'PUT', token: admin, body: { username: 'servicer', app_code: 'BANG', left_days: -1 },
    });
    expect(expired.body.data).toMatchObject({ left_days: -1, is_expired: true, is_show: false });
    const cs = (await login(ts.url, 'cs')).token;
    const shared = await call(ts.url, '/api/user/user_subscription/check?app_code=BANG', { token: cs });
    expect(shared.body.data.is_expired).toBe(true);
    // Another app of the same company is not affected.
    expect((await call(ts.url, '/api/user/user_subscription/check?app_code=DA', { token: cs })).body.data.is_expired).toBe(false);

    const ended = await call(ts.url, '/api/system/ops/trial', {
      method: 'PUT', token: admin, body: { username: 'servicer', app_code: 'BANG', left_days: null },
    });
    expect(ended.body.data).toMatchObject({ left_days: null, is_expired: false, is_show: false });
    const unknown = await call(ts.url, '/api/system/ops/trial', {
      method: 'PUT', token: admin, body: { username: 'nobody', app_code: 'BANG', left_days: 3 },
    });
    expect(unknown).toEqual({ status: 400, body: { code: '400', msg: '用户不存在' } });
  });
});

describe('trial store', () => {
  const db = new BetterSqlite3(':memory:');
  db.exec(SCHEMA_SQL);
  db.prepare(`INSERT INTO users (id, username, password_hash, nickname, phone, app_code, main_type, role, is_main_user,
    main_user_id, main_name, main_phone, servicer_id, resource_id, subscribe_version, groups_json, permissions_json)
    VALUES (9, 'u', 'x', 'u', '1', 'DA', 'consignor', 'consignor', 1, 9, 'u', '1', 0, 0, 'STANDARD', '[]', '[]')`).run();
  let today = new Date(2025, 2, 30);
  const store = new TrialStore(db, () => today);

  it('counts calendar days to the last day: warning in the last 15 days, expired the day after', () => {
    store.set(9, 'DA', 20);
    expect(store.check(9, 'DA')).toMatchObject({ left_days: 20, is_show: false, is_expired: false });
    today = new Date(2025, 3, 8);
    expect(store.check(9, 'DA')).toMatchObject({ left_days: 11, is_show: true, is_expired: false });
    today = new Date(2025, 3, 19, 23, 59);
    expect(store.check(9, 'DA')).toMatchObject({ left_days: 0, is_show: true, is_expired: false });
    today = new Date(2025, 3, 20, 0, 1);
    expect(store.check(9, 'DA')).toMatchObject({ left_days: -1, is_show: false, is_expired: true });
  });

  it('computes whole days across month ends and daylight-saving changes', () => {
    expect(daysBetween('2025-03-30', '2025-04-01')).toBe(2);
    expect(daysBetween('2025-10-25', '2025-10-27')).toBe(2);
    expect(daysBetween('2025-01-02', '2025-01-01')).toBe(-1);
  });
});
