// @vitest-environment node
/**
 * Path traversal and control characters, as a signed-in demo account: against the API routes, the built
 * app's static files and the image routes, every attempt answers 400 or 404 with the usual envelope,
 * never a 5xx and never a file's contents; a control character in a filter or a JSON body is refused
 * with 400 instead of matching every order. Requests go out as written (node:http, no URL clean-up).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, type TestServer } from '../test-server.js';

let ts: TestServer;
let token = '';
const SECRET = 'SECRET-NEXT-TO-THE-APP';

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'api-server-traversal-'));
  const staticDir = join(dir, 'dist');
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>后台</title><div id="root"></div>');
  writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log(1);');
  // Files a traversal would be after: one beside the app, the database and its uploads folder.
  writeFileSync(join(dir, 'secret.txt'), SECRET);
  ts = await startTestServer({ staticDir }, dir);
  token = (await login(ts.url, 'admin')).token;
});
afterAll(async () => {
  await ts.stop();
});

/** GET `path` exactly as written (fetch would resolve dot segments and turn backslashes into slashes). */
function rawGet(path: string): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(ts.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method: 'GET', headers: { token } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('latin1') }));
    });
    req.on('error', reject);
    req.end();
  });
}

const TRAVERSALS = [
  // API routes
  '/api/..%2f..%2fetc%2fpasswd',
  '/api/%2e%2e/%2e%2e/package.json',
  '/api/order/waybills/..%2f..%2f..%2fpackage.json',
  '/api/system/roles/%00',
  // the static site
  '/%2e%2e/%2e%2e/etc/passwd',
  '/%2e%2e%2fsecret.txt',
  '/..%2f..%2fsecret.txt',
  '/./../secret.txt',
  '/assets/..%5c..%5cpackage.json',
  '/assets/%2e%2e/%2e%2e/secret.txt',
  '/assets/..%2f..%2fsecret.txt',
  '/assets%2f..%2f..%2fsecret.txt',
  '/assets/%2e%2e%5c%2e%2e%5csecret.txt',
  '/%5c..%5csecret.txt',
  '/..\\..\\secret.txt',
  '/assets/..\\..\\secret.txt',
  // NUL
  '/%00',
  '/index.html%00',
  '/assets/app.js%00.html',
  '/assets/%00/../secret.txt',
  '/..%00/secret.txt',
  // double encoding and overlong UTF-8
  '/%252e%252e/%252e%252e/etc/passwd',
  '/assets/%252e%252e%252fsecret.txt',
  '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
  '/assets/%c0%ae%c0%ae%c0%afsecret.txt',
  '/%e0%80%ae%e0%80%ae/secret.txt',
  // the image routes
  '/api/file/image/download?file=../../x',
  '/api/file/image/download?file_id=../../package.json',
  '/api/file/image/download?file_id=..%2f..%2fapp.db',
  '/api/file/image/download?file_id=%2e%2e%5capp.db',
  '/api/file/image/download?file_id=%00',
  '/api/file/image/../../../secret.txt',
];

/** What a leak would show: the secret beside the app, package.json, /etc/passwd or the SQLite file. */
const LEAKS = [SECRET, '"name": "logistics-back-office"', 'root:x:0:0', 'SQLite format 3'];

describe('path traversal', () => {
  it(`answers each of ${TRAVERSALS.length} attempts with 400 or 404 and a msg, never a 5xx or a file's contents`, async () => {
    expect(TRAVERSALS.length).toBeGreaterThanOrEqual(17);
    const wrong: string[] = [];
    for (const path of TRAVERSALS) {
      const { status, text } = await rawGet(path);
      for (const leak of LEAKS) expect(text, path).not.toContain(leak);
      const isEnvelope = text.startsWith('{') && typeof (JSON.parse(text) as { msg?: unknown }).msg === 'string';
      if ((status !== 400 && status !== 404) || !isEnvelope) wrong.push(`${status} ${path} ${text.slice(0, 60)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('still serves the app and its files', async () => {
    expect(await rawGet('/assets/app.js')).toMatchObject({ status: 200, text: 'console.log(1);' });
    expect((await rawGet('/saas/waybill/all/index')).text).toContain('<div id="root">');
  });
});

describe('control characters in parameters', () => {
  const refused = { status: 400, body: { code: '400', msg: '参数不能包含控制字符' } };

  it('refuses a NUL in a list filter instead of matching every order', async () => {
    expect(await call(ts.url, '/api/order/waybills?order_no=%00', { token })).toMatchObject(refused);
    expect(await call(ts.url, '/api/order/waybills?order_no=26%00&page=1', { token })).toMatchObject(refused);
    expect(await call(ts.url, `/api/order/waybills?end_contact=${encodeURIComponent('张\u0000')}`, { token })).toMatchObject(refused);
  });

  it('refuses a control character in a JSON body, in a value or a key, but keeps line breaks and tabs of text', async () => {
    const create = (body: unknown) => call(ts.url, '/api/system/roles', { method: 'POST', token, body });
    expect(await create({ name: '角色\u0000', code: 'NUL_ROLE', app_code: 'OSS' })).toMatchObject(refused);
    expect(await create({ name: '角色', code: 'NUL_KEY', app_code: 'OSS', ['x\u0000']: 1 })).toMatchObject(refused);
    expect(await create({ name: '角色', code: 'BELL', app_code: 'OSS', remark: ['ok', { deep: '\u0007' }] })).toMatchObject(refused);
    const multiline = await create({ name: '多行角色', code: 'MULTI_LINE', app_code: 'OSS', remark: '第一行\n\t第二行\r\n' });
    expect(multiline.body).toMatchObject({ code: '0', data: { remark: '第一行\n\t第二行\r\n' } });
  });

  it('a plain filter still works', async () => {
    const { status, body } = await call(ts.url, '/api/order/waybills?page=1&per_page=5', { token });
    expect(status).toBe(200);
    expect(body.data.total).toBeGreaterThan(0);
    const none = await call(ts.url, '/api/order/waybills?order_no=NO-SUCH-ORDER', { token });
    expect(none.body.data.total).toBe(0);
  });
});
