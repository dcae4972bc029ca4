// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, type TestServer } from './test-server.js';

let ts: TestServer;
let token: string;
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'api-server-static-'));
  const staticDir = join(dir, 'dist');
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>后台</title><div id="root"></div>');
  writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log(1);');
  ts = await startTestServer({ staticDir }, dir);
  token = (await login(ts.url, 'admin')).token;
});
afterAll(async () => {
  await ts.stop();
});

describe('validation messages', () => {
  const post = (path: string, body: unknown) => call(ts.url, path, { method: 'POST', token, body });

  it('names a missing required field', async () => {
    const { status, body } = await post('/api/system/roles', { name: '测试角色', app_code: 'OSS' });
    expect(status).toBe(400);
    expect(body).toEqual({ code: '400', msg: '参数错误：缺少必填字段 code' });
  });

  it('reports a bad pattern, enum, length and an unknown field', async () => {
    expect((await post('/api/system/groups', { name: '测试', code: 'TEST_GROUP', phone: '12345' })).body.msg).toBe('参数错误：phone 格式不正确');
    expect((await post('/api/system/roles', { name: '甲', code: 'ABC', app_code: 'OSS', status: 3 })).body.msg).toBe(
      '参数错误：status 应为以下值之一：0, 1',
    );
    expect((await post('/api/system/roles', { name: '名'.repeat(21), code: 'ABC', app_code: 'OSS' })).body.msg).toBe(
      '参数错误：name 长度不能超过 20 个字符',
    );
    expect((await post('/api/system/roles', { name: '甲', code: 'ABC', app_code: 'OSS', colour: 'red' })).body.msg).toBe(
      '参数错误：不支持的字段 colour',
    );
  });

  it('checks query strings too', async () => {
    const { status, body } = await call(ts.url, '/api/system/roles?per_page=501', { token });
    expect(status).toBe(400);
    expect(body.msg).toBe('参数错误：per_page 不能大于 500');
    const badDate = await call(ts.url, '/api/system/roles?created_at_start=2024/01/01', { token });
    expect(badDate.body.msg).toBe('参数错误：created_at_start 格式不正确');
  });

  it('answers bad JSON with a 400 envelope', async () => {
    const response = await fetch(`${ts.url}/api/system/roles`, {
      method: 'POST', headers: { token, 'content-type': 'application/json' }, body: '{"name":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: '400', msg: '参数错误：请求体不是合法的 JSON' });
  });
});

describe('unknown routes and the static app', () => {
  it('answers unknown API routes with a 404 envelope, with or without a token', async () => {
    expect(await call(ts.url, '/api/xyz', { token })).toEqual({ status: 404, body: { code: '404', msg: '接口不存在：GET /api/xyz' } });
    const anonymous = await call(ts.url, '/api/nothing/here?x=1', { method: 'DELETE' });
    expect(anonymous).toEqual({ status: 404, body: { code: '404', msg: '接口不存在：DELETE /api/nothing/here' } });
  });

  it('serves files and falls back to index.html for app routes', async () => {
    const asset = await fetch(`${ts.url}/assets/app.js`);
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('console.log(1);');
    for (const path of ['/', '/saas/system/role/index', '/order/attachment/3/A1']) {
      const page = await fetch(ts.url + path);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(await page.text()).toContain('<div id="root">');
    }
  });
});
