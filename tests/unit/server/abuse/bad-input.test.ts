// @vitest-environment node
/**
 * Bad input never gives a 500: odd numbers in paging, malformed paths, deeply nested or odd JSON go
 * to a sample of real routes (lists, records, creates, login), and each answer is a 4xx envelope with a msg.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, type TestServer } from '../test-server.js';

let ts: TestServer;
let admin: string;

beforeAll(async () => {
  ts = await startTestServer();
  admin = (await login(ts.url, 'admin')).token;
});

afterAll(async () => {
  await ts.stop();
});

const LIST_ROUTES = ['/api/system/roles', '/api/order/waybills', '/api/user/users/getUserInfo', '/api/notify/notices'];
const RECORD_ROUTE = '/api/system/roles';

const NASTY_QUERIES = [
  'page=1e300', 'per_page=1e300', 'page=-1', 'page=0', 'page=abc', 'per_page=99999999999999999999', 'page=Infinity',
  'page=NaN', 'page=1.5', 'page[]=1&page[]=2', 'per_page=1e-300', 'q=%00', 'q=%E0%A4%A', 'sort=%27%3B--', 'id=1e400',
  'created_at[]=a&created_at[]=b&created_at[]=c', 'page=' + '9'.repeat(400),
];

const NASTY_PATHS = [
  '/api/x/%00', '/api/system/roles/%E0%A4%A', '/api/system/roles/%00', '/api/system/roles/1e300',
  '/api/system/roles/-1', '/api/system/roles/99999999999999999999999', '//api//system//roles', '/api/system/roles/%2e%2e',
  '/api/%E0%A4%A', '/api/system/roles/1.5', `/api/system/roles/${'9'.repeat(500)}`, '/%E0%A4%A',
];

const nested = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);
const nestedObject = (depth: number): string => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

const NASTY_BODIES: readonly string[] = [
  nested(10_000),
  nestedObject(10_000),
  `{"name":${nested(5_000)},"code":"X"}`,
  '{"name":"x","code":"X","sort":1e400}',
  '{"name":"x","code":"X","sort":-1e400}',
  '{"name":"x","code":"X","sort":' + '9'.repeat(400) + '}',
  '[]',
  '"text"',
  'null',
  '123',
  '{"__proto__":{"polluted":true},"name":"x","code":"X"}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"name":"\\u0000","code":"\\ud800"}',
  '{"name":',
];

function expectClientError(response: { status: number; body: unknown }, what: string): void {
  expect(response.status, what).toBeGreaterThanOrEqual(200);
  expect(response.status, `${what}: ${JSON.stringify(response.body)}`).toBeLessThan(500);
  if (response.status >= 400) {
    const msg = (response.body as { msg?: unknown }).msg;
    expect(typeof msg === 'string' && msg.length > 0, `${what} has a msg`).toBe(true);
  }
}

describe('bad input', () => {
  it('odd paging and query values get a 4xx (or a normal page), never a 500', async () => {
    for (const route of LIST_ROUTES) {
      for (const query of NASTY_QUERIES) {
        expectClientError(await call(ts.url, `${route}?${query}`, { token: admin }), `GET ${route}?${query}`);
      }
    }
  });

  it('page=1e300 is refused with a msg naming the field', async () => {
    const response = await call(ts.url, '/api/system/roles?page=1e300', { token: admin });
    expect(response.status).toBe(400);
    expect(response.body.msg).toContain('page');
  });

  it('page=Infinity and a number of 1e400 in a body are refused, not used', async () => {
    const infinite = await call(ts.url, '/api/system/roles?page=Infinity', { token: admin });
    expect(infinite.status).toBe(400);
    expect(infinite.body.msg).toBe('参数错误：page 不是有效的数字');
    const huge = await fetch(`${ts.url}/api/login/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username":"admin","password":"demo1234","remember":1e400}',
    });
    expect(huge.status).toBe(400);
    expect(((await huge.json()) as { msg: string }).msg).toBe('参数错误：remember 不是有效的数字');
  });

  it('an undecodable path gets 400 with a readable msg', async () => {
    const response = await call(ts.url, '/api/system/roles/%E0%A4%A', { token: admin });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: '400', msg: '请求地址格式不正确' });
  });

  it('malformed paths get a 4xx envelope', async () => {
    for (const path of NASTY_PATHS) {
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const response = await call(ts.url, path, { method, token: admin, body: method === 'PUT' ? { name: 'x' } : undefined });
        expectClientError(response, `${method} ${path}`);
      }
    }
  });

  it('deeply nested, huge or odd JSON bodies get a 4xx, never a 500', async () => {
    for (const body of NASTY_BODIES) {
      for (const [method, path] of [['POST', RECORD_ROUTE], ['PUT', `${RECORD_ROUTE}/1`], ['POST', '/api/login/login']] as const) {
        const response = await fetch(ts.url + path, { method, headers: { token: admin, 'content-type': 'application/json' }, body });
        const text = await response.text();
        expectClientError({ status: response.status, body: JSON.parse(text) as unknown }, `${method} ${path} ${body.slice(0, 40)}`);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a deeply nested body is refused by the parser with a readable msg', async () => {
    const response = await fetch(ts.url + RECORD_ROUTE, {
      method: 'POST', headers: { token: admin, 'content-type': 'application/json' }, body: nestedObject(10_000),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { msg: string }).msg).toBe('参数错误：请求体嵌套层级过深');
  });
});
