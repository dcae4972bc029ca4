// @vitest-environment node
/** The limits on the real server: login lockout on both login routes, and the per-address limits. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { collectingOutbox, freshPhone, registerCompany } from '../sign-up-fixtures.js';
import { call, DEMO_PASSWORD, login, startTestServer, type TestServer } from '../test-server.js';

const MINUTE = 60_000;
let now = Date.UTC(2026, 0, 1);
let ts: TestServer;

beforeAll(async () => {
  ts = await startTestServer({
    outbox: collectingOutbox().send,
    now: () => now,
    // Small per-address limits so the test reaches them; the account limits are the real ones.
    addressRateLimits: {
      'POST /api/user/users/createUser': { max: 2, windowSeconds: 3600 },
      'POST /api/user/users/sendResetCode': { max: 2, windowSeconds: 600 },
      'POST /api/user/users/refresh-token': { max: 3, windowSeconds: 60 },
    },
  });
});
afterAll(async () => {
  await ts.stop();
});

const tryLogin = (username: string, password: string, path = '/api/login/login') =>
  call(ts.url, path, { method: 'POST', body: { username, password } });

describe('login lockout', () => {
  afterEach(() => {
    now += 60 * MINUTE; // every test starts with the previous lockouts over
  });

  it('after five wrong passwords from one address the account is refused there, even with the right one, and says when to try again', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await tryLogin('consignor', 'wrong-password')).body).toEqual({ code: '10001', msg: '用户名或密码错误' });
    }
    const locked = await tryLogin('consignor', DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ code: '10003', msg: '登录失败次数过多，请在 15 分钟后再试' });
    // The second login route shares the account's counter.
    expect((await tryLogin('consignor', DEMO_PASSWORD, '/api/user/users/userslogin')).body.msg).toBe('登录失败次数过多，请在 15 分钟后再试');
    now += 10 * MINUTE;
    expect((await tryLogin('consignor', DEMO_PASSWORD)).body.msg).toBe('登录失败次数过多，请在 5 分钟后再试');
    now += 5 * MINUTE;
    expect((await tryLogin('consignor', DEMO_PASSWORD)).body.code).toBe('0');
  });

  it('a successful login resets the account counter', async () => {
    for (let i = 0; i < 4; i += 1) await tryLogin('delivery', 'wrong-password', '/api/user/users/userslogin');
    expect((await tryLogin('delivery', DEMO_PASSWORD)).body.code).toBe('0');
    for (let i = 0; i < 4; i += 1) await tryLogin('delivery', 'wrong-password');
    expect((await tryLogin('delivery', DEMO_PASSWORD)).body.code).toBe('0');
  });

  it('unknown usernames count against the address too: after twenty failures it is refused for every account', async () => {
    for (let i = 0; i < 20; i += 1) await tryLogin(`nobody-${i}`, 'wrong-password');
    const refused = await tryLogin('admin', DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toBe('登录失败次数过多，请在 15 分钟后再试');
  });
});

describe('per-address limits', () => {
  it('sign-up: the third company from one address within the hour is refused with the wait', async () => {
    await registerCompany(ts.url);
    await registerCompany(ts.url);
    const third = await call(ts.url, '/api/user/users/createUser', {
      method: 'POST',
      body: { company_name: '顺达物流', contact_name: '王建军', phone: freshPhone(), password: 'secret88', account_type: 'servicer' },
    });
    expect(third.status).toBe(429);
    expect(third.body.code).toBe('429');
    expect(third.body.msg).toMatch(/^请求过于频繁，请在 \d+ 秒后再试$/);
    expect(Number(/(\d+) 秒/.exec(third.body.msg)?.[1])).toBeGreaterThan(3500);
  });

  it('reset codes: the third send from one address within ten minutes is refused, whatever the phone', async () => {
    for (let i = 0; i < 2; i += 1) {
      expect((await call(ts.url, '/api/user/users/sendResetCode', { method: 'POST', body: { phone: freshPhone() } })).body.code).toBe('0');
    }
    const third = await call(ts.url, '/api/user/users/sendResetCode', { method: 'POST', body: { phone: freshPhone() } });
    expect(third.status).toBe(429);
    expect(third.body.msg).toMatch(/^请求过于频繁，请在 \d+ 秒后再试$/);
  });

  it('token refresh is limited per address', async () => {
    let { refresh } = await login(ts.url, 'finance');
    for (let i = 0; i < 3; i += 1) {
      const reply = await call(ts.url, '/api/user/users/refresh-token', { method: 'POST', body: { refresh_token: refresh } });
      expect(reply.status).toBe(200);
      refresh = reply.body.refresh_token;
    }
    const fourth = await call(ts.url, '/api/user/users/refresh-token', { method: 'POST', body: { refresh_token: refresh } });
    expect(fourth.status).toBe(429);
  });
});
