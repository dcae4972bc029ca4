// @vitest-environment node
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { login, startTestServer, type TestServer } from './test-server.js';

let ts: TestServer;
const sockets: Socket[] = [];
beforeAll(async () => {
  ts = await startTestServer();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await ts.stop();
});

function connect(auth: Record<string, string>): Socket {
  const socket = io(ts.url, { path: '/socket.io', transports: ['websocket'], auth, reconnection: false, timeout: 5_000 });
  sockets.push(socket);
  return socket;
}

it('refuses a connection without a valid token', async () => {
  const attempts: Array<Record<string, string>> = [{}, { token: 'garbage' }];
  for (const auth of attempts) {
    const socket = connect(auth);
    const error = await new Promise<Error>((resolve, reject) => {
      socket.on('connect_error', resolve);
      socket.on('connect', () => reject(new Error('connected without a token')));
    });
    expect(error.message).toBe('登录已过期，请重新登录');
  }
});

it('delivers a notify event after notify_test', async () => {
  const { token } = await login(ts.url, 'cs');
  const socket = connect({ token });
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  const received = new Promise<Record<string, unknown>>((resolve) => socket.on('notify', resolve));
  socket.emit('notify_test', { title: '催单提醒', route: '/saas/ticket/v2/index' });
  const message = await received;
  expect(message).toMatchObject({ title: '催单提醒', data: { route: '/saas/ticket/v2/index' } });
  expect(typeof message.id).toBe('number');
  expect(typeof message.message).toBe('string');
  const meta = message.meta as { idempotency_key: string; ts: number };
  expect(typeof meta.idempotency_key).toBe('string');
  expect(Math.abs(Date.now() - meta.ts)).toBeLessThan(10_000);
});
