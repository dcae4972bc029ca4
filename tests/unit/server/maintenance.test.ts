// @vitest-environment node
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, login, startTestServer, type TestServer } from './test-server.js';

let ts: TestServer;
beforeAll(async () => {
  ts = await startTestServer();
});
afterAll(async () => {
  await ts.stop();
});

it('only platform admins reach the ops endpoints', async () => {
  const { token } = await login(ts.url, 'servicer');
  const denied = await call(ts.url, '/api/system/ops/state', { token });
  expect(denied).toEqual({ status: 403, body: { code: '403', msg: '无权访问：当前账号没有该操作的权限' } });
  const admin = (await login(ts.url, 'admin')).token;
  const state = await call(ts.url, '/api/system/ops/state', { token: admin });
  expect(state.body.data).toMatchObject({ maintenance: false, version: '1.2.3' });
  expect(state.body.data.notice).toContain('<h3>');
});

it('maintenance mode answers 503 on protected endpoints while login, system info and ops still work', async () => {
  const admin = (await login(ts.url, 'admin')).token;
  const cs = (await login(ts.url, 'cs')).token;
  const notice = '<h3>紧急维护</h3><p>预计 30 分钟后恢复。</p>';
  const on = await call(ts.url, '/api/system/ops/maintenance', { method: 'PUT', token: admin, body: { enabled: true, notice } });
  expect(on.body.data).toMatchObject({ maintenance: true, notice });

  const blocked = await call(ts.url, '/api/user/users/getUserInfo', { token: cs });
  expect(blocked).toEqual({ status: 503, body: { code: '503', msg: '系统维护中' } });
  expect((await call(ts.url, '/api/system/roles', { token: admin })).status).toBe(503);

  const loggedIn = await call(ts.url, '/api/login/login', { method: 'POST', body: { username: 'finance', password: 'demo1234' } });
  expect(loggedIn.body.code).toBe('0');
  expect((await call(ts.url, '/api/map/help/system_info')).status).toBe(200);

  const page = await fetch(`${ts.url}/maintenance.html?r=${Math.random()}`);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  expect(await page.text()).toBe(notice);

  const off = await call(ts.url, '/api/system/ops/maintenance', { method: 'PUT', token: admin, body: { enabled: false } });
  expect(off.body.data.maintenance).toBe(false);
  expect((await call(ts.url, '/api/user/users/getUserInfo', { token: cs })).status).toBe(200);
});

it('changes the version system_info reports', async () => {
  const admin = (await login(ts.url, 'admin')).token;
  const changed = await call(ts.url, '/api/system/ops/version', { method: 'PUT', token: admin, body: { version: '2.0.0' } });
  expect(changed.body.data.version).toBe('2.0.0');
  expect((await call(ts.url, '/api/map/help/system_info')).body.data.version).toBe('2.0.0');
  const invalid = await call(ts.url, '/api/system/ops/version', { method: 'PUT', token: admin, body: {} });
  expect(invalid.body.msg).toBe('参数错误：缺少必填字段 version');
});
