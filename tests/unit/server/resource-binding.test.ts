// @vitest-environment node
// The partner pickers' calls (widgets spec §7 "Partners and resources") on the reference server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADD_NEW_DELIVERY_CHECK, CONSIGNOR_API, DELIVERY_API, SERVICER_API, STORE_API, SUPPLIER_API, TRANSPORTER_API, USER_CONFIG_API,
} from '../../../src/config/picker-api';
import { call, login, startTestServer, type TestServer } from './test-server.js';
import { ROLE_PAGES } from './role-pages-fixture.js';
import { rowsSeenBy } from './owned-rows.js';

type Row = Record<string, unknown>;
let ts: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  ts = await startTestServer({}, undefined, ROLE_PAGES);
  for (const user of ['servicer', 'consignor', 'cs', 'admin']) tokens[user] = (await login(ts.url, user)).token;
}, 60_000);
afterAll(async () => {
  await ts.stop();
});

const get = (path: string, as = 'servicer') => call(ts.url, `/api${path}`, { token: tokens[as] });
const post = (path: string, body: unknown, as = 'servicer') => call(ts.url, `/api${path}`, { method: 'POST', token: tokens[as], body });
const put = (path: string, body: unknown) => call(ts.url, `/api${path}`, { method: 'PUT', token: tokens.servicer, body });
const list = async (path: string, as = 'servicer'): Promise<Row[]> => (await get(path, as)).body.data.list;
const msgOf = async (response: Promise<{ body: { msg: string } }>): Promise<string> => (await response).body.msg;

/** What the servicer's pickers list: its company's own rows and those the platform publishes. */
const servicerSees = (collection: string) => rowsSeenBy(ts, collection, 'servicer');
/** A fresh mobile number per call. */
let phoneSerial = 0;
const freshPhone = (): string => `1350000${String(1000 + (phoneSerial += 1)).padStart(4, '0')}`;

describe('carrier lists and checks', () => {
  it('answer the main envelope, pages of 10 by default, with resource ids 5xxxxx and settle type names', async () => {
    const { status, body } = await get(TRANSPORTER_API.list);
    expect(status).toBe(200);
    const total = servicerSees('transporters').length;
    expect(total).toBeGreaterThan(15);
    expect(body).toMatchObject({ code: '0', msg: 'success', data: { total, page: 1, per_page: 10 } });
    expect(body.data.list).toHaveLength(10);
    for (const row of body.data.list as Row[]) {
      expect(row.resource_id).toBe(500_000 + Number(row.id));
      expect(row.settle_type_name).toBe(row.settle_type_code === 'PAY_NOW' ? '现付' : '月结');
    }
    const page2 = await get(`${TRANSPORTER_API.list}?page=2&per_page=15`);
    expect(page2.body.data).toMatchObject({ total, page: 2, per_page: 15 });
    expect((await get(`${TRANSPORTER_API.list}?per_page=10000`)).body.data.list).toHaveLength(total);
    expect((await get(`${TRANSPORTER_API.list}?per_page=10001`)).body).toEqual({ code: '400', msg: '参数错误：per_page 不能大于 10000' });
    expect((await get(`${TRANSPORTER_API.list}?object_sub_type=T_XX`)).status).toBe(400);
  });

  it('filter by sub type, name substring and resource ids, and give drivers the driver model', async () => {
    const drivers = await list(`${TRANSPORTER_API.list}?object_sub_type=T_SJ&per_page=100`);
    expect(drivers).toHaveLength(servicerSees('transporters').filter((row) => row.object_sub_type === 'T_SJ').length);
    const driver = drivers[0] as Row;
    expect(driver).toMatchObject({ object_sub_type: 'T_SJ', is_related: false, districts: { list: [] }, service_type: [{ code: 'DELIVERY', name: '配送' }] });
    const lines = await list(`${TRANSPORTER_API.list}?object_sub_type=T_ZX&name=专线&per_page=100`);
    expect(lines).toHaveLength(servicerSees('transporters').filter((row) => row.object_sub_type === 'T_ZX' && String(row.name).includes('专线')).length);
    const [a, b] = lines as [Row, Row];
    const byIds = await list(`${TRANSPORTER_API.list}?resource_ids=${String(a.resource_id)},${String(b.resource_id)},400001`);
    expect(byIds.map((row) => row.id).sort()).toEqual([a.id, b.id].sort());
    expect(await list(`${TRANSPORTER_API.list}?resource_ids=400001`)).toEqual([]);
  });

  it('tell whether a name is taken within a sub type and whether a phone is bound', async () => {
    // Names are checked among the company's own carriers.
    const line = servicerSees('transporters').find((row) => row.own && row.object_sub_type === 'T_ZX');
    const name = encodeURIComponent(String(line?.name));
    expect((await get(`${TRANSPORTER_API.isNameExist}?name=${name}&object_sub_type=T_ZX`)).body.data).toEqual({ is_exist: true });
    expect((await get(`${TRANSPORTER_API.isNameExist}?name=${name}&object_sub_type=T_PZ`)).body.data).toEqual({ is_exist: false });
    expect((await get(`${TRANSPORTER_API.isNameExist}?name=没有这个承运商`)).body.data).toEqual({ is_exist: false });
    const driver = servicerSees('transporters').find((row) => row.own && row.object_sub_type === 'T_SJ');
    expect((await get(`${TRANSPORTER_API.verify}?sub_type=T_SJ&phone=${String(driver?.phone)}`)).body.data).toEqual({ is_bind: true });
    expect((await get(`${TRANSPORTER_API.verify}?sub_type=T_ZX&phone=${String(driver?.phone)}`)).body.data).toEqual({ is_bind: false });
    expect((await get(TRANSPORTER_API.verify)).body.msg).toBe('参数错误：缺少必填字段 手机号');
  });
});

