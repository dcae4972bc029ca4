// @vitest-environment node
/** A password change or reset ends every other session of the account, and with it the refresh-token chain. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO_PASSWORD, login, startTestServer, type TestServer } from '../test-server.js';

let ts: TestServer;
beforeAll(async () => {
  ts = await startTestServer();
});
afterAll(async () => {
  await ts.stop();
});

const userInfo = (token: string) => call(ts.url, '/api/user/users/getUserInfo', { token });
const refresh = (refreshToken: string) => call(ts.url, '/api/user/users/refresh-token', { method: 'POST', body: { refresh_token: refreshToken } });

describe('sessions after a password change', () => {
  it("the other session's access and refresh tokens get 401; the session that changed it goes on", async () => {
    const changing = await login(ts.url, 'supervisor');
    const other = await login(ts.url, 'supervisor');
    // The other device has already rotated its refresh token once: the whole chain must end.
    const rotated = await refresh(other.refresh);
    expect(rotated.status).toBe(200);

    const changed = await call(ts.url, '/api/user/users/updatePassword', {
      method: 'POST', token: changing.token, body: { old_password: DEMO_PASSWORD, password: 'newpass66' },
    });
    expect(changed.body).toEqual({ code: '0', msg: '密码修改成功', data: null });

    expect((await userInfo(other.token)).status).toBe(401);
    expect((await userInfo(rotated.body.access_token)).status).toBe(401);
    const otherRefresh = await refresh(rotated.body.refresh_token);
    expect(otherRefresh.status).toBe(401);
    expect(otherRefresh.body.msg).toBe('刷新令牌无效或已过期');

    expect((await userInfo(changing.token)).status).toBe(200);
    expect((await refresh(changing.refresh)).status).toBe(200);
  });

  it('a reset by short-message code ends every session, refresh tokens included', async () => {
    const session = await login(ts.url, 'finance');
    const phone = '15900817326';
    await call(ts.url, '/api/user/users/sendResetCode', { method: 'POST', body: { phone } });
    const { code } = ts.server.context.db
      .prepare("SELECT code FROM verification_codes WHERE phone = ? AND purpose = 'RESET_PASSWORD'")
      .get(phone) as { code: string };
    const reset = await call(ts.url, '/api/user/users/resetPassword', { method: 'POST', body: { phone, code, password: 'newpass66' } });
    expect(reset.body.code).toBe('0');
    expect((await userInfo(session.token)).status).toBe(401);
    expect((await refresh(session.refresh)).status).toBe(401);
  });
});
