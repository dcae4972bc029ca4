// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, type TestServer } from './test-server.js';

type Row = Record<string, unknown>;
let ts: TestServer;
let token: string;
const all = new Map<string, Row[]>();

const RESOURCES: ReadonlyArray<readonly [path: string, count: number]> = [
  ['/resource/consignors', 30], ['/resource/servicers', 12], ['/resource/transporters', 40], ['/resource/stores', 40],
  ['/resource/factories', 10], ['/resource/suppliers', 10], ['/resource/deliveries', 15], ['/resource/stations', 20],
  ['/warehouse/warehouses', 6], ['/warehouse/locations', 60], ['/product/products', 80], ['/order/waybills', 120],
  ['/order/abnormals', 30], ['/order/tickets', 40],
];
/** Seeded from other seeds: one settlement line per fee line of each signed order, and the bills of those lines. */
const DERIVED: readonly string[] = ['/finance/settlements', '/finance/bills'];

beforeAll(async () => {
  ts = await startTestServer();
  token = (await login(ts.url, 'admin')).token;
  for (const path of [...RESOURCES.map(([resource]) => resource), ...DERIVED]) {
    const { body } = await call(ts.url, `${'/api'}${path}?per_page=500`, { token });
    all.set(path, body.data.list);
  }
}, 60_000);
afterAll(async () => {
  await ts.stop();
});

const rows = (path: string): Row[] => all.get(path) ?? [];
const values = (path: string, key: string): Set<unknown> => new Set(rows(path).map((row) => row[key]));
const get = (path: string) => call(ts.url, path, { token });