describe('carrier and driver creation', () => {
  it('creates a line carrier, unique by name within its sub type, with the dialogs’ messages', async () => {
    const created = await post(TRANSPORTER_API.add, { name: '沪蓉快线', phone: freshPhone(), object_sub_type: 'T_ZX', memo: '夜间发车' });
    expect(created.body.code).toBe('0');
    const resourceId = created.body.data.resource_id as number;
    expect(resourceId).toBeGreaterThan(500_040);
    // The management screen's list has the row, with the default settle type.
    const row = (await get(`/resource/transporters/${resourceId - 500_000}`)).body.data;
    expect(row).toMatchObject({ name: '沪蓉快线', object_sub_type: 'T_ZX', settle_type_code: 'PAY_NOW', settle_type_name: '现付', memo: '夜间发车' });
    expect(await msgOf(post(TRANSPORTER_API.add, { name: '沪蓉快线', phone: freshPhone(), object_sub_type: 'T_ZX' }))).toBe('名称已存在');
    expect((await post(TRANSPORTER_API.add, { name: '沪蓉快线', phone: freshPhone(), object_sub_type: 'T_PZ' })).body.code).toBe('0');
    expect(await msgOf(post(TRANSPORTER_API.add, { name: '一二三四五六七八九十一', phone: freshPhone(), object_sub_type: 'T_ZX' }))).toBe('允许输入10字内');
    expect(await msgOf(post(TRANSPORTER_API.add, { phone: freshPhone(), object_sub_type: 'T_ZX' }))).toBe('请输入承运商名称');
    expect(await msgOf(post(TRANSPORTER_API.add, { name: '  ', phone: freshPhone() }))).toBe('请输入承运商名称');
    expect(await msgOf(post(TRANSPORTER_API.add, { name: '新专线', object_sub_type: 'T_ZX' }))).toBe('请输入手机号');
    expect(await msgOf(post(TRANSPORTER_API.add, { name: '新专线', phone: '021-58881234', object_sub_type: 'T_ZX' }))).toBe('手机号格式不正确');
    expect(await msgOf(post(TRANSPORTER_API.add, { name: '新专线', phone: freshPhone(), settle_type_code: 'CASH' })))
      .toBe('参数错误：结算方式 应为以下值之一：PAY_NOW, MONTHLY, ARRIVE_PAY, RECEIPT_PAY');
  });

  it('lets two drivers share a name but not a phone, also when editing', async () => {
    const driver = (name: string, phone: string, extra: Row = {}) => post(TRANSPORTER_API.add, {
      object_sub_type: 'T_SJ', name, phone, is_related: true, settle_type_code: '', settle_type_name: '',
      service_type: [{ code: 'PICKUP', name: '提货' }], service_type_codes: ['PICKUP'], memo: '',
      districts: { list: [{ province: '上海市', province_no: '310000', citys: [{ city: '上海市', city_no: '310100', districts: [{ district: '浦东新区', district_no: '310115' }] }] }] },
      ...extra,
    });
    const phone = freshPhone();
    const first = await driver('张伟', phone);
    const second = await driver('张伟', freshPhone());
    expect([first.body.code, second.body.code]).toEqual(['0', '0']);
    expect(await msgOf(driver('张伟', phone))).toBe('相同手机号的司机已存在');
    expect(await msgOf(driver('王强', phone))).toBe('相同手机号的司机已存在');
    const rowId = (second.body.data.resource_id as number) - 500_000;
    expect((await get(`/resource/transporters/${rowId}`)).body.data).toMatchObject({
      name: '张伟', is_related: true, service_type_codes: ['PICKUP'], districts: { list: [{ province: '上海市' }] },
    });
    // Drivers are edited on the driver screens (the collection's PUT): onto the first one's phone is refused,
    // its memo is fine.
    expect(await msgOf(put(`/resource/transporters/${rowId}`, { phone }))).toBe('相同手机号的司机已存在');
    const edited = await put(`/resource/transporters/${rowId}`, { memo: '夜班' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await get(`/resource/transporters/${rowId}`)).body.data.memo).toBe('夜班');
    // The driver dialog's own limits and messages.
    expect((await driver('一二三四五六七八九十一二三四五六七八九十', freshPhone())).body.code).toBe('0');
    expect(await msgOf(driver('一二三四五六七八九十一二三四五六七八九十一', freshPhone()))).toBe('允许输入20字内');
    expect(await msgOf(driver('', freshPhone()))).toBe('请输入司机名称');
    expect(await msgOf(driver('赵六', ''))).toBe('请输入司机手机号');
    expect(await msgOf(driver('赵六', '12345'))).toBe('手机号格式不正确');
    expect(await msgOf(driver('赵六', freshPhone(), { service_type: [], service_type_codes: [] }))).toBe('请选择可派单服务');
    expect(await msgOf(driver('赵六', freshPhone(), { memo: '长'.repeat(321) }))).toBe('备注不能超过320字');
  });

  it('keeps the same rules on the generic carrier routes', async () => {
    const create = (body: Row) => post('/resource/transporters', { object_sub_type: 'T_SJ', ...body });
    const phone = freshPhone();
    expect((await create({ name: '李娜', phone })).body.code).toBe('0');
    const other = await create({ name: '李娜', phone: freshPhone() });
    expect(other.body.code).toBe('0');
    expect(await msgOf(create({ name: '孙磊', phone }))).toBe('相同手机号的司机已存在');
    expect(await msgOf(put(`/resource/transporters/${String(other.body.data.id)}`, { phone }))).toBe('相同手机号的司机已存在');
    expect((await put(`/resource/transporters/${String(other.body.data.id)}`, { name: '李娜', memo: '改备注' })).body.code).toBe('0');
    const line = servicerSees('transporters').find((row) => row.own && row.object_sub_type === 'T_ZX');
    expect(await msgOf(create({ name: line?.name, phone: freshPhone(), object_sub_type: 'T_ZX' }))).toBe('承运商名称已存在');
    expect((await create({ name: line?.name, phone: freshPhone(), object_sub_type: 'T_PZ' })).body.code).toBe('0');
    // Moving a carrier into a sub type where its name is taken is refused too.
    expect(await msgOf(put(`/resource/transporters/${String(other.body.data.id)}`, { name: line?.name, object_sub_type: 'T_ZX' }))).toBe('承运商名称已存在');
  });
});

