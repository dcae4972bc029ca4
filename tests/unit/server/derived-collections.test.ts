// @vitest-environment node
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_SCREENS } from './fixture-screens.js';
import { call, login, startTestServer, type TestServer } from './test-server.js';
import { screenFileText } from './screen-file.js';

const SLOW = 60_000;
let ts: TestServer;
let token: string;
beforeAll(async () => {
  ts = await startTestServer({}, undefined, FIXTURE_SCREENS);
  token = (await login(ts.url, 'admin')).token;
}, SLOW);
afterAll(async () => {
  await ts.stop();
});

type Row = Record<string, unknown>;
const get = (path: string) => call(ts.url, path, { token });
const list = async (query = ''): Promise<{ rows: Row[]; total: number }> => {
  const { body } = await get(`/api/fixture/stowages?per_page=500${query}`);
  expect(body.code).toBe('0');
  return { rows: body.data.list, total: body.data.total };
};

describe('a collection derived from list, form and show descriptors', () => {
  it('is seeded with 25-40 rows carrying the union of the descriptors\' keys, typed by format', async () => {
    const { rows, total } = await list();
    expect(total).toBeGreaterThanOrEqual(25);
    expect(total).toBeLessThanOrEqual(40);
    const row = rows[0] as Row;
    for (const key of ['stowage_no', 'line_name', 'consignor_name', 'driver_phone', 'freight_amount', 'order_count', 'status', 'depart_time', 'transporter_name', 'plate_no', 'is_urgent', 'remark']) {
      expect(row).toHaveProperty(key);
    }
    expect(row).not.toHaveProperty('carrier.name');
    expect(typeof row.freight_amount).toBe('number');
    expect(Number.isInteger(row.order_count)).toBe(true);
    expect([0, 1]).toContain(row.is_urgent);
    expect(Array.isArray(row.tags)).toBe(true);
    expect(String(row.driver_phone)).toMatch(/^1[3-9]\d{9}$/);
    expect(String(row.depart_time)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(String(row.stowage_no)).toMatch(/^ST\d{10}$/);
    // Money keeps two decimals; every status option has rows.
    for (const r of rows) expect(Math.round(Number(r.freight_amount) * 100) / 100).toBe(r.freight_amount);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['PLANNED', 'DEPARTED', 'ARRIVED']));
  });

  it('takes entity keys from the core collections', async () => {
    const consignors = (await get('/api/resource/consignors?per_page=500')).body.data.list.map((r: Row) => r.name);
    const transporters = (await get('/api/resource/transporters?per_page=500')).body.data.list.map((r: Row) => r.name);
    const { rows } = await list();
    for (const row of rows) {
      expect(consignors).toContain(row.consignor_name);
      expect(transporters).toContain(row.transporter_name);
    }
  });

  it('filters like the list filters ask: text by substring, select exactly, dateRange by day', async () => {
    const { rows } = await list();
    const sample = String(rows[0]?.stowage_no);
    const byNo = await list(`&stowage_no=${sample.slice(-6)}`);
    expect(byNo.rows.map((r) => r.stowage_no)).toContain(sample);
    for (const row of byNo.rows) expect(String(row.stowage_no)).toContain(sample.slice(-6));

    const planned = await list('&status=PLANNED');
    expect(planned.total).toBeGreaterThan(0);
    expect(planned.rows.every((r) => r.status === 'PLANNED')).toBe(true);

    const day = String(rows[0]?.depart_time).slice(0, 10);
    const onDay = await list(`&depart_time_start=${day}&depart_time_end=${day}`);
    expect(onDay.rows.length).toBe(rows.filter((r) => String(r.depart_time).startsWith(day)).length);

    // Address filters send province, city and district codes.
    const province = String(rows[0]?.end_province);
    const provinceCode = (await get('/api/map/area/getDistrictList?parentCode=100000')).body.data.find((p: Row) => p.name === province).code;
    const inProvince = await list(`&end_province=${provinceCode}`);
    expect(inProvince.rows.length).toBe(rows.filter((r) => r.end_province === province).length);
    const city = String(rows[0]?.end_city);
    const cityCode = (await get(`/api/map/area/getDistrictList?parentCode=${provinceCode}`)).body.data.find((c: Row) => c.name === city).code;
    expect((await list(`&end_province=${provinceCode}&end_city=${cityCode}`)).rows.every((r) => r.end_city === city)).toBe(true);

    // Any field filters exactly under its own name; unknown names and values outside an enum are refused.
    const line = String(rows[0]?.line_name);
    expect((await list(`&line_name=${encodeURIComponent(line)}`)).rows.every((r) => r.line_name === line)).toBe(true);
    expect((await get('/api/fixture/stowages?colour=red')).body).toEqual({ code: '400', msg: '参数错误：不支持的查询参数 colour' });
    expect((await get('/api/fixture/stowages?status=LOST')).status).toBe(400);
    // Cache busters starting with an underscore are ignored.
    expect((await get('/api/fixture/stowages?_t=123')).status).toBe(200);
  });

  it('gives the view of api.params matching rows', async () => {
    const departed = await list('&status=DEPARTED');
    expect(departed.total).toBeGreaterThanOrEqual(3);
  });

  it('checks required and maxLength rules of create forms with readable messages, not those of edit-only forms', async () => {
    const post = (body: unknown) => call(ts.url, '/api/fixture/stowages', { method: 'POST', token, body });
    expect(await post({ transporter_name: '上海-成都专线' })).toEqual({ status: 400, body: { code: '400', msg: '参数错误：缺少必填字段 线路名称' } });
    expect((await post({ line_name: '线'.repeat(31), transporter_name: '甲' })).body.msg).toBe('参数错误：线路名称 长度不能超过 30 个字符');
    expect((await post({ line_name: '上海-成都专线', transporter_name: '甲', status: 'LOST' })).status).toBe(400);

    const created = await post({ line_name: '上海-成都专线', transporter_name: '沪成专线', freight_amount: 1200.5, is_urgent: true });
    expect(created.body.code).toBe('0');
    // Switches store 1/0; the business number is generated.
    expect(created.body.data).toMatchObject({ line_name: '上海-成都专线', freight_amount: 1200.5, is_urgent: 1 });
    expect(created.body.data.stowage_no).toMatch(/^ST\d{10}$/);
    const fetched = await get(`/api/fixture/stowages/${created.body.data.id}`);
    expect(fetched.body.data.line_name).toBe('上海-成都专线');
  });

  it('exports the filtered list as CSV and serves the call action', async () => {
    const response = await fetch(`${ts.url}/api/fixture/stowages/export?status=ARRIVED`, { headers: { token } });
    expect(response.headers.get('content-type')).toContain('text/csv');
    const lines = (await response.text()).trim().split('\r\n');
    // The list's columns under their titles (docs/exports-and-import.md), as CSV since its toolbar asks for .csv.
    expect(lines[0]?.replace(/^\uFEFF/, '').split(',').slice(0, 2)).toEqual(['配载单号', '线路']);
    expect(lines.length - 1).toBe((await list('&status=ARRIVED')).total);

    const planned = (await list('&status=PLANNED')).rows[0] as Row;
    const arrived = await call(ts.url, `/api/fixture/stowages/${String(planned.id)}/arrive`, { method: 'PUT', token, body: { status: 'ARRIVED' } });
    expect(arrived.body.data).toMatchObject({ id: planned.id, status: 'ARRIVED' });
  });

  it('derives the related table of a detail screen, filterable by its key', async () => {
    const { body } = await get('/api/fixture/stowage-items?per_page=500');
    expect(body.data.total).toBeGreaterThanOrEqual(25);
    const waybills = (await get('/api/order/waybills?per_page=500')).body.data.list.map((r: Row) => r.order_no);
    for (const item of body.data.list) expect(waybills).toContain(item.order_no);
    const no = body.data.list[0].stowage_no as string;
    expect((await get(`/api/fixture/stowage-items?stowage_no=${no}`)).body.data.list.every((r: Row) => r.stowage_no === no)).toBe(true);
  });

  it('accepts placeholders in resources, follows the table convention, and lets a resource own its export path', async () => {
    const logs = await get('/api/fixture/stowages/3/logs?per_page=5');
    expect(logs.body.data.total).toBeGreaterThanOrEqual(25);
    const first = logs.body.data.list[0];
    expect((await get(`/api/fixture/stowages/3/logs/${String(first.id)}`)).body.data.operator_name).toBe(first.operator_name);

    const table = await get('/api/fixture/splits?pageNum=2&pageSize=10');
    expect(table.body).toMatchObject({ success: true, msg: 'success' });
    expect(table.body.data).toHaveLength(10);
    expect(table.body.totalItem).toBeGreaterThanOrEqual(25);

    // No list names this export: a workbook of the collection's fields (docs/exports-and-import.md).
    const exported = await fetch(`${ts.url}/api/fixture/shipments/export`, { headers: { token } });
    expect(exported.headers.get('content-type')).toContain('spreadsheetml');
  });

  it('serves public screen data without a token', async () => {
    const anonymous = await call(ts.url, '/api/public/fixture/order-query');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data.total).toBeGreaterThan(0);
    // Public collections are read-only: there is no write route to call, with or without a token.
    expect((await call(ts.url, '/api/public/fixture/order-query', { method: 'POST', body: { order_no: '1' } })).status).toBe(404);
    expect((await call(ts.url, '/api/public/fixture/order-query', { method: 'POST', token, body: { order_no: '1' } })).status).toBe(404);
  });
});