describe('core entities', () => {
  it('are seeded with the planned number of records', () => {
    for (const [path, count] of RESOURCES) expect([path, rows(path).length]).toEqual([path, count]);
    const signedLines = rows('/order/waybills').filter((order) => order.status === 'SIGNED')
      .reduce((total, order) => total + (Array.isArray(order.fee_lines) ? order.fee_lines.length : 0), 0);
    expect(signedLines).toBeGreaterThan(0);
    expect(rows('/finance/settlements')).toHaveLength(signedLines);
  });

  it('refer to each other consistently', () => {
    const consignors = values('/resource/consignors', 'name');
    const servicers = values('/resource/servicers', 'name');
    const deliveries = values('/resource/deliveries', 'name');
    const orderNos = values('/order/waybills', 'order_no');
    for (const waybill of rows('/order/waybills')) {
      expect(consignors).toContain(waybill.consignor_name);
      expect(servicers).toContain(waybill.servicer_name);
      if (waybill.delivery_name !== '') expect(deliveries).toContain(waybill.delivery_name);
      expect(String(waybill.order_no)).toMatch(/^2\d{10}[1-3]$/);
    }
    for (const path of ['/order/abnormals', '/order/tickets', '/finance/settlements']) {
      for (const row of rows(path)) expect(orderNos).toContain(row.order_no);
    }
    const partners = new Set([...consignors, ...deliveries, ...values('/resource/transporters', 'name')]);
    expect(rows('/finance/bills').length).toBeGreaterThan(0);
    for (const bill of rows('/finance/bills')) {
      expect(partners).toContain(bill.settle_target_name);
      expect(rows('/finance/settlements').filter((line) => line.bill_no === bill.bill_no).length).toBe(bill.line_count);
    }
    for (const store of rows('/resource/stores')) expect(consignors).toContain(store.consignor_name);
    for (const product of rows('/product/products')) expect(consignors).toContain(product.consignor_name);
    const warehouses = values('/warehouse/warehouses', 'name');
    for (const location of rows('/warehouse/locations')) expect(warehouses).toContain(location.warehouse_name);
  });

  it('use the documented keys and spread statuses over the whole enum', () => {
    expect(Object.keys(rows('/resource/transporters')[0] ?? {})).toEqual(expect.arrayContaining([
      'name', 'phone', 'object_sub_type', 'plate_no', 'vehicle_type', 'settle_type_code', 'status', 'longitude', 'latitude', 'last_located_at', 'created_at',
    ]));
    expect(values('/resource/transporters', 'object_sub_type')).toEqual(new Set(['T_ZX', 'T_PZ', 'T_SJ']));
    for (const carrier of rows('/resource/transporters')) expect(String(carrier.plate_no)).toMatch(/^[\u4e00-\u9fa5][A-Z]·[A-Z]\d{4}$/);
    expect(values('/order/waybills', 'status')).toEqual(new Set([
      'DRAFT', 'WAIT_RECEIVE', 'RECEIVED', 'IN_STORAGE', 'IN_TRANSIT', 'ARRIVED', 'DELIVERING', 'SIGNED', 'CANCELLED', 'RECYCLED',
    ]));
    expect(values('/order/abnormals', 'status').size).toBe(6);
    // Every saved ticket status of core §4, PROCESSING included (CREATE is a stage, never saved).
    expect(values('/order/tickets', 'status').size).toBe(12);
    expect(values('/order/tickets', 'type').size).toBe(9);
    expect(values('/finance/bills', 'status')).toEqual(new Set(['UNCONFIRMED', 'CONFIRMED', 'SETTLED']));
    for (const bill of rows('/finance/bills')) expect(String(bill.period)).toMatch(/^\d{4}-\d{2}$/);
    for (const waybill of rows('/order/waybills')) if (waybill.status === 'SIGNED') expect(waybill.sign_time).toMatch(/^\d{4}-/);
  });

  it('filter by any field under its own name, as status views need', async () => {
    const calls = await get('/api/order/tickets?type=CALL&per_page=100');
    expect(calls.body.data.total).toBe(rows('/order/tickets').filter((t) => t.type === 'CALL').length);
    const drivers = await get('/api/resource/transporters?object_sub_type=T_SJ&per_page=100');
    expect(drivers.body.data.total).toBe(16);
    const received = await get('/api/order/waybills?status=RECEIVED&per_page=500');
    expect(received.body.data.list.every((w: Row) => w.status === 'RECEIVED')).toBe(true);
    const timedOut = await get('/api/order/tickets?is_timed_out=1');
    expect(timedOut.body.data.total).toBe(rows('/order/tickets').filter((t) => t.is_timed_out === 1).length);
    // Array fields match any item (order tags by code).
    const tagged = await get('/api/order/waybills?tags=RETURN,TICKET&per_page=500');
    const expected = rows('/order/waybills').filter((w) => (w.tags as Array<{ code: string }>).some((t) => t.code === 'RETURN' || t.code === 'TICKET'));
    expect(tagged.body.data.total).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(0);
    expect((await get('/api/order/waybills?status=UNKNOWN')).status).toBe(400);
  });

  it('fills what a create leaves out: business numbers and the product category path', async () => {
    const abnormal = await call(ts.url, '/api/order/abnormals', {
      method: 'POST', token, body: { order_no: rows('/order/waybills')[0]?.order_no, abnormal_type: 'DAMAGE', description: '外包装破损' },
    });
    expect(abnormal.body.data.abnormal_no).toMatch(/^YC\d{10}$/);
    expect(abnormal.body.data.status).toBe('PENDING');
    const product = await call(ts.url, '/api/product/products', {
      method: 'POST', token, body: { name: '实木茶几', lv1_category_name: '家具', lv2_category_name: '茶几' },
    });
    expect(product.body.data).toMatchObject({ category_path: '家具/茶几', package: 1 });
    expect(product.body.data.code).toMatch(/^SP\d+$/);
    const dup = await call(ts.url, '/api/resource/consignors', { method: 'POST', token, body: { name: '优品家居旗舰店', contact: '王五', phone: '13800001111' } });
    expect(dup.body).toEqual({ code: '400', msg: '商家名称已存在' });
  });
});