describe('merchants, suppliers and stores', () => {
  it('list merchants with resource ids 4xxxxx, the none row on request and the resource_ids filter', async () => {
    const page = (await get(`${CONSIGNOR_API.list}?per_page=100&app_code=BANG`)).body.data;
    // The demo service provider sees its book and the merchants of its orders (server/partners/merchant-scope.ts):
    // 29 of the 30 seeded merchants, the platform all of them.
    expect(page.total).toBe(29);
    expect((await get(`${CONSIGNOR_API.list}?per_page=100`, 'admin')).body.data.total).toBe(30);
    const demo = (page.list as Row[]).find((row) => row.name === '优品家居旗舰店');
    expect(demo).toMatchObject({ id: 107, resource_id: 400_107, is_forbid_create_order: 0, charge_mode: 'PRODUCT', settle_type_name: '月结' });
    const withNone = await list(`${CONSIGNOR_API.list}?prepend_empty=1&name=家居`);
    expect(withNone[0]).toEqual({ id: 0, resource_id: 0, name: '' });
    expect(withNone.slice(1).every((row) => String(row.name).includes('家居'))).toBe(true);
    expect(await list(`${CONSIGNOR_API.list}?resource_ids=400107,500001`)).toMatchObject([{ id: 107 }]);
  });

  it('show a merchant account its own merchant and stores only', async () => {
    expect(await list(CONSIGNOR_API.list, 'consignor')).toMatchObject([{ name: '优品家居旗舰店', resource_id: 400_107 }]);
    expect(await list(`${CONSIGNOR_API.list}?resource_ids=400001`, 'consignor')).toEqual([]);
    const own = await list(`${STORE_API.list}?per_page=300`, 'consignor');
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((row) => row.consignor_name === '优品家居旗舰店')).toBe(true);
    expect((await get(`${STORE_API.list}?per_page=300`)).body.data.total).toBeGreaterThan(own.length);
    // The stores of a merchant user, as suggestion items (data is the array).
    const items = (await get(STORE_API.byConsignorUser.replace('{consignorUserId}', '4'))).body.data as Row[];
    expect(items.map((item) => item.id).sort()).toEqual(own.map((row) => row.id).sort());
    expect(Object.keys(items[0] ?? {}).sort()).toEqual(['id', 'is_forbid_create_order', 'label', 'name', 'phone', 'value']);
    expect(items[0]).toMatchObject({ label: items[0]?.name, value: items[0]?.id });
    expect((await get(STORE_API.byConsignorUser.replace('{consignorUserId}', '999'))).body).toMatchObject({ code: '0', data: [] });
    expect((await get(STORE_API.byConsignorUser.replace('{consignorUserId}', '2'))).body.data).toEqual([]);
  });

  it('create a merchant with the dialog’s defaults, seen by the management list', async () => {
    const created = await post(CONSIGNOR_API.add, { name: '鑫达家居' });
    expect(created.body.data.resource_id).toBe(created.body.data.res_consignor_id);
    const id = (created.body.data.resource_id as number) - 400_000;
    expect((await get(`/resource/consignors/${id}`)).body.data).toMatchObject({
      name: '鑫达家居', settle_type_code: 'PAY_NOW', settle_type_name: '现付', charge_mode: 'PRODUCT', is_send_sms: '0', deduction_node: 'RECEIVE',
    });
    expect((await list('/resource/consignors?name=鑫达家居')).map((row) => row.id)).toEqual([id]);
    const monthly = await post(CONSIGNOR_API.add, { name: '月结商家', phone: freshPhone(), settle_type_code: 'MONTHLY', charge_mode: 'VOLUME', is_send_sms: 1 });
    expect((await get(`/resource/consignors/${(monthly.body.data.resource_id as number) - 400_000}`)).body.data)
      .toMatchObject({ settle_type_name: '月结', charge_mode: 'VOLUME', is_send_sms: '1' });
    expect(await msgOf(post(CONSIGNOR_API.add, { name: '鑫达家居' }))).toBe('名称已存在');
    expect(await msgOf(post(CONSIGNOR_API.add, {}))).toBe('请输入商家名称');
    expect(await msgOf(post(CONSIGNOR_API.add, { name: '电话不对', phone: '1380000' }))).toBe('手机号格式不正确');
    expect(await msgOf(post(CONSIGNOR_API.add, { name: '没选结算', settle_type_code: '' }))).toBe('请选择结算方式');
    expect((await get(`${CONSIGNOR_API.isNameExist}?name=鑫达家居`)).body.data).toEqual({ is_exist: true });
  });

  it('create suppliers and stores', async () => {
    const supplier = await post(SUPPLIER_API.add, { name: '华南板材', phone: freshPhone(), memo: '长期合作' });
    expect(Object.keys(supplier.body.data)).toEqual(['id']);
    expect((await get(`/resource/suppliers/${String(supplier.body.data.id)}`)).body.data).toMatchObject({ name: '华南板材', settle_type_name: '现付' });
    expect(await list(`${SUPPLIER_API.list}?resource_ids=${String(supplier.body.data.id)}`)).toMatchObject([{ name: '华南板材' }]);
    expect((await get(`${SUPPLIER_API.isNameExist}?name=华南板材`)).body.data).toEqual({ is_exist: true });
    expect(await msgOf(post(SUPPLIER_API.add, { name: '华南板材' }))).toBe('名称已存在');

    expect(await msgOf(post(STORE_API.add, { name: '徐汇店' }))).toBe('请选择结算方式');
    const store = await post(STORE_API.add, { name: '徐汇店', settle_type_code: 'COLLECT' });
    expect(Object.keys(store.body.data)).toEqual(['res_store_id']);
    expect((await get(`/resource/stores/${String(store.body.data.res_store_id)}`)).body.data)
      .toMatchObject({ name: '徐汇店', consignor_name: '', settle_type_name: '代收货款' });
    // A merchant's new store is its own.
    const own = await post(STORE_API.add, { name: '静安店', settle_type_code: 'PAY_NOW', consignor_name: '美家生活家居旗舰店' }, 'consignor');
    expect((await list(STORE_API.list, 'consignor')).map((row) => row.id)).toContain(own.body.data.res_store_id);
    expect((await get(`${STORE_API.isNameExist}?name=静安店`)).body.data).toEqual({ is_exist: true });
    expect((await get(`${STORE_API.isNameExist}`)).status).toBe(400);
  });
});

