// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_SCREENS } from './fixture-screens.js';
import { call, login, startTestServer, type TestServer } from './test-server.js';
import { ROLE_PAGES } from './role-pages-fixture.js';

type Row = Record<string, unknown>;
let ts: TestServer;
let admin: string;
beforeAll(async () => {
  ts = await startTestServer({}, undefined, { ...FIXTURE_SCREENS, ...ROLE_PAGES });
  admin = (await login(ts.url, 'admin')).token;
}, 60_000);
afterAll(async () => {
  await ts.stop();
});

const get = (path: string, token = admin) => call(ts.url, path, { token });
const listAll = async (path: string, token = admin): Promise<Row[]> => (await get(`/api${path}?per_page=500`, token)).body.data.list;

const OPEN_ABNORMAL = ['PENDING', 'PROCESSING', 'CONFIRMED', 'RETURNED'];
const ORDER_STATES = ['DRAFT', 'WAIT_RECEIVE', 'RECEIVED', 'IN_STORAGE', 'IN_TRANSIT', 'ARRIVED', 'DELIVERING', 'SIGNED', 'CANCELLED', 'RECYCLED'];
const OPEN_TICKET = ['SUBMITTED', 'IN_PROGRESS', 'PROCESSING', 'WAITING_CONFIRM', 'SUSPENDED', 'FINANCE_REVIEWING'];

function expectedSums(waybills: Row[], abnormals: Row[], tickets: Row[]) {
  const nos = new Set(waybills.map((w) => w.order_no));
  const count = (status: string) => waybills.filter((w) => w.status === status).length;
  return {
    total: waybills.filter((w) => w.status !== 'DRAFT' && w.status !== 'RECYCLED').length,
    // One count per state of the order workflow (workflows/order.json).
    ...Object.fromEntries(ORDER_STATES.map((state) => [state.toLowerCase(), count(state)])),
    wait_receive: count('WAIT_RECEIVE'),
    in_transit: count('IN_TRANSIT'),
    delivering: count('DELIVERING'),
    signed: count('SIGNED'),
    abnormal: abnormals.filter((a) => nos.has(a.order_no) && OPEN_ABNORMAL.includes(String(a.status))).length,
    ticket: tickets.filter((t) => nos.has(t.order_no) && OPEN_TICKET.includes(String(t.status))).length,
  };
}

describe('GET /order/stats/statusSum/consignor/', () => {
  it('counts orders by stage and open abnormal cases and tickets, with or without the trailing slash', async () => {
    const [waybills, abnormals, tickets] = await Promise.all([listAll('/order/waybills'), listAll('/order/abnormals'), listAll('/order/tickets')]);
    const expected = expectedSums(waybills, abnormals, tickets);
    const withSlash = await get('/api/order/stats/statusSum/consignor/');
    expect(withSlash.body).toEqual({ code: '0', msg: 'success', data: expected });
    expect((await get('/api/order/stats/statusSum/consignor')).body.data).toEqual(expected);
    expect(expected.total).toBeGreaterThan(expected.signed);
    expect(expected.abnormal).toBeGreaterThan(0);
  });

  it('counts only the merchant\'s own orders for the consignor user', async () => {
    const consignor = (await login(ts.url, 'consignor')).token;
    const consignorId = 4;
    const [waybills, abnormals, tickets] = await Promise.all([listAll('/order/waybills'), listAll('/order/abnormals'), listAll('/order/tickets')]);
    const own = waybills.filter((w) => w.consignor_user_id === consignorId);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((w) => w.consignor_name === '优品家居旗舰店')).toBe(true);
    const { body } = await get('/api/order/stats/statusSum/consignor/', consignor);
    expect(body.data).toEqual(expectedSums(own, abnormals, tickets));
    expect(body.data.total).toBeLessThan(waybills.length);
  });
});