describe('seeding across restarts', () => {
  it('is deterministic, seeds a descriptor added later, and keeps an emptied collection empty', async () => {
    const other = await startTestServer({}, undefined, FIXTURE_SCREENS);
    const otherToken = (await login(other.url, 'admin')).token;
    const items = async (url: string, auth: string): Promise<Row[]> =>
      (await call(url, '/api/fixture/stowage-items?per_page=500', { token: auth })).body.data.list;
    // Times depend on the start moment; everything else is the same on every fresh database.
    const timeless = (rows: Row[]) => rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !/(_at|_time)$/.test(key))));
    const theirs = await items(other.url, otherToken);
    expect(timeless(theirs)).toEqual(timeless(await items(ts.url, token)));

    // Empty one derived collection on purpose, add a descriptor, restart on the same database.
    for (const item of theirs) await call(other.url, `/api/fixture/stowage-items/${String(item.id)}`, { method: 'DELETE', token: otherToken });
    const dir = other.dir;
    await other.stop(true);
    const extra = {
      path: '/saas/transit/drayage/index', title: '短驳单', kind: 'list', api: { resource: '/fixture/drayages' },
      columns: [{ key: 'drayage_no', title: '短驳单号' }, { key: 'warehouse_name', title: '仓库' }],
    };
    writeFileSync(join(dir, 'screens', 'transit', 'drayage-index.json'), screenFileText('transit/drayage-index.json', extra));
    const restarted = await startTestServer({}, dir, FIXTURE_SCREENS);
    try {
      const t = (await login(restarted.url, 'admin')).token;
      const drayages = (await call(restarted.url, '/api/fixture/drayages?per_page=500', { token: t })).body.data;
      expect(drayages.total).toBeGreaterThanOrEqual(25);
      const warehouses = (await call(restarted.url, '/api/warehouse/warehouses', { token: t })).body.data.list.map((r: Row) => r.name);
      for (const row of drayages.list) expect(warehouses).toContain(row.warehouse_name);
      expect(await items(restarted.url, t)).toEqual([]);
      expect((await call(restarted.url, '/api/order/waybills', { token: t })).body.data.total).toBe(120);
    } finally {
      await restarted.stop();
    }
  }, SLOW);
});
