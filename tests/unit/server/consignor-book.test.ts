// @vitest-environment node
// The service provider's merchant book (core spec §7: /user/consignor/getList, getInfo, add): paging and
// filters, each company its own merchants, another company's merchant answered as a missing one, the
// management screens' descriptors naming the calls, and the 400s of a bad or duplicate add.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSIGNOR_BOOK_API } from '../../../src/config/core-api';
import { CONSIGNOR_API } from '../../../src/config/picker-api';
import type { ApiRef } from '../../../src/screen-model/types';
import { call, login, startTestServer, type TestServer } from './test-server.js';
import { registerApprovedCompany } from './sign-up-fixtures.js';

type Row = Record<string, unknown>;
let ts: TestServer;
const tokens: Record<string, string> = {};

const SCREENS = [
  'basic-data/consignor-index.json', 'basic-data/consignor-show.json',
  'resource/consignor-index.json', 'resource/consignor-detail.json', 'resource/consignor-form.json',
];
const descriptorOf = (file: string): { api: ApiRef } => JSON.parse(readFileSync(join(process.cwd(), 'screens', file), 'utf8')) as { api: ApiRef };

beforeAll(async () => {
  ts = await startTestServer({}, undefined, Object.fromEntries(SCREENS.map((file) => [file, descriptorOf(file)])));
  for (const user of ['admin', 'servicer', 'cs', 'consignor', 'delivery']) tokens[user] = (await login(ts.url, user)).token;
  // Another service provider: a company that signed up, approved by the platform.
  tokens.other = (await registerApprovedCompany(ts.url, tokens.admin!)).token;
}, 60_000);
afterAll(async () => {
  await ts.stop();
});

const get = (path: string, as: string) => call(ts.url, `/api${path}`, { token: tokens[as] });
const add = (body: unknown, as: string) => call(ts.url, `/api${CONSIGNOR_BOOK_API.add}`, { method: 'POST', token: tokens[as], body });
const listOf = async (query: string, as: string): Promise<{ list: Row[]; total: number; page: number; per_page: number }> => {
  const { status, body } = await get(`${CONSIGNOR_BOOK_API.list}${query}`, as);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.code).toBe('0');
  return body.data;
};
const unique = (prefix: string): string => `${prefix}${String(Date.now() % 100_000)}`;

describe('the merchant screens', () => {
  it('list, open and add merchants through the consignor calls', () => {
    expect(descriptorOf('basic-data/consignor-index.json').api).toMatchObject({ resource: '/resource/consignors', list: CONSIGNOR_BOOK_API.list });
    expect(descriptorOf('basic-data/consignor-show.json').api).toMatchObject({ resource: '/resource/consignors', get: CONSIGNOR_BOOK_API.info });
    expect(descriptorOf('resource/consignor-index.json').api.list).toBe(CONSIGNOR_BOOK_API.list);
    expect(descriptorOf('resource/consignor-detail.json').api.get).toBe(CONSIGNOR_BOOK_API.info);
    expect(descriptorOf('resource/consignor-form.json').api).toMatchObject({ create: CONSIGNOR_BOOK_API.add, get: CONSIGNOR_BOOK_API.info });
  });
});

describe('GET getList', () => {
  it('pages with page/per_page (defaults 1 and 20) into data.list and data.total', async () => {
    const first = await listOf('', 'servicer');
    expect(first).toMatchObject({ page: 1, per_page: 20 });
    expect(first.total).toBeGreaterThan(20);
    expect(first.list).toHaveLength(20);
    const second = await listOf('?page=2&per_page=5', 'servicer');
    expect(second).toMatchObject({ page: 2, per_page: 5, total: first.total });
    expect(second.list.map((row) => row.id)).toEqual(first.list.slice(5, 10).map((row) => row.id));
    // Rows carry the merchant's resource id (4xxxxx) and settle type name.
    expect(second.list[0]).toMatchObject({ resource_id: 400_000 + Number(second.list[0]?.id), settle_type_name: expect.any(String) });
  });

  it('filters by name (a part of it) and the collection\'s fields', async () => {
    const found = await listOf(`?name=${encodeURIComponent('优品家居')}`, 'servicer');
    expect(found.list.map((row) => row.name)).toEqual(['优品家居旗舰店']);
    const monthly = await listOf('?settle_type_code=MONTHLY&per_page=100', 'servicer');
    expect(monthly.list.length).toBeGreaterThan(0);
    expect(monthly.list.every((row) => row.settle_type_code === 'MONTHLY')).toBe(true);
  });

  it('keeps each company to its own merchants; the platform sees them all', async () => {
    const all = await listOf('?per_page=500', 'admin');
    const own = await listOf('?per_page=500', 'servicer');
    expect(own.total).toBeGreaterThan(0);
    expect(own.total).toBeLessThan(all.total);
    // A company without merchants has none.
    expect((await listOf('', 'other')).total).toBe(0);
  });

  it('refuses bad paging with a readable msg', async () => {
    const { status, body } = await get(`${CONSIGNOR_BOOK_API.list}?per_page=0`, 'servicer');
    expect(status).toBe(400);
    expect(body.msg).toMatch(/每页条数/);
    expect((await get(`${CONSIGNOR_BOOK_API.list}?status=7`, 'servicer')).status).toBe(400);
  });
});