describe('generic dashboard endpoints', () => {
  it('answers every card of an unserved API with a number at its value key', async () => {
    const { body } = await get('/api/fixture/stats/overview');
    expect(body.code).toBe('0');
    const tickets = await listAll('/order/tickets');
    const abnormals = await listAll('/order/abnormals');
    expect(body.data.ticket_in_progress).toBe(tickets.filter((t) => t.status === 'IN_PROGRESS').length);
    expect(body.data.summary.abnormal_pending).toBe(abnormals.filter((a) => a.status === 'PENDING').length);
    // Nothing countable in the key: a stable seeded number in a plausible range.
    const rate = body.data.summary.satisfaction_rate as number;
    expect(rate).toBeGreaterThanOrEqual(85);
    expect(rate).toBeLessThanOrEqual(100);
    expect((await get('/api/fixture/stats/overview')).body.data.summary.satisfaction_rate).toBe(rate);
  });

  it('follows the data: a new ticket in progress raises the count', async () => {
    const before = (await get('/api/fixture/stats/overview')).body.data.ticket_in_progress as number;
    const orderId = (await listAll('/order/waybills'))[0]?.id;
    // Raised and accepted through the ticket calls (the list itself takes no writes).
    const payload = { sub_type: 'EXPEDITE_DELIVERY', expedite_reason: '客户加急', expected_time: '2030-01-15T02:00:00.000Z', description: '客户来电催促配送' };
    const created = await call(ts.url, '/api/order/ticket/', { method: 'POST', token: admin, body: { schema_id: 1, order_id: orderId, type: 'CALL', payload, fee_lines: [] } });
    expect(created.status, created.body.msg).toBe(200);
    const accepted = await call(ts.url, `/api/order/ticket/${created.body.data.id}`, { method: 'PUT', token: admin, body: { action: 'accept', payload, fee_lines: [] } });
    expect(accepted.body.data.status, accepted.body.msg).toBe('IN_PROGRESS');
    expect((await get('/api/fixture/stats/overview')).body.data.ticket_in_progress).toBe(before + 1);
  });

  it('answers a chart with one row per day', async () => {
    const { body } = await get('/api/fixture/stats/stowages-daily');
    expect(body.data).toHaveLength(7);
    for (const row of body.data) {
      expect(row.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(typeof row.stowage_count).toBe('number');
    }
  });
});

describe('config items', () => {
  it('lists the order tags by default and each category on request', async () => {
    const tags = (await get('/api/config/item/getConfigItemList')).body.data as Array<{ code: string; name: string; js: string }>;
    expect(tags.map((t) => [t.code, t.name])).toEqual([
      ['SECOND_DOOR', '二次上门'], ['RETURN', '退货'], ['REPLENISH', '补件'], ['REISSUE', '补发'], ['REPAIR', '维修'], ['DIVIDE', '拆单'],
      ['COMPLETE_SET', '齐套'], ['PAY_NOW', '现付'], ['TICKET', '工单'], ['SUB_ORDER', '子单'], ['ABNORMAL', '异常'], ['REFUND', '退款'],
    ]);
    expect(JSON.parse(tags.find((t) => t.code === 'TICKET')?.js ?? '{}').color).toBe('danger');
    for (const category of ['ABNORMAL_TYPE', 'DRIVER_SERVICE_TYPE', 'SETTLE_METHOD', 'SERVICE_PKG_TYPE', 'SOLUTION_TYPE', 'SETTLE_T_ZX', 'SETTLE_CONSIGNOR', 'SETTLE_STORE', 'SETTLE_DELIVERY']) {
      const { body } = await get(`/api/config/item/getConfigItemList?category_code=${category}`);
      expect(body.data.length, category).toBeGreaterThan(1);
      for (const item of body.data) expect(Object.keys(item).sort()).toEqual(['code', 'js', 'name']);
    }
    // The abnormal types are the codes abnormal cases are stored with.
    const types = (await get('/api/config/item/getConfigItemList?category_code=ABNORMAL_TYPE')).body.data.map((t: { code: string }) => t.code);
    for (const abnormal of await listAll('/order/abnormals')) expect(types).toContain(abnormal.abnormal_type);
    expect((await get('/api/config/item/getConfigItemList?category_code=NOPE')).body.data).toEqual([]);
    expect((await get('/api/user/user_config/get_list?category_code=SOLUTION_TYPE')).body.data.length).toBeGreaterThan(1);
  });
});

describe('address data', () => {
  it('lists provinces, cities and districts by parent code, and the whole tree', async () => {
    const provinces = (await get('/api/map/area/getDistrictList')).body.data as Array<{ code: string; name: string }>;
    expect(provinces).toEqual(expect.arrayContaining([{ code: '310000', name: '上海市' }, { code: '440000', name: '广东省' }]));
    const cities = (await get('/api/map/area/getDistrictList?parentCode=440000')).body.data.map((c: { name: string }) => c.name);
    expect(cities).toEqual(expect.arrayContaining(['广州市', '深圳市', '佛山市']));
    const districts = (await get('/api/map/area/getDistrictList?parentCode=310100')).body.data;
    expect(districts).toContainEqual({ code: '310115', name: '浦东新区' });
    const tree = (await get('/api/map/area/three_level_address')).body.data;
    expect(tree.value).toBe('100000');
    expect(tree.children[0].children[0].children.length).toBeGreaterThan(0);
    expect((await get('/api/map/help/areas_version')).body.data.version).toMatch(/\d/);
  });
});

describe('personal figures', () => {
  it('answers the last login time and running totals', async () => {
    const last = await get('/api/user/users/getLastLoginTime');
    expect(last.body.data.last_login_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const cumulative = (await get('/api/user/users/getCumulative')).body.data;
    expect(cumulative.login_count).toBeGreaterThanOrEqual(1);
    expect(cumulative.abnormal_count).toBe((await listAll('/order/abnormals')).length);
  });
});
