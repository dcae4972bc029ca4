// @vitest-environment node
// The partner, station and warehouse management screens list and create through the widgets spec's calls
// (their descriptors' api.list / api.create): the calls filter as the collections' lists do and store
// every field the management forms send, under the spec's own rules.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSIGNOR_API, DELIVERY_API, FACTORY_API, SERVICER_API, STATIONS_API, STORE_API, SUPPLIER_API, TRANSPORTER_API, WAREHOUSE_API,
} from '../../../src/config/picker-api';
import { CONSIGNOR_BOOK_API } from '../../../src/config/core-api';
import type { ApiRef } from '../../../src/screen-model/types';
import { call, login, startTestServer, type TestServer } from './test-server.js';

type Row = Record<string, unknown>;
let ts: TestServer;
const tokens: Record<string, string> = {};

/** The management screens, so the collections learn their keys as on the real server. */
const MANAGEMENT_SCREENS = [
  'resource/transport-index.json', 'resource/transport-form.json', 'resource/driver-index.json', 'resource/driver-form.json',
  'resource/consignor-index.json', 'resource/consignor-form.json', 'resource/supplier-index.json', 'resource/supplier-form.json',
  'resource/store-index.json', 'resource/store-form.json', 'resource/delivery-provider-index.json', 'resource/delivery-provider-form.json',
  'resource/factory-index.json', 'resource/factory-form.json', 'resource/station-index.json', 'resource/station-form.json',
  'resource/service-index.json', 'basic-data/transporter-index.json', 'basic-data/consignor-index.json', 'basic-data/servicer-index.json',
  'basic-data/warehouse-index.json',
];
const descriptorOf = (file: string): { api: ApiRef } => JSON.parse(readFileSync(join(process.cwd(), 'screens', file), 'utf8')) as { api: ApiRef };

beforeAll(async () => {
  ts = await startTestServer({}, undefined, Object.fromEntries(MANAGEMENT_SCREENS.map((file) => [file, descriptorOf(file)])));
  for (const user of ['admin', 'consignor']) tokens[user] = (await login(ts.url, user)).token;
}, 60_000);
afterAll(async () => {
  await ts.stop();
});

const get = (path: string, as = 'admin') => call(ts.url, `/api${path}`, { token: tokens[as] });
const post = (path: string, body: unknown, as = 'admin') => call(ts.url, `/api${path}`, { method: 'POST', token: tokens[as], body });
const msgOf = async (response: Promise<{ body: { msg: string } }>): Promise<string> => (await response).body.msg;
const idsOf = async (path: string, as = 'admin'): Promise<number[]> => {
  const { status, body } = await get(path, as);
  expect(status, `${path}: ${JSON.stringify(body)}`).toBe(200);
  return (body.data.list as Row[]).map((row) => Number(row.id)).sort((a, b) => a - b);
};
const recordOf = async (collection: string, id: unknown): Promise<Row> => (await get(`${collection}/${String(id)}`)).body.data as Row;

describe('the management descriptors', () => {
  it('list and create through the spec calls, keeping the collection as the resource', () => {
    const api = (file: string) => descriptorOf(file).api;
    expect(api('resource/transport-index.json')).toMatchObject({ resource: '/resource/transporters', list: TRANSPORTER_API.list });
    expect(api('resource/driver-form.json')).toMatchObject({ resource: '/resource/transporters', create: TRANSPORTER_API.add });
    expect(api('resource/supplier-form.json')).toMatchObject({ resource: '/resource/suppliers', create: SUPPLIER_API.add });
    // The merchant screens use the core spec's merchant book calls instead (consignor-book.test.ts).
    expect(api('resource/consignor-form.json')).toMatchObject({ resource: '/resource/consignors', create: CONSIGNOR_BOOK_API.add });
    expect(api('resource/delivery-provider-index.json')).toMatchObject({ resource: '/resource/deliveries', list: DELIVERY_API.list });
    expect(api('resource/station-form.json')).toMatchObject({ resource: '/resource/stations', create: STATIONS_API });
    expect(api('basic-data/warehouse-index.json')).toMatchObject({ resource: '/warehouse/warehouses', list: WAREHOUSE_API.all });
    expect(api('basic-data/warehouse-index.json').create).toBeUndefined();
  });
});