describe('GET getInfo', () => {
  it('answers one merchant of the caller\'s book, another company\'s as missing', async () => {
    const { body } = await get(`${CONSIGNOR_BOOK_API.info}?id=107`, 'servicer');
    expect(body).toMatchObject({ code: '0', data: { id: 107, name: '优品家居旗舰店', resource_id: 400_107 } });
    const missing = await get(`${CONSIGNOR_BOOK_API.info}?id=107`, 'other');
    expect(missing).toEqual({ status: 404, body: { code: '404', msg: '记录不存在' } });
    expect(await get(`${CONSIGNOR_BOOK_API.info}?id=999999`, 'servicer')).toEqual(missing);
    // A seeded merchant of a service provider outside the demo is missing to the demo one too.
    const all = (await listOf('?per_page=500', 'admin')).list.map((row) => Number(row.id));
    const own = new Set((await listOf('?per_page=500', 'servicer')).list.map((row) => Number(row.id)));
    const foreign = all.find((id) => !own.has(id));
    expect((await get(`${CONSIGNOR_BOOK_API.info}?id=${String(foreign)}`, 'servicer')).status).toBe(404);
    expect((await get(`${CONSIGNOR_BOOK_API.info}?id=${String(foreign)}`, 'admin')).body.data.id).toBe(foreign);
  });

  it('needs an id', async () => {
    const { status, body } = await get(CONSIGNOR_BOOK_API.info, 'servicer');
    expect(status).toBe(400);
    expect(body.msg).toBe('参数错误：缺少必填字段 商家ID');
    expect((await get(`${CONSIGNOR_BOOK_API.info}?id=abc`, 'servicer')).status).toBe(400);
  });
});

describe('POST add', () => {
  it('adds a merchant to the caller\'s book with the merchant defaults', async () => {
    const name = unique('新商家');
    const { status, body } = await add({ name, contact: '郑丽', phone: '13912345678', settle_type_code: 'MONTHLY', city: '上海市' }, 'servicer');
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: '0', data: { id: expect.any(Number), resource_id: 400_000 + Number(body.data.id) } });
    const info = (await get(`${CONSIGNOR_BOOK_API.info}?id=${String(body.data.id)}`, 'servicer')).body.data as Row;
    expect(info).toMatchObject({
      name, contact: '郑丽', phone: '13912345678', city: '上海市', settle_type_code: 'MONTHLY', settle_type_name: '月结',
      charge_mode: 'PRODUCT', is_send_sms: '0', deduction_node: 'RECEIVE', status: 1,
    });
    expect((await listOf(`?name=${encodeURIComponent(name)}`, 'servicer')).list).toHaveLength(1);
    // Not in another company's book.
    expect((await get(`${CONSIGNOR_BOOK_API.info}?id=${String(body.data.id)}`, 'other')).status).toBe(404);
    expect((await listOf(`?name=${encodeURIComponent(name)}`, 'other')).total).toBe(0);
  });

  it('puts a merchant another company adds in its own book', async () => {
    const name = unique('他家商家');
    const { body } = await add({ name }, 'other');
    expect(body.code).toBe('0');
    expect((await listOf('', 'other')).list.map((row) => row.name)).toEqual([name]);
    expect((await get(`${CONSIGNOR_BOOK_API.info}?id=${String(body.data.id)}`, 'servicer')).status).toBe(404);
    // The book owner cannot be forged through the generic collection either.
    const forged = await call(ts.url, `/api/resource/consignors/${String(body.data.id)}`, {
      method: 'PUT', token: tokens.admin, body: { servicer_user_id: 2 },
    });
    expect(forged.status).toBe(400);
  });

  it('refuses a duplicate name and invalid bodies with readable msgs', async () => {
    const name = unique('重名商家');
    expect((await add({ name }, 'servicer')).body.code).toBe('0');
    expect(await add({ name }, 'servicer')).toEqual({ status: 400, body: { code: '400', msg: '商家名称已存在' } });
    expect(await add({ contact: '王' }, 'servicer')).toEqual({ status: 400, body: { code: '400', msg: '请输入商家名称' } });
    expect((await add({ name: '一二三四五六七八九十十一' }, 'servicer')).body.msg).toBe('允许输入10字内');
    expect((await add({ name: unique('坏电话'), phone: '12345' }, 'servicer')).body.msg).toBe('手机号格式不正确');
    const badType = await add({ name: unique('坏状态'), status: 9 }, 'servicer');
    expect(badType.status).toBe(400);
    expect(badType.body.msg).toMatch(/状态/);
    expect((await call(ts.url, `/api${CONSIGNOR_BOOK_API.add}`, { method: 'POST', token: tokens.servicer, body: [1] })).status).toBe(400);
  });

  it('is refused to accounts without the merchant screens', async () => {
    const refused = await add({ name: unique('越权') }, 'delivery');
    expect(refused).toEqual({ status: 403, body: { code: '403', msg: '无权访问：当前账号没有该操作的权限' } });
    for (const user of ['delivery', 'consignor', 'cs']) {
      expect((await get(CONSIGNOR_BOOK_API.list, user)).status).toBe(403);
      expect((await get(`${CONSIGNOR_BOOK_API.info}?id=107`, user)).status).toBe(403);
    }
    expect((await call(ts.url, `/api${CONSIGNOR_BOOK_API.list}`)).status).toBe(401);
  });

  it('puts a merchant added in the picker dialog in the adder\'s book', async () => {
    const name = unique('弹窗商家');
    const { body } = await call(ts.url, `/api${CONSIGNOR_API.add}`, { method: 'POST', token: tokens.servicer, body: { name, settle_type_code: 'PAY_NOW' } });
    expect(body.code).toBe('0');
    expect((await listOf(`?name=${encodeURIComponent(name)}`, 'servicer')).total).toBe(1);
    expect((await listOf(`?name=${encodeURIComponent(name)}`, 'other')).total).toBe(0);
  });
});
