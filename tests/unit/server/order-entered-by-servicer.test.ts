// @vitest-environment node
// An order a service provider enters itself (订单录入, by its main account or a clerk's sub-account) names
// that provider (servicer_name, servicer_user_id) and keeps the carrier picked (承运商), so its detail shows both.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, type TestServer } from './test-server.js';

const ENTRY = { 'orders/order-entry.json': JSON.parse(readFileSync(join(process.cwd(), 'screens', 'orders', 'order-entry.json'), 'utf8')) as unknown };
let ts: TestServer;

beforeAll(async () => {
  ts = await startTestServer({}, undefined, ENTRY);
}, 60_000);
afterAll(async () => {
  await ts.stop();
});

const ORDER = {
  consignor_name: '优品家居旗舰店', start_contact: '李四', start_tel: '13800138001', end_contact: '张三', end_tel: '13800138000',
  end_province: '上海市', end_city: '上海市', end_address: '张江路1号', goods_name: '沙发', package_count: 1, service_type: 'DELIVERY',
  transporter_resource_id: 500001, transporter_name: '德邦物流',
};

describe('an order entered by a service provider', () => {
  for (const username of ['servicer', 'cs']) {
    it(`names the provider and the carrier (${username})`, async () => {
      const { token } = await login(ts.url, username);
      const created = await call(ts.url, '/api/order/waybills', { method: 'POST', token, body: ORDER });
      expect(created.status).toBe(200);
      const { body } = await call(ts.url, `/api/order/waybills/${String(created.body.data.id)}`, { token });
      expect(body.data).toMatchObject({ servicer_name: '上海顺捷供应链管理有限公司', transporter_name: '德邦物流' });
      expect(body.data.servicer_user_id).toBeGreaterThan(0);
    });
  }
});