describe('spec lists filter as the collections do', () => {
  /** The same query on the spec list and on the collection finds the same rows. */
  const sameRows = async (specPath: string, collection: string, query: string): Promise<number[]> => {
    const separator = specPath.includes('?') ? '&' : '?';
    const spec = await idsOf(`${specPath}${separator}per_page=500&${query}`);
    expect(spec, `${specPath} ${query}`).toEqual(await idsOf(`${collection}?per_page=500&${query}`));
    return spec;
  };
  /** The date part of the creation time of the n-th row of a collection, oldest first. */
  const createdDay = async (collection: string, nth: number): Promise<string> => {
    const rows = (await get(`${collection}?per_page=500`)).body.data.list as Row[];
    const days = rows.map((row) => String(row.created_at).slice(0, 10)).sort();
    return days[nth] ?? days[0] ?? '';
  };

  it('carriers and drivers: phone, plate number, status, sub type, settle type and creation dates', async () => {
    const all = await idsOf(`${TRANSPORTER_API.list}?per_page=500`);
    const phone = String(((await get(`/resource/transporters/${String(all[3])}`)).body.data as Row).phone).slice(3, 7);
    expect(await sameRows(TRANSPORTER_API.list, '/resource/transporters', `phone=${phone}`)).toContain(all[3]);
    const disabled = await sameRows(TRANSPORTER_API.list, '/resource/transporters', 'status=0');
    expect(disabled.length).toBeGreaterThan(0);
    expect(disabled.length).toBeLessThan(all.length);
    await sameRows(TRANSPORTER_API.list, '/resource/transporters', 'plate_no=A');
    await sameRows(TRANSPORTER_API.list, '/resource/transporters', 'settle_type_code=MONTHLY');
    const day = await createdDay('/resource/transporters', 20);
    const recent = await sameRows(TRANSPORTER_API.list, '/resource/transporters', `created_at_start=${day}&created_at_end=2999-12-31`);
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.length).toBeLessThan(all.length);
    // The driver screen's view (api.params) with its filters.
    const drivers = await sameRows(TRANSPORTER_API.list, '/resource/transporters', 'object_sub_type=T_SJ&status=1&service_type_codes=DELIVERY');
    expect(drivers.length).toBeGreaterThan(0);
    // Unknown values are refused as by the collection.
    expect((await get(`${TRANSPORTER_API.list}?status=2`)).status).toBe(400);
    expect((await get(`${TRANSPORTER_API.list}?created_at_start=yesterday`)).status).toBe(400);
  });

  it('merchants, suppliers, stores, delivery and service providers, factories, stations and warehouses', async () => {
    const cases: Array<[spec: string, collection: string, queries: string[]]> = [
      [CONSIGNOR_API.list, '/resource/consignors', ['contact=王', 'phone=139', 'status=0', 'is_forbid_create_order=1', 'settle_type_code=MONTHLY']],
      [SUPPLIER_API.list, '/resource/suppliers', ['contact=李', 'phone=13', 'status=1', 'settle_type_code=PAY_NOW']],
      [STORE_API.list, '/resource/stores', ['contact=张', 'phone=138', 'status=0', 'consignor_name=优品家居旗舰店']],
      [DELIVERY_API.list, '/resource/deliveries', ['contact=王', 'city=上海市', 'phone=13', 'status=1', 'service_type_codes=INSTALL']],
      [SERVICER_API.list, '/resource/servicers', ['contact=陈', 'city=上海', 'level=A', 'status=1']],
      [FACTORY_API.list, '/resource/factories', ['contact=刘', 'phone=13', 'settle_type_code=MONTHLY']],
      [STATIONS_API, '/resource/stations', ['type=配送', 'contact=王', 'city=上海', 'phone=13', 'status=0']],
      [WAREHOUSE_API.all, '/warehouse/warehouses', ['code=WH', 'contact=赵', 'phone=13', 'status=0']],
    ];
    for (const [spec, collection, queries] of cases) {
      const all = await idsOf(`${spec}${spec.includes('?') ? '&' : '?'}per_page=500`);
      expect(all, spec).toEqual(await idsOf(`${collection}?per_page=500`));
      for (const query of queries) await sameRows(spec, collection, query);
      const day = await createdDay(collection, Math.floor(all.length / 2));
      const recent = await sameRows(spec, collection, `created_at_start=${day}&created_at_end=2999-12-31`);
      expect(recent.length, `${spec} created_at`).toBeGreaterThan(0);
      expect(recent.length, `${spec} created_at`).toBeLessThan(all.length);
    }
    // The pickers' own parameters keep their meaning next to the collection's filters.
    const installers = await idsOf(`${STATIONS_API}?station_type_alias_code=INSTALLER&per_page=100`);
    expect(installers).toEqual(await idsOf('/resource/stations?type=安装网点&per_page=100'));
    expect(await idsOf(`${STATIONS_API}?station_type_alias_code=INSTALLER&status=1&per_page=100`))
      .toEqual(await idsOf('/resource/stations?type=安装网点&status=1&per_page=100'));
    // The factory screen reads whole rows; the picker's dropdown format the suggestion items.
    const [factory] = (await get(`${FACTORY_API.list}?per_page=1`)).body.data.list as Row[];
    expect(factory).toMatchObject({ contact: expect.any(String), address: expect.any(String), created_at: expect.any(String), label: factory?.name, value: factory?.id });
    const [item] = (await get(`${FACTORY_API.list}?per_page=1&format=dropdown`)).body.data.list as Row[];
    expect(Object.keys(item ?? {}).sort()).toEqual(['id', 'label', 'name', 'phone', 'value']);
  });

  it('keep a merchant account to its own merchant and stores', async () => {
    expect((await get(`${CONSIGNOR_API.list}?status=1`, 'consignor')).body.data.list).toMatchObject([{ id: 107 }]);
    const own = await idsOf(`${STORE_API.list}?per_page=300&status=1`, 'consignor');
    const stores = (await get(`/resource/stores?per_page=300&status=1&consignor_name=${encodeURIComponent('优品家居旗舰店')}`)).body.data.list as Row[];
    expect(own).toEqual(stores.map((row) => Number(row.id)).sort((a, b) => a - b));
  });
});

