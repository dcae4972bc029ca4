import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAINTENANCE_CACHE_BUSTER_PARAM } from '../../../src/config/constants';
import { MSG } from '../../../src/config/messages';
import { ApiError } from '../../../src/http/errors';
import { fetchMaintenanceHtml } from '../../../src/http/maintenance';
import { makeClient } from './support/fakes';
import { startTestServer, type TestServer } from './support/test-server';

const NOTICE = '<h1>系统维护中</h1><p>预计 22:00 恢复</p><script>window.hacked = 1</script><img src="x.png" onerror="window.hacked = 2">';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

const noticeUrl = () => `${server.origin}/maintenance.html`;
const html = (body: string) => ({ body, headers: { 'Content-Type': 'text/html; charset=utf-8' } });

describe('fetchMaintenanceHtml', () => {
  it('fetches the notice with a random value and returns it sanitized', async () => {
    server.route('GET', '/maintenance.html', html(NOTICE));
    const first = await fetchMaintenanceHtml({ url: noticeUrl() });
    await fetchMaintenanceHtml({ url: noticeUrl() });

    expect(first).toContain('<h1>系统维护中</h1>');
    expect(first).toContain('预计 22:00 恢复');
    expect(first).toContain('<img src="x.png">');
    expect(first).not.toMatch(/<script/i);
    expect(first).not.toMatch(/onerror/i);

    const [a, b] = server.requests.map((r) => r.query.get(MAINTENANCE_CACHE_BUSTER_PARAM));
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
    expect(server.requests[0]!.headers.token).toBeUndefined(); // not through the API client
  });

  it.each([
    ['missing file (404)', { status: 404, body: 'Not Found' }],
    ['empty file', html('  ')],
    ['only scripts and markup', html('<div id="root"></div><script src="/assets/index.js"></script>')],
    ['network error', { destroy: true }],
  ])('falls back to the routine text on %s', async (_, reply) => {
    server.route('GET', '/maintenance.html', reply);
    expect(await fetchMaintenanceHtml({ url: noticeUrl() })).toBe(MSG.maintenanceFallback);
  });
});

describe('503 through the client', () => {
  it('20 failing requests fetch the notice once and open one dialog with the sanitized HTML', async () => {
    server.route('GET', '/api/x', { status: 503, delayMs: 20, body: 'Service Unavailable' });
    server.route('GET', '/maintenance.html', { ...html(NOTICE), delayMs: 100 });
    const { client, notifier } = makeClient(server);

    const results = await Promise.allSettled(Array.from({ length: 20 }, () => client.get('/x')));

    for (const r of results) {
      expect(r.status).toBe('rejected');
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(ApiError);
      expect((r as PromiseRejectedResult).reason).toMatchObject({ status: 503, msg: MSG.maintenanceTitle });
    }
    expect(server.count('GET', '/maintenance.html')).toBe(1);
    expect(notifier.calls).toHaveLength(1);
    const [call] = notifier.calls;
    expect(call?.kind).toBe('maintenance');
    const shown = call?.kind === 'maintenance' ? call.html : '';
    expect(shown).toContain('预计 22:00 恢复');
    expect(shown).not.toMatch(/<script|onerror/i);
  });

  it('shows the fallback text when the notice file is missing', async () => {
    server.route('GET', '/api/x', { status: 503 });
    const { client, notifier } = makeClient(server);
    await expect(client.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(notifier.calls).toEqual([{ kind: 'maintenance', html: MSG.maintenanceFallback }]);
  });
});
