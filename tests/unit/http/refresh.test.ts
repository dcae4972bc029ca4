import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../src/config/messages';
import { ApiError } from '../../../src/http/errors';
import { createTokenRefresher } from '../../../src/http/refresh';
import { createMemorySession, makeClient, rejectionOf } from './support/fakes';
import { startTestServer, type Reply, type TestServer } from './support/test-server';

const REFRESH = '/api/user/users/refresh-token';
const CONCURRENT = 20;

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

/**
 * /api/data answers 401 to any token but `validToken`. The 401s are held until all CONCURRENT
 * requests have arrived, so every one of them really fails before any refresh can help.
 */
function routeData(validToken: string | undefined): void {
  let arrived = 0;
  let releaseAll: () => void = () => undefined;
  const allArrived = new Promise<void>((resolve) => (releaseAll = resolve));
  server.route('GET', '/api/data', async (request) => {
    const id = request.query.get('i');
    if (validToken !== undefined && request.headers.token === validToken) return { body: { code: '0', data: { id } } };
    arrived += 1;
    if (arrived === CONCURRENT) releaseAll();
    if (arrived <= CONCURRENT) await allArrived;
    return { status: 401, body: { code: '401', msg: 'token expired' } };
  });
}

function fireConcurrent(client: ReturnType<typeof makeClient>['client']) {
  return Promise.allSettled(Array.from({ length: CONCURRENT }, (_, i) => client.get('/data', { params: { i } })));
}

const dataRequestsWith = (token: string) =>
  server.requests.filter((r) => r.path === '/api/data' && r.headers.token === token).length;