describe('spec creates keep the management forms\' fields', () => {
  it('a carrier keeps its plate number, vehicle type, status and settle type; a driver its services', async () => {
    const carrier = await post(TRANSPORTER_API.add, {
      name: '沪宁快线', phone: '13911112222', object_sub_type: 'T_ZX', settle_type_code: 'MONTHLY', status: 0,
      plate_no: '沪A·D1234', vehicle_type: '9.6米高栏货车', memo: '夜间发车',
    });
    expect(carrier.body.code).toBe('0');
    const id = (carrier.body.data.resource_id as number) - 500_000;
    expect(await recordOf('/resource/transporters', id)).toMatchObject({
      name: '沪宁快线', phone: '13911112222', object_sub_type: 'T_ZX', settle_type_code: 'MONTHLY', settle_type_name: '月结', status: 0,
      plate_no: '沪A·D1234', vehicle_type: '9.6米高栏货车', memo: '夜间发车',
    });
    expect(await idsOf(`${TRANSPORTER_API.list}?plate_no=D1234&status=0`)).toContain(id);

    const driver = await post(TRANSPORTER_API.add, {
      name: '周建国', phone: '13911113333', object_sub_type: 'T_SJ', service_type_codes: ['DELIVERY', 'INSTALL'], settle_type_code: 'PAY_NOW',
      status: 1, plate_no: '苏E·12345', vehicle_type: '面包车', memo: '',
    });
    expect(await recordOf('/resource/transporters', (driver.body.data.resource_id as number) - 500_000)).toMatchObject({
      name: '周建国', object_sub_type: 'T_SJ', service_type_codes: ['DELIVERY', 'INSTALL'],
      service_type: [{ code: 'DELIVERY', name: '配送' }, { code: 'INSTALL', name: '安装' }], status: 1, plate_no: '苏E·12345', vehicle_type: '面包车',
      is_related: true,
    });
    // The spec's rules still hold for the management forms.
    expect(await msgOf(post(TRANSPORTER_API.add, { name: '沪宁快线', phone: '13911114444', object_sub_type: 'T_ZX' }))).toBe('名称已存在');
    expect(await msgOf(post(TRANSPORTER_API.add, { name: '没有手机号', object_sub_type: 'T_ZX', plate_no: '沪A·00001' }))).toBe('请输入手机号');
    expect(await msgOf(post(TRANSPORTER_API.add, { name: '周建民', phone: '13911113333', object_sub_type: 'T_SJ', service_type_codes: ['DELIVERY'] })))
      .toBe('相同手机号的司机已存在');
    expect((await post(TRANSPORTER_API.add, { name: '车型太长', phone: '13911115555', plate_no: '沪A·1234567890123' })).status).toBe(400);
  });

  it('a merchant keeps its contact, address, status and order block; a supplier its contact and status', async () => {
    const merchant = await post(CONSIGNOR_API.add, {
      name: '汇美家居', contact: '孙丽', phone: '13922221111', status: 0, is_forbid_create_order: 1, settle_type_code: 'MONTHLY',
      charge_mode: 'WEIGHT', is_send_sms: '1', deduction_node: 'DELIVER', province: '上海市', city: '上海市', district: '闵行区',
      address: '莘庄镇都市路88号', memo: '大客户',
    });
    const id = (merchant.body.data.resource_id as number) - 400_000;
    expect(await recordOf('/resource/consignors', id)).toMatchObject({
      name: '汇美家居', contact: '孙丽', phone: '13922221111', status: 0, is_forbid_create_order: 1, settle_type_code: 'MONTHLY',
      settle_type_name: '月结', charge_mode: 'WEIGHT', is_send_sms: '1', deduction_node: 'DELIVER', province: '上海市', city: '上海市',
      district: '闵行区', address: '莘庄镇都市路88号', memo: '大客户',
    });
    expect(await idsOf(`${CONSIGNOR_API.list}?contact=孙丽&status=0`)).toEqual([id]);
    expect(await msgOf(post(CONSIGNOR_API.add, { name: '一二三四五六七八九十一', contact: '孙丽', settle_type_code: 'PAY_NOW' }))).toBe('允许输入10字内');

    const supplier = await post(SUPPLIER_API.add, { name: '华东五金', contact: '钱多', phone: '13922223333', settle_type_code: 'PAY_NOW', status: 0, is_send_sms: '0' });
    expect(await recordOf('/resource/suppliers', supplier.body.data.id)).toMatchObject({ name: '华东五金', contact: '钱多', status: 0, settle_type_name: '现付' });
  });

  it('a store keeps its merchant, contact, address and flags; a merchant account\'s store is its own', async () => {
    const store = await post(STORE_API.add, {
      name: '虹桥店', consignor_resource_id: 400_001, consignor_name: '某商家', contact: '吴强', phone: '13933331111', status: 0,
      is_forbid_create_order: 1, settle_type_code: 'MONTHLY', address: '虹桥路1号', memo: '',
    });
    expect(await recordOf('/resource/stores', store.body.data.res_store_id)).toMatchObject({
      name: '虹桥店', consignor_resource_id: 400_001, consignor_name: '某商家', contact: '吴强', phone: '13933331111', status: 0,
      is_forbid_create_order: 1, settle_type_code: 'MONTHLY', address: '虹桥路1号',
    });
    const own = await post(STORE_API.add, {
      name: '七宝店', consignor_resource_id: 400_001, consignor_name: '某商家', contact: '郑好', settle_type_code: 'PAY_NOW',
    }, 'consignor');
    expect(await recordOf('/resource/stores', own.body.data.res_store_id)).toMatchObject({
      name: '七宝店', consignor_resource_id: 400_107, consignor_name: '优品家居旗舰店', contact: '郑好',
    });
  });

  it('a delivery provider keeps the services, contact, city and status its form sends', async () => {
    const created = await post(DELIVERY_API.add, {
      name: '闵行速装', contact: '冯师傅', phone: '13944441111', city: '上海市', service_type_codes: 'INSTALL', settle_type_code: 'MONTHLY', status: 0,
    });
    expect(await recordOf('/resource/deliveries', (created.body.data.resource_id as number) - 300_000)).toMatchObject({
      name: '闵行速装', contact: '冯师傅', city: '上海市', status: 0, service_type_codes: ['INSTALL'], service_type: [{ code: 'INSTALL', name: '安装' }],
    });
    // The dialog's body still gets delivering and installing.
    const dialog = await post(DELIVERY_API.add, { name: '嘉定速装', phone: '13944442222' });
    expect(await recordOf('/resource/deliveries', (dialog.body.data.resource_id as number) - 300_000))
      .toMatchObject({ service_type_codes: ['DELIVERY_INSTALL'], contact: '嘉定速装' });
    expect(await msgOf(post(DELIVERY_API.add, { name: '又一家', phone: '13944441111', contact: '冯师傅' }))).toBe('相同手机号的服务商已存在');
  });

  it('a factory and a station keep their contact, landline, address and memo', async () => {
    const factory = await post(FACTORY_API.add, {
      name: '南通家纺厂', contact: '褚工', phone: '0513-87654321', address: '南通市通州区', settle_type_code: 'MONTHLY', memo: '周结',
    });
    expect(await recordOf('/resource/factories', factory.body.data.id)).toMatchObject({
      name: '南通家纺厂', contact: '褚工', phone: '0513-87654321', address: '南通市通州区', settle_type_code: 'MONTHLY', settle_type_name: '月结', memo: '周结',
    });
    expect((await post(FACTORY_API.add, { name: '电话不对', phone: '12345' })).status).toBe(400);

    const station = await post(STATIONS_API, {
      name: '松江中转站', type: '中转站', contact: '卫站长', phone: '021-57654321', city: '上海市', address: '松江区新桥镇', status: 0, memo: '夜班',
    });
    expect(await recordOf('/resource/stations', station.body.data.id)).toMatchObject({
      name: '松江中转站', type: '中转站', contact: '卫站长', phone: '021-57654321', city: '上海市', address: '松江区新桥镇', status: 0, memo: '夜班',
    });
    expect(await msgOf(post(STATIONS_API, { name: '松江区新桥镇第一配送站', type: '配送站' }))).toBe('允许输入10字内');
    expect((await post(STATIONS_API, { name: '坏类型', type: '分拨中心' })).status).toBe(400);
  });
});
