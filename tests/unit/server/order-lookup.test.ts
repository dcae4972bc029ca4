// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, type TestServer } from './test-server.js';

/** The product's split form: its order number field looks the waybill up (rule orderNo). */
const screens = {
  'transit/split-create.json': JSON.parse(readFileSync(join(process.cwd(), 'screens', 'transit', 'split-create.json'), 'utf8')) as unknown,
};

describe('order number lookup: the form saves the waybill id and status it found (widgets spec §3)', () => {
  let server: TestServer;
  let token = '';
  beforeAll(async () => {
    server = await startTestServer({}, undefined, screens);
    token = (await login(server.url, 'admin')).token;
  }, 60_000);
  afterAll(() => server.stop());

  it('answers GET /order/waybills/{orderNo} with the id and status, and a create keeps order_id and status', async () => {
    const list = await call(server.url, '/api/order/waybills?page=1&per_page=1', { token });
    const orderNo = String(list.body.data.list[0].order_no);
    const found = await call(server.url, `/api/order/waybills/${orderNo}`, { token });
    expect(found.body.code).toBe('0');
    const { id, status } = found.body.data as { id: number; status: string };
    expect(typeof id).toBe('number');
    expect(typeof status).toBe('string');

    const body = { order_no: orderNo, original_package_count: 3, split_count: 2, operator_name: '张三', reason: '分批送货', order_id: id, status };
    const created = await call(server.url, '/api/transit/splits', { method: 'POST', token, body });
    expect(created.body).toMatchObject({ code: '0' });
    const saved = await call(server.url, `/api/transit/splits/${created.body.data.id}`, { token });
    expect(saved.body.data).toMatchObject({ order_no: orderNo, order_id: id, status });
  });

  it('answers a number that names no waybill as missing', async () => {
    const missing = await call(server.url, '/api/order/waybills/299999999991', { token });
    expect(missing.status).toBe(404);
  });
});
