import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OTHER_ERROR_SECONDS } from '../../../src/config/constants';
import { MSG } from '../../../src/config/messages';
import { ApiError } from '../../../src/http/errors';
import { makeClient, rejectionOf } from './support/fakes';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await server.close();
});

async function apiErrorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('2xx answers of the main client', () => {
  it("code other than '0' → warning with the server msg, ApiError with code and msg", async () => {
    server.route('POST', '/api/save', { body: { code: '1001', msg: '运单号已存在' } });
    const { client, notifier } = makeClient(server);
    const error = await apiErrorOf(client.post('/save', { a: 1 }));
    expect(error).toMatchObject({ status: 200, code: '1001', msg: '运单号已存在', notified: true });
    expect(error.response?.data).toEqual({ code: '1001', msg: '运单号已存在' });
    expect(notifier.calls).toEqual([{ kind: 'warning', text: '运单号已存在' }]);
  });

  it("code other than '0' without msg → the server-busy text", async () => {
    server.route('GET', '/api/x', { body: { code: 500 } });
    const { client, notifier } = makeClient(server);
    const error = await apiErrorOf(client.get('/x'));
    expect(error).toMatchObject({ code: '500', msg: MSG.serverBusy });
    expect(notifier.calls).toEqual([{ kind: 'warning', text: MSG.serverBusy }]);
  });

  it('absent code is a failure too', async () => {
    server.route('GET', '/api/x', { body: { data: [] } });
    const { client, notifier } = makeClient(server);
    const error = await apiErrorOf(client.get('/x'));
    expect(error).toMatchObject({ code: undefined, msg: MSG.serverBusy });
    expect(notifier.calls).toEqual([{ kind: 'warning', text: MSG.serverBusy }]);
  });

  it("code 0 as a number or '0' resolves with the response", async () => {
    server.route('GET', '/api/a', { body: { code: 0, data: { list: [1], total: 1 } } });
    server.route('GET', '/api/b', { body: { code: '0', data: null } });
    const { client, notifier } = makeClient(server);
    expect((await client.get('/a')).data).toEqual({ code: 0, data: { list: [1], total: 1 } });
    expect((await client.get('/b')).status).toBe(200);
    expect(notifier.calls).toEqual([]);
  });

  it('passes through bodies that are not a JSON object (files, text)', async () => {
    server.route('GET', '/api/file', { body: 'plain,csv', headers: { 'Content-Type': 'text/csv' } });
    const { client, notifier } = makeClient(server);
    expect((await client.get('/file')).data).toBe('plain,csv');
    const blob = (await client.get('/file', { responseType: 'blob' })).data as Blob;
    expect(await blob.text()).toBe('plain,csv');
    expect(notifier.calls).toEqual([]);
  });

  it('reads a JSON envelope delivered as a blob (a failed download)', async () => {
    server.route('GET', '/api/file', { body: { code: '2', msg: '没有可导出的数据' } });
    const { client, notifier } = makeClient(server);
    const error = await apiErrorOf(client.get('/file', { responseType: 'blob' }));
    expect(error.msg).toBe('没有可导出的数据');
    expect(notifier.calls).toEqual([{ kind: 'warning', text: '没有可导出的数据' }]);
  });
});

describe('2xx answers of the table client', () => {
  it('success:false → warning with msg or the server-busy text, rejected', async () => {
    server.route('GET', '/api/t1', { body: { success: false, msg: '查询失败' } });
    server.route('GET', '/api/t2', { body: { success: false } });
    server.route('GET', '/api/ok', { body: { success: true, data: [], totalItem: 0 } });
    const { client, notifier } = makeClient(server, { kind: 'table' });
    expect((await apiErrorOf(client.get('/t1'))).msg).toBe('查询失败');
    expect((await apiErrorOf(client.get('/t2'))).msg).toBe(MSG.serverBusy);
    expect((await client.get('/ok')).data).toEqual({ success: true, data: [], totalItem: 0 });
    expect(notifier.calls).toEqual([
      { kind: 'warning', text: '查询失败' },
      { kind: 'warning', text: MSG.serverBusy },
    ]);
  });
});

