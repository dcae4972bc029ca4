// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, DEMO_PASSWORD, jwtClaims, login, startTestServer, type TestServer } from './test-server.js';
import { REFRESH_REUSE_GRACE_MS } from '../../../server/auth/session-store.js';

let ts: TestServer;
beforeAll(async () => {
  ts = await startTestServer();
});
afterAll(async () => {
  await ts.stop();
});

describe('login', () => {
  it('logs in with the demo password and returns tokens and the user', async () => {
    const { status, body } = await call(ts.url, '/api/login/login', {
      method: 'POST', body: { username: 'servicer', password: DEMO_PASSWORD },
    });
    expect(status).toBe(200);
    expect(body.code).toBe('0');
    expect(body.msg).toBe('登录成功');
    expect(body.data.token).toBe(body.data.access_token);
    expect(typeof body.data.refresh_token).toBe('string');
    expect(body.data.expires_in).toBe(3600);
    expect(body.data.user).toMatchObject({
      id: 2, uname: 'servicer', name: '李建国',
      expend: { app_code: 'BANG', main_type: 'servicer', is_main_user: true, group_id: 1, group_name: '华东事业部' },
    });
    expect(body.data.user.expend.permissions).toContain('BANG_FEE_SHOW');
    const claims = jwtClaims(body.data.token);
    expect(claims).toMatchObject({ id: 2, username: 'servicer', app_code: 'BANG', main_user_id: 2, group_id: 1 });
    expect(typeof claims.sid).toBe('string');
    expect(Number(claims.exp) - Number(claims.iat)).toBeGreaterThanOrEqual(3600);
  });

  it('answers code 10001 with HTTP 200 for a wrong password or an unknown user', async () => {
    for (const username of ['admin', 'nobody']) {
      const { status, body } = await call(ts.url, '/api/login/login', { method: 'POST', body: { username, password: 'wrong' } });
      expect(status).toBe(200);
      expect(body).toEqual({ code: '10001', msg: '用户名或密码错误' });
    }
  });

  it('trims the username, on both login endpoints', async () => {
    for (const path of ['/api/login/login', '/api/user/users/userslogin']) {
      const { body } = await call(ts.url, path, { method: 'POST', body: { username: '  consignor \t', password: DEMO_PASSWORD } });
      expect(body.code).toBe('0');
      expect(body.data.user.uname).toBe('consignor');
    }
  });

  it('reports a missing field in Chinese', async () => {
    const { status, body } = await call(ts.url, '/api/login/login', { method: 'POST', body: { password: 'x' } });
    expect(status).toBe(400);
    expect(body).toEqual({ code: '400', msg: '参数错误：缺少必填字段 username' });
  });
});

describe('protected endpoints', () => {
  it('answer 401 without a token and with a garbage token', async () => {
    const expected = { code: '401', msg: '登录已过期，请重新登录' };
    const none = await call(ts.url, '/api/user/users/getUserInfo');
    expect(none.status).toBe(401);
    expect(none.body).toEqual(expected);
    const garbage = await call(ts.url, '/api/user/users/getUserInfo', { token: 'not.a.jwt' });
    expect(garbage.status).toBe(401);
    expect(garbage.body).toEqual(expected);
    const collection = await call(ts.url, '/api/system/roles', { method: 'POST', body: {} });
    expect(collection.status).toBe(401);
  });

  it('accept the token in the token or x-token header', async () => {
    const { token } = await login(ts.url, 'cs');
    const viaToken = await call(ts.url, '/api/user/users/getUserInfo', { token });
    expect(viaToken.body.data).toMatchObject({
      id: 5, username: 'cs', is_main_user: false, main_user_id: 2, main_name: '李建国', app_code: 'BANG', group_id: 1,
    });
    const viaXToken = await call(ts.url, '/api/user/users/getUserByToken', { headers: { 'x-token': token } });
    expect(viaXToken.body.code).toBe('0');
    expect(viaXToken.body.data).toMatchObject({ id: 5, username: 'cs', main_user_id: 2, main_phone: '13916882017' });
    expect(viaXToken.body.data.permissions).toEqual(['BANG_BZ_FEE_SHOW_WAYBILL']);
  });
});

