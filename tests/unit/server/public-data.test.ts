// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskName, maskPhone } from '../../../server/records/mask.js';
import { ORDER_LOOKUP_MESSAGE } from '../../../server/records/public-data.js';
import { call, login, startTestServer, type TestServer } from './test-server.js';

/** The product's own public descriptors, so the server derives the collections the screens use. */
const publicScreens = Object.fromEntries(['order-query.json', 'order-attachment.json', 'order-plan.json'].map((file) =>
  [`public/${file}`, JSON.parse(readFileSync(join(process.cwd(), 'screens', 'public', file), 'utf8')) as unknown]));

interface Row { [key: string]: unknown }

describe('masking', () => {
  it('keeps the first 3 and last 4 digits of a phone and the first character of a name', () => {
    expect(maskPhone('18733685666')).toBe('187****5666');
    expect(maskPhone('0571-8888')).toBe('*******88');
    expect(maskName('吴超')).toBe('吴*');
    expect(maskName('欧阳晓明')).toBe('欧***');
  });
});

describe('public data without a login', () => {
  let server: TestServer;
  let token = '';
  let orders: Row[] = [];
  beforeAll(async () => {
    server = await startTestServer({}, undefined, publicScreens);
    token = (await login(server.url, 'admin')).token;
    const store = server.server.context.collections;
    // The public query answers from the orders themselves (server/workflow/public-order-query.ts).
    orders = store.get('waybills')!.allRows();
  }, 60_000);
  afterAll(() => server.stop());

  it('refuses to list orders without an order number, external number or phone', async () => {
    for (const query of ['', '?page=1&per_page=500', '?consignor_name=家居', '?order_no=%20']) {
      const { status, body } = await call(server.url, `/api/public/order/query${query}`);
      expect(status).toBe(400);
      expect(body).toEqual({ code: '400', msg: ORDER_LOOKUP_MESSAGE });
    }
  });

  it('finds an order only by its whole number, and masks the receiver', async () => {
    const order = orders[0]!;
    const orderNo = String(order.order_no);
    const fragment = await call(server.url, `/api/public/order/query?order_no=${orderNo.slice(0, 6)}`);
    expect(fragment.body.data.total).toBe(0);

    const found = await call(server.url, `/api/public/order/query?order_no=${orderNo}`);
    expect(found.status).toBe(200);
    const rows = found.body.data.list as Row[];
    expect(rows.length).toBe(orders.filter((o) => o.order_no === orderNo).length);
    expect(rows.every((r) => r.order_no === orderNo)).toBe(true);
    const row = rows.find((r) => r.id === order.id)!;
    expect(row.end_tel).toBe(maskPhone(String(order.end_tel)));
    expect(row.end_tel).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(row.end_contact).toBe(maskName(String(order.end_contact)));

    const byPhone = await call(server.url, `/api/public/order/query?end_tel=${String(order.end_tel)}`);
    expect((byPhone.body.data.list as Row[]).map((r) => r.order_no)).toContain(orderNo);
  });

  it('serves no export, table, single record or writes of the public collections, with or without a token', async () => {
    for (const path of ['/api/public/order/query/export', '/api/public/order/query/table', '/api/public/order/query/1', '/api/public/order/attachments', '/api/public/order/departure-plans/export']) {
      expect((await call(server.url, path)).status, path).toBe(404);
    }
    const write = await call(server.url, '/api/public/order/query', { method: 'POST', token, body: { order_no: '260000000001' } });
    expect(write.status).toBe(404);
  });

  it('opens an attachment only with its number, and a wrong number looks like a missing record', async () => {
    const attachments = [...server.server.context.collections.values()].find((s) => s.spec.path === '/public/order/attachments')!;
    const first = attachments.find(1, undefined)!;
    const right = await call(server.url, `/api/public/order/attachments/1?attachment_no=${encodeURIComponent(String(first.attachment_no))}`);
    expect(right.status).toBe(200);
    expect(right.body.data.attachment_no).toBe(first.attachment_no);

    const wrong = await call(server.url, '/api/public/order/attachments/1?attachment_no=AT0000000000');
    const missing = await call(server.url, `/api/public/order/attachments/99999?attachment_no=${encodeURIComponent(String(first.attachment_no))}`);
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual(missing.body);
    expect((await call(server.url, '/api/public/order/attachments/1')).status).toBe(400);
  });

  it('still lists reference data such as the departure plan', async () => {
    const { status, body } = await call(server.url, '/api/public/order/departure-plans?page=1&per_page=5');
    expect(status).toBe(200);
    expect(body.data.total).toBeGreaterThan(0);
  });
});
