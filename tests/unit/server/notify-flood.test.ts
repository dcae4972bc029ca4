// @vitest-environment node
/**
 * A client cannot flood the notification channel: a connection sending events faster than the limit is
 * closed, and an account's test messages beyond its quota are refused with 操作过于频繁，请稍后再试 and
 * stored nowhere, however many connections it opens.
 */
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_NOTIFY_LIMITS } from '../../../server/notify/notify-limits.js';
import { call, login, startTestServer, type TestServer } from './test-server.js';

let ts: TestServer;
const sockets: Socket[] = [];
beforeAll(async () => {
  ts = await startTestServer();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await ts.stop();
});

async function connect(token: string): Promise<Socket> {
  const socket = io(ts.url, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false, timeout: 5_000 });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

async function storedCount(token: string): Promise<number> {
  const { body } = await call(ts.url, '/api/notify/history?page=1&per_page=1', { token });
  return body.data.total as number;
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let waited = 0; waited < 5_000; waited += 20) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

it('closes a connection that floods events, having stored no more than the connection may send', async () => {
  const { token } = await login(ts.url, 'servicer');
  const before = await storedCount(token);
  const socket = await connect(token);
  const closed = new Promise<string>((resolve) => {
    setTimeout(() => resolve('still connected'), 5_000);
    socket.once('disconnect', resolve);
  });
  for (let i = 0; i < 500; i += 1) socket.emit('notify_test', { title: `刷屏${i}` });
  expect(await closed).toBe('io server disconnect');
  const stored = (await storedCount(token)) - before;
  expect(stored).toBeLessThanOrEqual(DEFAULT_NOTIFY_LIMITS.eventsPerConnection.max);
});

it('refuses an account\'s test messages beyond its quota, across all its connections', async () => {
  const { max } = DEFAULT_NOTIFY_LIMITS.createdPerAccount;
  const perConnection = DEFAULT_NOTIFY_LIMITS.eventsPerConnection.max - 5;
  const connections = Math.ceil((max + 10) / perConnection);
  const { token } = await login(ts.url, 'delivery');
  const before = await storedCount(token);
  const open = await Promise.all(Array.from({ length: connections }, () => connect(token)));
  const refusals: string[] = [];
  for (const socket of open) socket.on('notify_refused', (reason: { msg: string }) => refusals.push(reason.msg));
  for (const socket of open) for (let i = 0; i < perConnection; i += 1) socket.emit('notify_test', { title: '测试' });

  const sent = connections * perConnection;
  await until(() => refusals.length === sent - max, 'the refusals');
  expect(new Set(refusals)).toEqual(new Set(['操作过于频繁，请稍后再试']));
  expect((await storedCount(token)) - before).toBe(max);
  // Staying under the per-connection rate keeps every connection open.
  expect(open.every((socket) => socket.connected)).toBe(true);
});
