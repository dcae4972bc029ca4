// @vitest-environment node
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, type TestServer } from './test-server.js';

interface Column { key: string; format?: { name: string; options?: Array<{ value: string; label: string }> } }
const INTERCEPTS = JSON.parse(readFileSync('screens/orders/order-intercept-index.json', 'utf8')) as { columns: Column[] };
const labels = new Map((INTERCEPTS.columns.find((c) => c.key === 'status')?.format?.options ?? []).map((o) => [o.value, o.label]));

let ts: TestServer;
beforeAll(async () => {
  ts = await startTestServer({}, undefined, { 'orders/order-intercept-index.json': INTERCEPTS });
});
afterAll(async () => {
  await ts.stop();
});

describe('订单拦截 status column', () => {
  it('has a label for the status of every seeded intercept and of one raised from an order', async () => {
    const { token } = await login(ts.url, 'admin');
    const seeded = await call(ts.url, '/api/order/intercepts', { token });
    const statuses = new Set((seeded.body.data.list as Array<{ status: string }>).map((row) => row.status));
    expect(statuses.size).toBeGreaterThan(1);
    for (const status of statuses) expect(labels.get(status), status).toMatch(/[\u4e00-\u9fa5]/);
    // An order's state (the create form's lookup copies it into the body) is never stored as an intercept's.
    const order = (seeded.body.data.list as Array<{ order_no: string }>)[0];
    const created = await call(ts.url, '/api/order/intercepts', {
      method: 'POST', token, body: { order_no: order?.order_no, status: 'WAIT_RECEIVE', intercept_type: 'HOLD', applicant_name: '李建国', reason: '暂缓派送' },
    });
    expect(labels.has(String(created.body.data?.status))).toBe(true);
  });
});