describe('service and delivery providers', () => {
  it('list service providers with resource ids 2xxxxx', async () => {
    const page = (await get(`${SERVICER_API.list}?name=上海`)).body.data;
    expect(page.total).toBeGreaterThan(0);
    for (const row of page.list as Row[]) {
      expect(String(row.name)).toContain('上海');
      expect(row.resource_id).toBe(200_000 + Number(row.id));
    }
  });

  it('list, check and create delivery providers, a phone bound to one provider only', async () => {
    const installers = await list(`${DELIVERY_API.list}?service_type_codes=REPAIR,INSTALL&per_page=100`);
    expect(installers.length).toBeGreaterThan(0);
    for (const row of installers) {
      expect(row.resource_id).toBe(300_000 + Number(row.id));
      expect((row.service_type_codes as string[]).some((code) => code === 'REPAIR' || code === 'INSTALL')).toBe(true);
    }
    const taken = String(installers[0]?.phone);
    expect((await get(`${DELIVERY_API.verify}?sub_type=DELIVERY_INSTALL&phone=${taken}`)).body.data).toEqual({ is_bind: true });
    expect(await msgOf(post(DELIVERY_API.add, { name: '浦东新服务部', phone: taken }))).toBe('相同手机号的服务商已存在');
    const phone = freshPhone();
    expect((await get(`${DELIVERY_API.verify}?phone=${phone}`)).body.data).toEqual({ is_bind: false });
    const created = await post(DELIVERY_API.add, {
      name: '浦东新服务部', phone, settle_type_code: 'WEEKLY', service_type: [{ code: 'DELIVERY_INSTALL', name: '送装一体' }],
    });
    expect(Object.keys(created.body.data)).toEqual(['resource_id']);
    const row = (await get(`/resource/deliveries/${(created.body.data.resource_id as number) - 300_000}`)).body.data;
    expect(row).toMatchObject({ contact: '浦东新服务部', service_type_codes: ['DELIVERY_INSTALL'], settle_type_name: '周结' });
    expect(await list(`${DELIVERY_API.list}?resource_ids=${String(created.body.data.resource_id)}`)).toMatchObject([{ name: '浦东新服务部' }]);
    expect((await get(`${DELIVERY_API.isNameExist}?name=浦东新服务部`)).body.data).toEqual({ is_exist: true });
    expect(await msgOf(post(DELIVERY_API.add, { name: '浦东新服务部', phone: freshPhone() }))).toBe('名称已存在');
    expect(await msgOf(post(DELIVERY_API.add, { name: '没电话服务部' }))).toBe('请输入手机号');
    expect(await msgOf(post(DELIVERY_API.add, { phone: freshPhone() }))).toBe('请输入服务商名称');
    // The generic route keeps the phone rule; its contact defaults to the name.
    expect(await msgOf(post('/resource/deliveries', { name: '另一服务部', phone }))).toBe('相同手机号的服务商已存在');
    expect((await post('/resource/deliveries', { name: '另一服务部', phone: freshPhone() })).body.data.contact).toBe('另一服务部');
  });
});