describe('401 and token refresh', () => {
  it('20 concurrent 401s → one refresh call, 20 replays with the new token', async () => {
    routeData('new-token');
    server.route('POST', REFRESH, { delayMs: 50, body: { code: 0, access_token: 'new-token', refresh_token: 'refresh-2' } });
    const { client, session, notifier, onForcedLogout } = makeClient(server);

    const results = await fireConcurrent(client);

    expect(server.count('POST', REFRESH)).toBe(1);
    expect(JSON.parse(server.requests.find((r) => r.path === REFRESH)!.body)).toEqual({ refresh_token: 'refresh-1' });
    expect(dataRequestsWith('old-token')).toBe(CONCURRENT);
    expect(dataRequestsWith('new-token')).toBe(CONCURRENT);
    const ids = results.map((r) => (r.status === 'fulfilled' ? (r.value.data as { data: { id: string } }).data.id : 'failed'));
    expect(ids).toEqual(Array.from({ length: CONCURRENT }, (_, i) => String(i)));
    expect(session.token).toBe('new-token');
    expect(session.refreshToken).toBe('refresh-2');
    expect(onForcedLogout).not.toHaveBeenCalled();
    expect(notifier.calls).toEqual([]);
  });

  const failedRefreshes: Array<[string, Reply]> = [
    ['HTTP 500', { status: 500, body: { code: '500', msg: 'boom' } }],
    ['HTTP 401', { status: 401, body: { code: '401', msg: 'refresh token expired' } }],
    ["code '1'", { body: { code: '1', msg: 'invalid refresh token' } }],
    ['numeric code 1', { body: { code: 1, access_token: 'ignored' } }],
    ['no access_token', { body: { code: '0' } }],
    ['network error', { destroy: true }],
  ];

  it.each(failedRefreshes)('refresh failing with %s → forced logout once, all 20 rejected', async (_, reply) => {
    routeData('new-token');
    server.route('POST', REFRESH, { delayMs: 50, ...reply });
    const { client, session, notifier, onForcedLogout } = makeClient(server);

    const results = await fireConcurrent(client);

    expect(server.count('POST', REFRESH)).toBe(1);
    expect(onForcedLogout).toHaveBeenCalledTimes(1);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    for (const r of results) {
      const reason = (r as PromiseRejectedResult).reason as ApiError;
      expect(reason).toBeInstanceOf(ApiError);
      expect(reason).toMatchObject({ status: 401, msg: MSG.sessionExpiredTitle });
    }
    expect(server.count('GET', '/api/data')).toBe(CONCURRENT); // nothing replayed
    expect(session.token).toBe('old-token');
    expect(notifier.calls).toEqual([]); // the logout hook owns the dialog
  });

  it('after a failed refresh, a later 401 neither calls the refresh endpoint again nor logs out again', async () => {
    routeData('new-token');
    server.route('POST', REFRESH, { status: 401 });
    const hook = vi.fn();
    const sessionForRefresher = createMemorySession({ token: 'old-token', refreshToken: 'refresh-1' });
    const { client, onForcedLogout } = makeClient(server, {
      // A shared refresher, as the app has, with its own logout hook.
      refresher: createTokenRefresher({ baseURL: `${server.origin}/api`, tokens: sessionForRefresher, onForcedLogout: hook }),
    });
    await fireConcurrent(client);
    await expect(client.get('/data', { params: { i: 'late' } })).rejects.toBeInstanceOf(ApiError);
    expect(server.count('POST', REFRESH)).toBe(1);
    expect(hook).toHaveBeenCalledTimes(1);
    expect(onForcedLogout).not.toHaveBeenCalled();
  });

  it('no refresh token → forced logout once without calling the server', async () => {
    routeData('new-token');
    const { client, session, onForcedLogout } = makeClient(server);
    session.refreshToken = undefined;
    const results = await fireConcurrent(client);
    expect(server.count('POST', REFRESH)).toBe(0);
    expect(onForcedLogout).toHaveBeenCalledTimes(1);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
  });

  it('a replay that gets 401 again is not refreshed again: it forces logout', async () => {
    routeData(undefined); // 401 whatever the token
    server.route('POST', REFRESH, { body: { code: '0', access_token: 'new-token', refresh_token: 'refresh-2' } });
    const { client, onForcedLogout } = makeClient(server);

    const results = await fireConcurrent(client);

    expect(server.count('POST', REFRESH)).toBe(1);
    expect(dataRequestsWith('new-token')).toBe(CONCURRENT); // each replayed exactly once
    expect(onForcedLogout).toHaveBeenCalledTimes(1);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
  });

  it('the refresh endpoint answering 401 to a client call never starts a refresh', async () => {
    server.route('POST', REFRESH, { status: 401, body: { code: '401' } });
    const { client, onForcedLogout } = makeClient(server);
    const error = await rejectionOf(client.post('/user/users/refresh-token', { refresh_token: 'x' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(server.count('POST', REFRESH)).toBe(1);
    expect(onForcedLogout).toHaveBeenCalledTimes(1);
  });

  it('a late 401 of a request sent before the refresh is replayed without a second refresh', async () => {
    server.route('GET', '/api/fast', (r) => (r.headers.token === 'new-token' ? { body: { code: '0' } } : { status: 401 }));
    server.route('GET', '/api/slow', (r) =>
      r.headers.token === 'new-token' ? { body: { code: '0' } } : { status: 401, delayMs: 300 },
    );
    server.route('POST', REFRESH, { body: { code: '0', access_token: 'new-token', refresh_token: 'refresh-2' } });
    const { client, onForcedLogout } = makeClient(server);

    const [slow, fast] = await Promise.all([client.get('/slow'), client.get('/fast')]);

    expect(slow.status).toBe(200);
    expect(fast.status).toBe(200);
    expect(server.count('POST', REFRESH)).toBe(1);
    expect(onForcedLogout).not.toHaveBeenCalled();
  });

  it('a 401 of a request that carried no token is an ordinary error (nothing to refresh)', async () => {
    server.route('POST', '/api/login/login', { status: 401, body: { msg: '用户名或密码错误' } });
    const { client, session, notifier, onForcedLogout } = makeClient(server);
    session.token = undefined;
    const error = await rejectionOf(client.post('/login/login', { username: 'a', password: 'b' }));
    expect(error).toMatchObject({ status: 401, msg: '用户名或密码错误' });
    expect(server.count('POST', REFRESH)).toBe(0);
    expect(onForcedLogout).not.toHaveBeenCalled();
    expect(notifier.calls).toEqual([{ kind: 'error', text: '用户名或密码错误', seconds: 5 }]);
  });

  it('the table client shares the refresh flow', async () => {
    server.route('GET', '/api/rows', (r) =>
      r.headers.token === 'new-token' ? { body: { success: true, data: [], totalItem: 0 } } : { status: 401 },
    );
    server.route('POST', REFRESH, { body: { code: '0', access_token: 'new-token' } });
    const { client, session } = makeClient(server, { kind: 'table' });
    expect((await client.get('/rows')).data).toEqual({ success: true, data: [], totalItem: 0 });
    expect(session.refreshToken).toBe('refresh-1'); // kept when the answer carries none
  });
});
