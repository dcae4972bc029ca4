import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_DEDUP_MS } from '../../../src/config/constants';
import { createDeduper } from '../../../src/http/dedupe';
import { createClock, makeClient, rejectionOf } from './support/fakes';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await server.close();
});

describe('a silent client and the shared 3 s de-duplication window', () => {
  it('a silenced failure does not hide the same message of a visible request right after it', async () => {
    server.route('GET', '/api/notifications', { body: { code: '1001', msg: '运单号已存在' } });
    server.route('GET', '/api/list', { body: { code: '1001', msg: '运单号已存在' } });
    const clock = createClock();
    const shouldShow = createDeduper(ERROR_DEDUP_MS, clock.now);
    const quiet = makeClient(server, { shouldShow, silent: true });
    const visible = makeClient(server, { shouldShow });

    await rejectionOf(quiet.client.get('/notifications'));
    expect(quiet.notifier.calls).toEqual([]);
    clock.advance(100);
    await rejectionOf(visible.client.get('/list'));
    expect(visible.notifier.calls).toEqual([{ kind: 'warning', text: '运单号已存在' }]);
  });

  it('two visible failures with the same text within 3 s show it once, and again after 3 s', async () => {
    server.route('GET', '/api/list', { body: { code: '1001', msg: '运单号已存在' } });
    let at = 1_000_000;
    const shouldShow = createDeduper(3000, () => at);
    const { client, notifier } = makeClient(server, { shouldShow });
    await rejectionOf(client.get('/list'));
    at += 2999;
    await rejectionOf(client.get('/list'));
    expect(notifier.calls).toHaveLength(1);
    at += 1;
    await rejectionOf(client.get('/list'));
    expect(notifier.calls).toEqual([
      { kind: 'warning', text: '运单号已存在' },
      { kind: 'warning', text: '运单号已存在' },
    ]);
  });
});