describe('config lookups of the dialogs', () => {
  it('answer the settle types and whether the caller may add a delivery provider', async () => {
    for (const category of ['SETTLE_T_ZX', 'SETTLE_CONSIGNOR', 'SETTLE_STORE', 'SETTLE_DELIVERY']) {
      const items = (await get(`${USER_CONFIG_API}?category_code=${category}`)).body.data as Row[];
      expect(items.length).toBeGreaterThan(1);
      expect(items[0]).toMatchObject({ code: 'PAY_NOW', name: '现付' });
    }
    expect((await get(`${USER_CONFIG_API}?category_code=${ADD_NEW_DELIVERY_CHECK}`)).body).toEqual({ code: '0', msg: 'success', data: [{ code: 'CAN', name: '可以' }] });
    expect((await get(`${USER_CONFIG_API}?category_code=${ADD_NEW_DELIVERY_CHECK}`, 'cs')).body.data).toEqual([{ code: 'CANNOT', name: '不可以' }]);
  });
});

describe('authentication', () => {
  it('answers 401 without a token', async () => {
    for (const path of [TRANSPORTER_API.list, CONSIGNOR_API.list, DELIVERY_API.verify, STORE_API.byConsignorUser.replace('{consignorUserId}', '4')]) {
      expect((await call(ts.url, `/api${path}`)).status).toBe(401);
    }
    expect((await call(ts.url, `/api${CONSIGNOR_API.add}`, { method: 'POST', body: { name: '匿名商家' } })).body).toEqual({ code: '401', msg: '登录已过期，请重新登录' });
  });
});
