// @vitest-environment node
/**
 * The notification socket follows the session: it is closed when the account logs out (or its sessions
 * end otherwise) and when its access token expires, a new connection with a refreshed token works, and
 * the token is only taken from socket.io's handshake auth, never from the connection URL.
 */
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, type TestServer } from './test-server.js';

const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

function open(url: string, options: { auth?: Record<string, string>; query?: Record<string, string> }): Socket {
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, timeout: 5_000, ...options });
  sockets.push(socket);
  return socket;
}

async function connected(socket: Socket): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

/** Resolves with the disconnect reason, or 'still connected' after `ms`. */
function disconnectWithin(socket: Socket, ms: number): Promise<string> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('still connected'), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a socket of a session that ends', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer();
  });
  afterAll(() => ts.stop());

  it('is disconnected by the server at logout and receives nothing afterwards', async () => {
    const first = await login(ts.url, 'cs');
    const second = await login(ts.url, 'cs');
    const loggedOut = open(ts.url, { auth: { token: first.token } });
    const other = open(ts.url, { auth: { token: second.token } });
    await Promise.all([connected(loggedOut), connected(other)]);
    const received: unknown[] = [];
    loggedOut.on('notify', (message) => received.push(message));

    const closed = disconnectWithin(loggedOut, 3_000);
    expect((await call(ts.url, '/api/login/logout', { method: 'POST', token: first.token, body: {} })).body.code).toBe('0');
    expect(await closed).toBe('io server disconnect');

    // The account's other session keeps its channel; a message pushed to the account reaches only that one.
    const arrived = new Promise((resolve) => other.once('notify', resolve));
    other.emit('notify_test', { title: '登出后的消息' });
    await arrived;
    await pause(200);
    expect(received).toEqual([]);
    expect(other.connected).toBe(true);
  });

  it('is disconnected when a password change signs the account\'s other sessions out', async () => {
    const { token: stays } = await login(ts.url, 'finance');
    const { token: ends } = await login(ts.url, 'finance');
    const ending = open(ts.url, { auth: { token: ends } });
    const staying = open(ts.url, { auth: { token: stays } });
    await Promise.all([connected(ending), connected(staying)]);
    const closed = disconnectWithin(ending, 3_000);
    const changed = await call(ts.url, '/api/user/users/updatePassword', {
      method: 'POST', token: stays, body: { old_password: 'demo1234', password: 'demo1234' },
    });
    expect(changed.body.code, JSON.stringify(changed.body)).toBe('0');
    expect(await closed).toBe('io server disconnect');
    expect(staying.connected).toBe(true);
  });
});

describe('a socket whose access token expires', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer({ accessTokenTtlSeconds: 2 });
  });
  afterAll(() => ts.stop());

  it('is disconnected at the token\'s expiry, and a connection with the refreshed token works', async () => {
    const { token, refresh } = await login(ts.url, 'servicer');
    const socket = open(ts.url, { auth: { token } });
    await connected(socket);
    expect(await disconnectWithin(socket, 4_500)).toBe('io server disconnect');

    const refreshed = await call(ts.url, '/api/user/users/refresh-token', { method: 'POST', body: { refresh_token: refresh } });
    expect(refreshed.body.code).toBe(0);
    const again = open(ts.url, { auth: { token: refreshed.body.access_token as string } });
    await connected(again);
    const message = new Promise<{ title: string }>((resolve) => again.once('notify', resolve));
    again.emit('notify_test', { title: '续期后的消息' });
    expect((await message).title).toBe('续期后的消息');
  });
});

describe('where the token travels', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer();
  });
  afterAll(() => ts.stop());

  it('refuses a token in the connection URL and accepts it in the handshake auth', async () => {
    const { token } = await login(ts.url, 'consignor');
    const inQuery = open(ts.url, { query: { token } });
    const error = await new Promise<Error>((resolve, reject) => {
      inQuery.once('connect_error', resolve);
      inQuery.once('connect', () => reject(new Error('connected with the token in the URL')));
    });
    expect(error.message).toBe('令牌不能放在连接地址中，请通过握手认证信息（auth）传递');

    // Even next to a valid handshake token, a token in the URL is refused (it would end up in access logs).
    const both = open(ts.url, { auth: { token }, query: { token } });
    await expect(connected(both)).rejects.toThrow('令牌不能放在连接地址中');

    const inAuth = open(ts.url, { auth: { token } });
    await connected(inAuth);
    expect(inAuth.connected).toBe(true);
  });
});
