// @vitest-environment node
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
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

interface Message {
  id: number;
  title: string;
  message: string;
  data: { route?: string; file_url?: string };
  meta: { idempotency_key: string; ts: number };
  is_read: 0 | 1;
}

async function unread(token: string, param = 'unread'): Promise<{ list: Message[]; total: number }> {
  const { status, body } = await call(ts.url, `/api/notify/history?${param}=1&per_page=20&page=1`, { token });
  expect(status).toBe(200);
  return body.data;
}

it('needs a token for every notification call', async () => {
  for (const [method, path] of [['GET', '/api/notify/history'], ['PUT', '/api/notify/history/1'], ['PUT', '/api/notify/history/read-all'], ['POST', '/api/notify/history/read']]) {
    expect((await call(ts.url, path!, { method, body: method === 'GET' ? undefined : {} })).status).toBe(401);
  }
});

it('seeds each user with Chinese messages of their own work, unread ones with routes or files', async () => {
  const { token } = await login(ts.url, 'servicer');
  const page = await unread(token);
  expect(page.total).toBeGreaterThanOrEqual(4);
  expect(page.list.every((m) => m.is_read === 0)).toBe(true);
  expect(page.list.some((m) => m.data.route?.startsWith('/saas/'))).toBe(true);
  expect(page.list.some((m) => m.data.file_url)).toBe(true);
  expect(page.list.every((m) => /[\u4e00-\u9fa5]/.test(m.title + m.message))).toBe(true);
  // Newest first.
  const times = page.list.map((m) => m.meta.ts);
  expect([...times].sort((a, b) => b - a)).toEqual(times);
  // The fallback parameter lists the same messages.
  expect((await unread(token, 'only_unread')).list.map((m) => m.id)).toEqual(page.list.map((m) => m.id));

  // A merchant's messages lead to merchant routes.
  const merchant = await unread((await login(ts.url, 'consignor')).token);
  expect(merchant.list.some((m) => m.data.route === '/da/order/index')).toBe(true);
  expect(merchant.list.some((m) => m.data.route?.startsWith('/saas/order/'))).toBe(false);
});

it('marks one message read (PUT, or the POST fallback) and only the caller’s own', async () => {
  const { token } = await login(ts.url, 'cs');
  const before = await unread(token);
  const [first, second] = before.list;
  const put = await call(ts.url, `/api/notify/history/${first!.id}`, { method: 'PUT', token, body: { action: 'read' } });
  expect(put.body).toMatchObject({ code: '0', data: { id: first!.id, is_read: 1, unread_count: before.total - 1 } });
  const after = await unread(token);
  expect(after.total).toBe(before.total - 1);
  expect(after.list.map((m) => m.id)).not.toContain(first!.id);

  // The client sends ids as text.
  const post = await call(ts.url, '/api/notify/history/read', { method: 'POST', token, body: { ids: [String(second!.id)] } });
  expect(post.body.data).toMatchObject({ updated: 1, unread_count: before.total - 2 });
  // The records screen still lists them, as read.
  const read = await call(ts.url, '/api/notify/history?unread=0', { token });
  expect(read.body.data.list.map((m: Message) => m.id)).toEqual(expect.arrayContaining([first!.id, second!.id]));

  // Another user's message is not found, and is left unread.
  const other = (await login(ts.url, 'supervisor')).token;
  const theirs = (await unread(other)).list[0]!;
  expect((await call(ts.url, `/api/notify/history/${theirs.id}`, { method: 'PUT', token, body: { action: 'read' } })).status).toBe(404);
  expect((await call(ts.url, '/api/notify/history/read', { method: 'POST', token, body: { ids: [theirs.id] } })).body.data.updated).toBe(0);
  expect((await unread(other)).list.map((m) => m.id)).toContain(theirs.id);
  // Only the action 'read' is understood.
  expect((await call(ts.url, `/api/notify/history/${first!.id}`, { method: 'PUT', token, body: { action: 'delete' } })).status).toBe(400);
});

it('marks everything read with PUT read-all, and with the POST fallback', async () => {
  for (const [user, method] of [['finance', 'PUT'], ['delivery', 'POST']] as const) {
    const { token } = await login(ts.url, user);
    expect((await unread(token)).total).toBeGreaterThan(0);
    const done = await call(ts.url, '/api/notify/history/read-all', { method, token });
    expect(done.body).toMatchObject({ code: '0', data: { unread_count: 0 } });
    expect(await unread(token)).toMatchObject({ list: [], total: 0 });
  }
});

it('downloads the file a download message links to, for its owner only', async () => {
  const { token } = await login(ts.url, 'supervisor');
  const withFile = (await unread(token)).list.find((m) => m.data.file_url)!;
  const url = withFile.data.file_url!;
  expect(url).toMatch(/^\/api\/notify\/history\/\d+\/files\/.+\.csv$/);
  const file = await fetch(ts.url + url, { headers: { token } });
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toContain('text/csv');
  const csv = await file.text();
  expect(csv.split('\r\n')[0]).toContain('order_no');
  // Only signed orders (the message's filter); a signed order's track names the states it went through.
  const [header = '', ...lines] = csv.split('\r\n').filter((line) => line !== '');
  const statusColumn = header.split(',').indexOf('status');
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.every((line) => line.split(',')[statusColumn] === 'SIGNED')).toBe(true);
  const stranger = (await login(ts.url, 'finance')).token;
  expect((await fetch(ts.url + url, { headers: { token: stranger } })).status).toBe(404);
});

it('stores a message pushed over the socket, so it is in the unread list', async () => {
  const { token } = await login(ts.url, 'admin');
  const before = await unread(token);
  const socket = io(ts.url, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  const received = new Promise<Message>((resolve) => socket.on('notify', resolve));
  socket.emit('notify_test', { title: '新工单', message: '客户提交了维修工单', route: '//evil.example/x' });
  const pushed = await received;
  // A route that is not a local path is replaced by the message list.
  expect(pushed).toMatchObject({ title: '新工单', message: '客户提交了维修工单', data: { route: '/saas/message/index' }, is_read: 0 });
  const after = await unread(token);
  expect(after.total).toBe(before.total + 1);
  expect(after.list[0]).toEqual(pushed);
});
