// @vitest-environment node
/**
 * The bell's channel over the real server when the access token expires: the server closes the socket at
 * the token's expiry, and once the session holds a refreshed token the channel connects again with it and
 * pushes arrive as before. A socket the server closed stays closed while the token is the same one.
 */
import axios from 'axios';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { requestTestNotification, startNotifications, useNotifyStore, type NotifyItem } from '../../../src/notify';
import { call, login, startTestServer, type TestServer } from '../server/test-server.js';

let ts: TestServer;
beforeAll(async () => {
  ts = await startTestServer({ accessTokenTtlSeconds: 2 });
});
afterAll(async () => {
  await ts.stop();
});

async function until(condition: () => boolean, what: string, ms = 5_000): Promise<void> {
  for (let waited = 0; waited < ms; waited += 20) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const status = () => useNotifyStore.getState().status;

it('connects again with the refreshed token after the server closed the channel at the token\'s expiry', async () => {
  const session = await login(ts.url, 'servicer');
  let token = session.token;
  const pushed: NotifyItem[] = [];
  const client = axios.create({ baseURL: `${ts.url}/api`, validateStatus: () => true });
  client.interceptors.request.use((config) => {
    config.headers.set('token', token);
    return config;
  });
  const stop = startNotifications({ url: ts.url, getToken: () => token, getUserId: () => '2', client, connect: io, onPush: (item) => pushed.push(item) });
  try {
    await until(() => status() === 'connected', 'the channel to connect');
    await until(() => status() !== 'connected', 'the server to close the channel at expiry', 4_500);
    // Still the expired token: the channel waits rather than knocking with it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(status()).not.toBe('connected');

    const refreshed = await call(ts.url, '/api/user/users/refresh-token', { method: 'POST', body: { refresh_token: session.refresh } });
    token = refreshed.body.access_token as string;
    await until(() => status() === 'connected', 'the channel to connect with the refreshed token');
    expect(requestTestNotification({ title: '续期后推送' })).toBe(true);
    await until(() => pushed.some((item) => item.title === '续期后推送'), 'the test message');
  } finally {
    stop();
  }
});