describe('HTTP statuses', () => {
  it('400 → warning with the server msg', async () => {
    server.route('POST', '/api/x', { status: 400, body: { code: '400', msg: '手机号格式有误' } });
    const { client, notifier } = makeClient(server);
    const error = await apiErrorOf(client.post('/x', {}));
    expect(error).toMatchObject({ status: 400, msg: '手机号格式有误', code: '400' });
    expect(notifier.calls).toEqual([{ kind: 'warning', text: '手机号格式有误' }]);
  });

  it('400 without msg → the bad-request text', async () => {
    server.route('POST', '/api/x', { status: 400, body: 'bad' });
    const { client, notifier } = makeClient(server);
    expect((await apiErrorOf(client.post('/x', {}))).msg).toBe(MSG.badRequest);
    expect(notifier.calls).toEqual([{ kind: 'warning', text: MSG.badRequest }]);
  });

  it('402 → duplicate-submit warning', async () => {
    server.route('POST', '/api/x', { status: 402, body: { msg: 'whatever' } });
    const { client, notifier } = makeClient(server);
    const error = await apiErrorOf(client.post('/x', {}));
    expect(error).toMatchObject({ status: 402, msg: MSG.duplicateSubmit });
    expect(notifier.calls).toEqual([{ kind: 'warning', text: MSG.duplicateSubmit }]);
  });

  it('500 → red message with the server msg for 5 s', async () => {
    server.route('GET', '/api/x', { status: 500, body: { msg: '数据库连接失败' } });
    const { client, notifier } = makeClient(server);
    expect((await apiErrorOf(client.get('/x'))).status).toBe(500);
    expect(notifier.calls).toEqual([{ kind: 'error', text: '数据库连接失败', seconds: OTHER_ERROR_SECONDS }]);
    expect(OTHER_ERROR_SECONDS).toBe(5);
  });

  it('other status without msg → the transport error text', async () => {
    server.route('GET', '/api/x', { status: 404, body: 'missing' });
    const { client, notifier } = makeClient(server);
    const error = await apiErrorOf(client.get('/x'));
    expect(error.msg).toBe('Request failed with status code 404');
    expect(notifier.calls).toEqual([{ kind: 'error', text: 'Request failed with status code 404', seconds: 5 }]);
  });

  it('no answer while offline → the offline message', async () => {
    server.route('GET', '/api/x', { destroy: true });
    vi.spyOn(Object.getPrototypeOf(navigator) as Navigator, 'onLine', 'get').mockReturnValue(false);
    const { client, notifier } = makeClient(server);
    const error = await apiErrorOf(client.get('/x'));
    expect(error).toMatchObject({ status: 0, msg: MSG.offline });
    expect(notifier.calls).toEqual([{ kind: 'error', text: MSG.offline, seconds: 5 }]);
  });

  it('no answer while online → like other errors, with the transport text', async () => {
    server.route('GET', '/api/x', { destroy: true });
    const { client, notifier } = makeClient(server);
    const error = await apiErrorOf(client.get('/x'));
    expect(error).toMatchObject({ status: 0, msg: 'Network Error' });
    expect(notifier.calls).toEqual([{ kind: 'error', text: 'Network Error', seconds: 5 }]);
  });

  it('a canceled request rejects without telling the user', async () => {
    server.route('GET', '/api/slow', { delayMs: 300, body: { code: '0' } });
    const { client, notifier } = makeClient(server);
    const controller = new AbortController();
    const pending = client.get('/slow', { signal: controller.signal });
    controller.abort();
    const error = await apiErrorOf(pending);
    expect(error.canceled).toBe(true);
    expect(notifier.calls).toEqual([]);
  });
});

describe('3-second de-duplication', () => {
  it('shows the same text once within 3 s and again after', async () => {
    server.route('GET', '/api/busy', { body: { code: '9', msg: '系统繁忙' } });
    server.route('GET', '/api/bad', { status: 400, body: { msg: '系统繁忙' } });
    server.route('GET', '/api/other', { body: { code: '9', msg: '另一条' } });
    const { client, notifier, clock } = makeClient(server);

    await apiErrorOf(client.get('/busy'));
    clock.advance(1_000);
    await apiErrorOf(client.get('/bad')); // same text from a 400: still suppressed
    await apiErrorOf(client.get('/other')); // another text is shown
    clock.advance(1_999);
    await apiErrorOf(client.get('/busy'));
    expect(notifier.calls).toEqual([
      { kind: 'warning', text: '系统繁忙' },
      { kind: 'warning', text: '另一条' },
    ]);

    clock.advance(1); // 3 s after it was shown
    await apiErrorOf(client.get('/busy'));
    expect(notifier.calls).toEqual([
      { kind: 'warning', text: '系统繁忙' },
      { kind: 'warning', text: '另一条' },
      { kind: 'warning', text: '系统繁忙' },
    ]);
  });

  it('many requests failing at once with 400 show one message', async () => {
    server.route('GET', '/api/bad', { status: 400, body: {} });
    const { client, notifier } = makeClient(server);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => client.get('/bad')));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(notifier.calls).toEqual([{ kind: 'warning', text: MSG.badRequest }]);
  });
});
