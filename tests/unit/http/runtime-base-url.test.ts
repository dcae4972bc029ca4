/**
 * The clients follow the base URL of the runtime config (issue 27): made before the config is read, they
 * send each request, and the session with it, to the base URL of that moment, and the session goes
 * nowhere else, the build's base URL included.
 */
import type { AxiosInstance } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REFRESH_TOKEN_PATH } from '../../../src/config/constants';
import { createTokenRefresher } from '../../../src/http/refresh';
import { makeClient } from './support/fakes';
import { startTestServer, type TestServer } from './support/test-server';

let buildBackend: TestServer;
let configuredBackend: TestServer;

beforeEach(async () => {
  buildBackend = await startTestServer();
  configuredBackend = await startTestServer();
  for (const s of [buildBackend, configuredBackend]) {
    for (const path of ['/api/echo', '/v2/echo']) s.route('GET', path, { body: { code: '0', data: null } });
  }
});
afterEach(async () => {
  await buildBackend.close();
  await configuredBackend.close();
});

const last = (s: TestServer) => s.requests[s.requests.length - 1]!;

describe('a client on the runtime base URL', () => {
  it('sends its requests and the session to the base URL set after it was made', async () => {
    let base = `${buildBackend.origin}/api`;
    const { client } = makeClient(buildBackend, { baseURL: () => base });
    await client.get('/echo');
    expect(last(buildBackend).headers.token).toBe('old-token');

    base = `${configuredBackend.origin}/v2`;
    expect(client.defaults.baseURL).toBe(base);
    await client.get('/echo');
    expect(last(configuredBackend).path).toBe('/v2/echo');
    expect(last(configuredBackend).headers.token).toBe('old-token');
    expect(last(configuredBackend).headers.userid).toBe('42');
  });

  it('no longer sends the session to the build base URL once the runtime one differs', async () => {
    let base = `${buildBackend.origin}/api`;
    const { client } = makeClient(buildBackend, { baseURL: () => base });
    base = `${configuredBackend.origin}/v2`;
    await client.get(`${buildBackend.origin}/api/echo`);
    expect(last(buildBackend).path).toBe('/api/echo');
    expect(last(buildBackend).headers.token).toBeUndefined();
    expect(last(buildBackend).headers.userid).toBeUndefined();
    // Nor outside the runtime base path on its own origin.
    await client.get(`${configuredBackend.origin}/api/echo`);
    expect(last(configuredBackend).path).toBe('/api/echo');
    expect(last(configuredBackend).headers.token).toBeUndefined();
  });

  it('refreshes the session at the runtime base URL', async () => {
    let base = 'https://build.example/api';
    const posted: string[] = [];
    // Only post is called; a whole axios instance is not needed to record its URL.
    const http = {
      post: async (url: string) => {
        posted.push(url);
        return { data: { code: '0', access_token: 'new-token' } };
      },
    } as unknown as AxiosInstance;
    const refresher = createTokenRefresher({
      baseURL: () => base,
      tokens: { getRefreshToken: () => 'refresh-1', setTokens: () => undefined },
      onForcedLogout: () => undefined,
      http,
    });
    base = 'https://configured.example/v2';
    expect(await refresher.refresh()).toBe('new-token');
    expect(posted).toEqual([`https://configured.example/v2${REFRESH_TOKEN_PATH}`]);
    expect(refresher.isRefreshUrl(`https://configured.example/v2${REFRESH_TOKEN_PATH}`)).toBe(true);
    expect(refresher.isRefreshUrl(`https://configured.example/api${REFRESH_TOKEN_PATH}`)).toBe(false);
  });
});
