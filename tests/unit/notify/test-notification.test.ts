// @vitest-environment node
/**
 * 测试推送 over the real channel: the bell's service emits 'notify_test' on its open socket.io connection
 * to the reference server, and the message the server sends back lands in the list (core spec §7).
 */
import axios from 'axios';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { requestTestNotification, startNotifications, useNotifyStore, type NotifyItem } from '../../../src/notify';
import { login, startTestServer, type TestServer } from '../server/test-server.js';

let ts: TestServer;
let token = '';
beforeAll(async () => {
  ts = await startTestServer();
  token = (await login(ts.url, 'cs')).token;
});
afterAll(async () => {
  await ts.stop();
});

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let waited = 0; waited < 5_000; waited += 20) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

it('sends nothing without an open channel, and brings a test message back once connected', async () => {
  expect(requestTestNotification()).toBe(false);
  const pushed: NotifyItem[] = [];
  const client = axios.create({ baseURL: `${ts.url}/api`, headers: { token } });
  const stop = startNotifications({ url: ts.url, getToken: () => token, getUserId: () => '5', client, connect: io, onPush: (item) => pushed.push(item) });
  try {
    await until(() => useNotifyStore.getState().status === 'connected', 'the channel to connect');
    // The unread list is asked for once connected; cs has seeded unread messages, so it has come when any is listed.
    await until(() => useNotifyStore.getState().items.length > 0, 'the unread messages to be listed');
    const unreadBefore = useNotifyStore.getState().unreadCount;
    expect(requestTestNotification({ title: '推送自检' })).toBe(true);
    await until(() => pushed.length > 0, 'the test message');
    expect(pushed[0]).toMatchObject({ title: '推送自检' });
    expect(useNotifyStore.getState().items.some((item) => item.title === '推送自检')).toBe(true);
    expect(useNotifyStore.getState().unreadCount).toBe(unreadBefore + 1);
  } finally {
    stop();
  }
  expect(requestTestNotification()).toBe(false);
});