describe('refresh tokens', () => {
  it('rotate: a refresh token works once, then answers 401', async () => {
    const { refresh } = await login(ts.url, 'finance');
    const first = await call(ts.url, '/api/user/users/refresh-token', { method: 'POST', body: { refresh_token: refresh } });
    expect(first.status).toBe(200);
    expect(first.body.code).toBe(0);
    expect(first.body.refresh_token).not.toBe(refresh);
    const info = await call(ts.url, '/api/user/users/getUserInfo', { token: first.body.access_token });
    expect(info.body.data.username).toBe('finance');

    const next = await call(ts.url, '/api/user/users/refresh-token', { method: 'POST', body: { refresh_token: first.body.refresh_token } });
    expect(next.body.code).toBe(0);
    expect(next.body.refresh_token).not.toBe(first.body.refresh_token);
  });

  it('a refresh token presented again ends its whole chain (a stolen copy was used): the newer tokens stop working too', async () => {
    const { token, refresh } = await login(ts.url, 'finance');
    const elsewhere = await login(ts.url, 'finance');
    const refreshToken = (refreshToken: string) => call(ts.url, '/api/user/users/refresh-token', { method: 'POST', body: { refresh_token: refreshToken } });
    const first = await refreshToken(refresh);
    expect(first.body.code).toBe(0);

    // Presented again once the grace for a concurrent refresh of another tab has passed.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + REFRESH_REUSE_GRACE_MS + 1_000 });
    const again = await refreshToken(refresh).finally(() => vi.useRealTimers());
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ code: '401', msg: '刷新令牌无效或已过期' });
    // The refresh token the first refresh handed out, and every access token of the chain, are refused now.
    expect((await refreshToken(first.body.refresh_token)).status).toBe(401);
    expect((await call(ts.url, '/api/user/users/getUserInfo', { token: first.body.access_token })).status).toBe(401);
    expect((await call(ts.url, '/api/user/users/getUserInfo', { token })).status).toBe(401);
    // Another login of the same account is another chain: it goes on.
    expect((await call(ts.url, '/api/user/users/getUserInfo', { token: elsewhere.token })).status).toBe(200);
    expect((await refreshToken(elsewhere.refresh)).body.code).toBe(0);
  });

  it('refuses a copy presented within seconds of its use (two tabs refreshing at once) without ending the session', async () => {
    const { refresh } = await login(ts.url, 'finance');
    const refreshToken = (refreshToken: string) => call(ts.url, '/api/user/users/refresh-token', { method: 'POST', body: { refresh_token: refreshToken } });
    const first = await refreshToken(refresh);
    expect(first.body.code).toBe(0);
    expect((await refreshToken(refresh)).status).toBe(401);
    expect((await call(ts.url, '/api/user/users/getUserInfo', { token: first.body.access_token })).status).toBe(200);
    expect((await refreshToken(first.body.refresh_token)).body.code).toBe(0);
  });

  it('rejects an unknown refresh token', async () => {
    const { status } = await call(ts.url, '/api/user/users/refresh-token', { method: 'POST', body: { refresh_token: 'made-up' } });
    expect(status).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the session: its access and refresh tokens stop working', async () => {
    const { token, refresh } = await login(ts.url, 'delivery');
    expect((await call(ts.url, '/api/user/users/getUserInfo', { token })).status).toBe(200);
    const out = await call(ts.url, '/api/login/logout', { method: 'POST', token });
    expect(out.body.code).toBe('0');
    expect((await call(ts.url, '/api/user/users/getUserInfo', { token })).status).toBe(401);
    const refreshed = await call(ts.url, '/api/user/users/refresh-token', { method: 'POST', body: { refresh_token: refresh } });
    expect(refreshed.status).toBe(401);
  });

  it('is ok without a token', async () => {
    const { status, body } = await call(ts.url, '/api/login/logout', { method: 'POST' });
    expect(status).toBe(200);
    expect(body.code).toBe('0');
  });
});

describe('groups', () => {
  it('lists the caller\'s groups and the whole tree', async () => {
    const { token } = await login(ts.url, 'admin');
    const mine = await call(ts.url, '/api/user/group/current_user_groups', { token });
    expect(mine.body.data).toEqual([
      { id: 1, name: '华东事业部', children: [] },
      { id: 2, name: '华南事业部', children: [] },
    ]);
    const tree = await call(ts.url, '/api/user/group/tree', { token });
    expect(tree.body.data.list.length).toBeGreaterThanOrEqual(8);
    expect(tree.body.data.list[1]).toEqual({ id: 2, name: '华南事业部', children: [] });
  });

  it('switches to a group the user belongs to and rejects a foreign one', async () => {
    const { token } = await login(ts.url, 'admin');
    const switched = await call(ts.url, '/api/user/group/set_current_user_group_id_to_token', {
      method: 'PUT', token, body: { group_id: 2, group_name: '华南事业部' },
    });
    expect(switched.body).toMatchObject({ code: '0', msg: '切换成功' });
    // 华南 is not admin's home group (华东, the first): the session is no longer the main one.
    expect(switched.body.data).toMatchObject({ group_id: 2, group_name: '华南事业部', is_main_user: false });
    const newToken = switched.body.data.access_token as string;
    expect(jwtClaims(newToken)).toMatchObject({ group_id: 2, group_name: '华南事业部', sid: jwtClaims(token).sid });
    const info = await call(ts.url, '/api/user/users/getUserInfo', { token: newToken });
    expect(info.body.data).toMatchObject({ group_id: 2, group_name: '华南事业部', is_main_user: false });
    // A refresh keeps the chosen group.
    const refreshed = await call(ts.url, '/api/user/users/refresh-token', {
      method: 'POST', body: { refresh_token: switched.body.data.refresh_token },
    });
    expect(jwtClaims(refreshed.body.access_token).group_id).toBe(2);
    const afterRefresh = await call(ts.url, '/api/user/users/getUserInfo', { token: refreshed.body.access_token });
    expect(afterRefresh.body.data).toMatchObject({ group_id: 2, group_name: '华南事业部' });

    const back = await call(ts.url, '/api/user/group/set_current_user_group_id_to_token', {
      method: 'PUT', token: refreshed.body.access_token, body: { group_id: 1, group_name: '华东事业部' },
    });
    expect(back.body.data).toMatchObject({ group_id: 1, is_main_user: true });

    for (const body of [{ group_id: 5, group_name: '西南事业部' }, {}]) {
      const rejected = await call(ts.url, '/api/user/group/set_current_user_group_id_to_token', { method: 'PUT', token, body });
      expect(rejected.status).toBe(400);
      expect(rejected.body).toEqual({ code: '400', msg: '请选择事业部' });
    }
  });
});

describe('system info', () => {
  it('is public and reports the app version', async () => {
    const { status, body } = await call(ts.url, '/api/map/help/system_info?ts=123');
    expect(status).toBe(200);
    expect(body.code).toBe('0');
    expect(body.data.version).toBe('1.2.3');
    expect(typeof body.data.name).toBe('string');
  });
});
