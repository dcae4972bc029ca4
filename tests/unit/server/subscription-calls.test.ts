// @vitest-environment node
// The subscription calls of the core spec §7 (/user/user_subscription/: POST create, GET list, updateStatus,
// GET renew, POST renew): envelopes, paging, the status changes and renewals of the platform administrator,
// refused to everyone else, and the 400s of invalid bodies.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_API } from '../../../src/config/core-api';
import { formatLocalDate } from '../../../server/db/clock';
import { addDays, addMonths, statusByDates } from '../../../server/subscription/subscription-orders';
import { call, login, startTestServer, type TestServer } from './test-server.js';

type Row = Record<string, unknown>;
let ts: TestServer;
const tokens: Record<string, string> = {};
const SCREENS = ['marketing/subscription-index.json', 'marketing/subscription-form.json'];
const descriptorOf = (file: string): unknown => JSON.parse(readFileSync(join(process.cwd(), 'screens', file), 'utf8'));

beforeAll(async () => {
  ts = await startTestServer({}, undefined, Object.fromEntries(SCREENS.map((file) => [file, descriptorOf(file)])));
  for (const user of ['admin', 'servicer', 'consignor']) tokens[user] = (await login(ts.url, user)).token;
}, 60_000);
afterAll(async () => {
  await ts.stop();
});

const get = (path: string, as = 'admin') => call(ts.url, `/api${path}`, { token: tokens[as] });
const post = (path: string, body: unknown, as = 'admin') => call(ts.url, `/api${path}`, { method: 'POST', token: tokens[as], body });
const today = () => formatLocalDate(new Date());
const rowsOf = async (query = ''): Promise<Row[]> => (await get(`${SUBSCRIPTION_API.list}?per_page=500${query}`)).body.data.list as Row[];
const newOrder = (overrides: Row = {}): Row => ({
  company_name: '上海测试物流有限公司', contact: '周敏', phone: '13818826475', subscribe_version_name: '标准版', order_type: 'NEW',
  amount: 4788, start_date: addDays(today(), -30), hosting_end: addDays(today(), 60), status: 'ACTIVE', ...overrides,
});
const create = async (overrides: Row = {}): Promise<Row> => {
  const { status, body } = await post(SUBSCRIPTION_API.create, newOrder(overrides));
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as Row;
};

describe('GET list and POST create', () => {
  it('page the seeded orders into data.list and data.total', async () => {
    const { status, body } = await get(`${SUBSCRIPTION_API.list}?page=1&per_page=5`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: '0', data: { page: 1, per_page: 5 } });
    expect(body.data.list).toHaveLength(5);
    expect(body.data.total).toBeGreaterThan(5);
    // The collection's own list answers the same rows.
    const own = await get(`${SUBSCRIPTION_API.resource}?page=1&per_page=5`);
    expect(own.body.data.list.map((row: Row) => row.id)).toEqual(body.data.list.map((row: Row) => row.id));
    const statuses = new Set((await rowsOf()).map((row) => row.status));
    for (const seeded of ['ACTIVE', 'CANCELLED', 'DISABLED']) expect(statuses).toContain(seeded);
    expect((await rowsOf('&status=DISABLED')).every((row) => row.status === 'DISABLED')).toBe(true);
    expect((await get(`${SUBSCRIPTION_API.list}?per_page=0`)).status).toBe(400);
  });

  it('create numbers a new order and refuses an invalid one with a readable msg', async () => {
    const order = await create();
    expect(order).toMatchObject({ subscription_no: expect.stringMatching(/^SUB\d{12}$/), company_name: '上海测试物流有限公司', status: 'ACTIVE' });
    const missing = await post(SUBSCRIPTION_API.create, newOrder({ company_name: undefined }));
    expect(missing).toEqual({ status: 400, body: { code: '400', msg: '参数错误：缺少必填字段 企业名称' } });
    const badVersion = await post(SUBSCRIPTION_API.create, newOrder({ subscribe_version_name: '黄金版' }));
    expect(badVersion.status).toBe(400);
    expect(badVersion.body.msg).toMatch(/订阅版本/);
  });
});

