// @vitest-environment node
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, login, startTestServer, type TestServer } from './test-server.js';

let ts: TestServer;
beforeAll(async () => {
  ts = await startTestServer({ accessTokenTtlSeconds: 1 });
});
afterAll(async () => {
  await ts.stop();
});

it('an expired access token gets 401 and a refresh gives a working one', async () => {
  const { token, refresh } = await login(ts.url, 'supervisor');
  expect((await call(ts.url, '/api/user/users/getUserInfo', { token })).status).toBe(200);

  await new Promise((resolve) => setTimeout(resolve, 2_200));
  const expired = await call(ts.url, '/api/user/users/getUserInfo', { token });
  expect(expired.status).toBe(401);
  expect(expired.body).toEqual({ code: '401', msg: '登录已过期，请重新登录' });

  const refreshed = await call(ts.url, '/api/user/users/refresh-token', { method: 'POST', body: { refresh_token: refresh } });
  expect(refreshed.body.code).toBe(0);
  const info = await call(ts.url, '/api/user/users/getUserInfo', { token: refreshed.body.access_token });
  expect(info.status).toBe(200);
  expect(info.body.data.username).toBe('supervisor');
});