describe('POST updateStatus', () => {
  it('stops a running order (停用) and starts it again (启用) by its dates', async () => {
    const order = await create();
    const stopped = await post(SUBSCRIPTION_API.updateStatus, { id: order.id, status: 'DISABLED' });
    expect(stopped).toMatchObject({ status: 200, body: { code: '0', msg: '状态已更新', data: { id: order.id, status: 'DISABLED' } } });
    const started = await post(SUBSCRIPTION_API.updateStatus, { id: order.id, status: 'ACTIVE' });
    expect(started.body.data.status).toBe('ACTIVE');
    // A stopped order whose end date has passed comes back expired.
    const old = await create({ start_date: addDays(today(), -400), hosting_end: addDays(today(), -35) });
    await post(SUBSCRIPTION_API.updateStatus, { id: old.id, status: 'DISABLED' });
    expect((await post(SUBSCRIPTION_API.updateStatus, { id: old.id, status: 'ACTIVE' })).body.data.status).toBe('EXPIRED');
  });

  it('refuses a change the status does not allow, an unknown status, a missing order', async () => {
    const order = await create();
    expect(await post(SUBSCRIPTION_API.updateStatus, { id: order.id, status: 'ACTIVE' }))
      .toEqual({ status: 400, body: { code: '400', msg: '只有已停用的订阅可以启用' } });
    const cancelled = await create({ status: 'CANCELLED' });
    expect((await post(SUBSCRIPTION_API.updateStatus, { id: cancelled.id, status: 'DISABLED' })).body.msg).toBe('只有待生效或生效中的订阅可以停用');
    const unknown = await post(SUBSCRIPTION_API.updateStatus, { id: order.id, status: 'GONE' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('参数错误：订阅状态 应为以下值之一：ACTIVE, DISABLED');
    expect((await post(SUBSCRIPTION_API.updateStatus, { status: 'ACTIVE' })).body.msg).toBe('参数错误：缺少必填字段 订阅ID');
    expect(await post(SUBSCRIPTION_API.updateStatus, { id: 999_999, status: 'ACTIVE' })).toEqual({ status: 404, body: { code: '404', msg: '记录不存在' } });
  });
});

describe('renewals', () => {
  it('GET renew offers the periods with their price and the end date each gives', async () => {
    const end = addDays(today(), 20);
    const order = await create({ hosting_end: end, subscribe_version_name: '专业版' });
    const { status, body } = await get(`${SUBSCRIPTION_API.renew}?id=${String(order.id)}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: order.id, subscription_no: order.subscription_no, hosting_end: end, monthly_price: 799 });
    expect(body.data.periods).toEqual([
      { months: 1, amount: 799, hosting_end: addMonths(end, 1), label: `1个月（¥799.00，到期日延至 ${addMonths(end, 1)}）` },
      { months: 3, amount: 2397, hosting_end: addMonths(end, 3), label: `3个月（¥2,397.00，到期日延至 ${addMonths(end, 3)}）` },
      { months: 6, amount: 4794, hosting_end: addMonths(end, 6), label: `6个月（¥4,794.00，到期日延至 ${addMonths(end, 6)}）` },
      { months: 12, amount: 7990, hosting_end: addMonths(end, 12), label: `12个月（¥7,990.00，到期日延至 ${addMonths(end, 12)}）` },
    ]);
  });

  it('POST renew extends the end date and records the renewal as a RENEW order', async () => {
    const end = addDays(today(), 10);
    const order = await create({ hosting_end: end });
    const { status, body } = await post(SUBSCRIPTION_API.renew, { id: order.id, months: 12 });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: '0', msg: '续费成功', data: { subscription: { id: order.id, hosting_end: addMonths(end, 12), status: 'ACTIVE' } } });
    expect(body.data.renewal).toMatchObject({
      order_type: 'RENEW', renew_of: order.subscription_no, amount: 3990, start_date: addDays(end, 1), hosting_end: addMonths(end, 12),
      company_name: order.company_name, remark: `续费12个月（原订阅 ${String(order.subscription_no)}）`,
    });
    const listed = await rowsOf(`&subscription_no=${String(body.data.renewal.subscription_no)}`);
    expect(listed).toHaveLength(1);
    expect((await get(`${SUBSCRIPTION_API.resource}/${String(order.id)}`)).body.data.hosting_end).toBe(addMonths(end, 12));
  });

  it('renews an expired order from today and runs it again', async () => {
    const order = await create({ start_date: addDays(today(), -400), hosting_end: addDays(today(), -5), status: 'EXPIRED' });
    const { body } = await post(SUBSCRIPTION_API.renew, { id: order.id, months: 1 });
    const newEnd = addMonths(addDays(today(), -1), 1);
    expect(body.data.subscription).toMatchObject({ hosting_end: newEnd, status: statusByDates(addDays(today(), -400), newEnd, today()) });
    expect(body.data.renewal).toMatchObject({ start_date: today(), status: 'ACTIVE' });
  });

  it('refuses cancelled and stopped orders, unknown periods and missing ids with readable msgs', async () => {
    const cancelled = await create({ status: 'CANCELLED' });
    expect(await get(`${SUBSCRIPTION_API.renew}?id=${String(cancelled.id)}`)).toEqual({ status: 400, body: { code: '400', msg: '已取消的订阅不能续费' } });
    expect((await post(SUBSCRIPTION_API.renew, { id: cancelled.id, months: 1 })).body.msg).toBe('已取消的订阅不能续费');
    const stopped = await create({ status: 'DISABLED' });
    expect((await post(SUBSCRIPTION_API.renew, { id: stopped.id, months: 1 })).body.msg).toBe('已停用的订阅不能续费，请先启用');
    const order = await create();
    const badPeriod = await post(SUBSCRIPTION_API.renew, { id: order.id, months: 2 });
    expect(badPeriod.status).toBe(400);
    expect(badPeriod.body.msg).toBe('参数错误：续费时长 应为以下值之一：1, 3, 6, 12');
    expect((await post(SUBSCRIPTION_API.renew, { id: order.id })).body.msg).toBe('参数错误：缺少必填字段 续费时长');
    expect((await get(SUBSCRIPTION_API.renew)).body.msg).toBe('参数错误：缺少必填字段 订阅ID');
    expect((await get(`${SUBSCRIPTION_API.renew}?id=999999`)).status).toBe(404);
  });
});

describe('who may call', () => {
  it('leaves every change and the renewal quote to the platform administrator', async () => {
    const order = await create();
    const refused = { status: 403, body: { code: '403', msg: '无权访问：当前账号没有该操作的权限' } };
    for (const user of ['servicer', 'consignor']) {
      expect(await post(SUBSCRIPTION_API.updateStatus, { id: order.id, status: 'DISABLED' }, user)).toEqual(refused);
      expect(await get(`${SUBSCRIPTION_API.renew}?id=${String(order.id)}`, user)).toEqual(refused);
      expect(await post(SUBSCRIPTION_API.renew, { id: order.id, months: 1 }, user)).toEqual(refused);
      expect(await post(SUBSCRIPTION_API.create, newOrder(), user)).toEqual(refused);
    }
    expect((await get(`${SUBSCRIPTION_API.resource}/${String(order.id)}`)).body.data).toMatchObject({ status: 'ACTIVE', hosting_end: order.hosting_end });
    // Without a token nothing is answered.
    expect((await call(ts.url, `/api${SUBSCRIPTION_API.renew}?id=1`)).status).toBe(401);
  });
});
