// @vitest-environment node
// The resource pickers' calls (widgets spec §7 "Products, warehouses, stations", sub-users) on the reference server.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FACTORY_API, PRODUCT_API, SERVICER_STORE_ADD_API, STATIONS_API, SUB_USER_API, WAREHOUSE_API,
} from '../../../src/config/picker-api';
import { rowsSeenBy } from './owned-rows.js';
import { call, login, startTestServer, type TestServer } from './test-server.js';
import { ROLE_PAGES } from './role-pages-fixture.js';

type Row = Record<string, unknown>;
let ts: TestServer;
const tokens: Record<string, string> = {};
const INVENTORY_SCREEN = 'warehouse/inventory-index.json';

beforeAll(async () => {
  // With the inventory screen, whose collection says where products are stored.
  const inventory = JSON.parse(readFileSync(join(process.cwd(), 'screens', INVENTORY_SCREEN), 'utf8')) as unknown;
  ts = await startTestServer({}, undefined, { ...ROLE_PAGES, [INVENTORY_SCREEN]: inventory });
  for (const user of ['servicer', 'consignor', 'admin']) tokens[user] = (await login(ts.url, user)).token;
}, 60_000);
afterAll(async () => {
  await ts.stop();
});

const get = (path: string, as = 'servicer') => call(ts.url, `/api${path}`, { token: tokens[as] });
const post = (path: string, body: unknown, as = 'servicer') => call(ts.url, `/api${path}`, { method: 'POST', token: tokens[as], body });
const list = async (path: string, as = 'servicer'): Promise<Row[]> => (await get(path, as)).body.data.list;
const msgOf = async (response: Promise<{ body: { msg: string } }>): Promise<string> => (await response).body.msg;
/** What the servicer's pickers list: its company's own rows and those the platform publishes. */
const servicerSees = (collection: string) => rowsSeenBy(ts, collection, 'servicer');

describe('stations and installers', () => {
  it('list stations 20 a page, by name and type alias, with the alias of each type', async () => {
    const page = (await get(`${STATIONS_API}?format=dropdown`)).body.data;
    expect(page).toMatchObject({ total: servicerSees('stations').length, page: 1, per_page: 20 });
    for (const row of page.list as Row[]) expect(['DELIVERY', 'TRANSIT', 'INSTALLER', 'PICKUP']).toContain(row.type_alias_code);
    const installers = await list(`${STATIONS_API}?station_type_alias_code=INSTALLER`);
    expect(installers).toHaveLength(servicerSees('stations').filter((row) => row.type === '安装网点').length);
    expect(installers.length).toBeGreaterThan(0);
    expect(installers.every((row) => row.type === '安装网点' && row.type_alias_code === 'INSTALLER')).toBe(true);
    const named = await list(`${STATIONS_API}?station_name=中转`);
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((row) => String(row.name).includes('中转'))).toBe(true);
    expect(await list(`${STATIONS_API}?ids=${String(installers[0]?.id)}`)).toMatchObject([{ id: installers[0]?.id }]);
    expect((await get(`${STATIONS_API}?station_type_alias_code=HUB`)).status).toBe(400);
  });

  it('create installers as 安装网点 stations, and stations by type alias or name', async () => {
    const installer = await post(SERVICER_STORE_ADD_API, { name: '王师傅', phone: '13712345678', settle_type_code: 'COLLECT', type: 'INSTALLER' });
    expect(Object.keys(installer.body.data)).toEqual(['id']);
    expect((await get(`/resource/stations/${String(installer.body.data.id)}`)).body.data)
      .toMatchObject({ name: '王师傅', type: '安装网点', phone: '13712345678', settle_type_name: '代收货款' });
    expect((await list(`${STATIONS_API}?station_type_alias_code=INSTALLER&station_name=王师傅`)).map((row) => row.id)).toEqual([installer.body.data.id]);
    expect(await msgOf(post(SERVICER_STORE_ADD_API, { name: '王师傅', phone: '13712345679' }))).toBe('名称已存在');
    expect(await msgOf(post(SERVICER_STORE_ADD_API, { name: '李师傅' }))).toBe('请输入手机号');
    expect(await msgOf(post(SERVICER_STORE_ADD_API, { phone: '13712345679' }))).toBe('请输入安装师傅名称');
    expect(await msgOf(post(SERVICER_STORE_ADD_API, { name: '一二三四五六七八九十一', phone: '13712345679' }))).toBe('允许输入10字内');
    // Another type through the same call needs no phone.
    const pickup = await post(SERVICER_STORE_ADD_API, { name: '嘉定自提点', type: '自提点' });
    expect((await get(`/resource/stations/${String(pickup.body.data.id)}`)).body.data.type).toBe('自提点');

    const transit = await post(STATIONS_API, { name: '昆山中转站', type: 'TRANSIT' });
    expect((await get(`/resource/stations/${String(transit.body.data.id)}`)).body.data.type).toBe('中转站');
    expect((await post(STATIONS_API, { name: '青浦配送站', type: '配送站' })).body.code).toBe('0');
    expect(await msgOf(post(STATIONS_API, { name: '昆山中转站', type: 'TRANSIT' }))).toBe('名称已存在');
    expect(await msgOf(post(STATIONS_API, { type: 'TRANSIT' }))).toBe('请输入网点名称');
    expect((await post(STATIONS_API, { name: '某站', type: 'HUB' })).body.msg).toMatch(/^参数错误：网点类型 应为以下值之一/);
  });
});

describe('factories', () => {
  it('list suggestion items, with the none row on request', async () => {
    const page = (await get(`${FACTORY_API.list}?format=dropdown&prepend_empty=true&per_page=5`)).body.data;
    expect(page).toMatchObject({ total: servicerSees('factories').length, page: 1, per_page: 5 });
    expect(page.list).toHaveLength(6);
    expect(page.list[0]).toEqual({ id: 0, name: '', label: '', value: 0, phone: '' });
    const item = page.list[1] as Row;
    expect(Object.keys(item).sort()).toEqual(['id', 'label', 'name', 'phone', 'value']);
    expect(item).toMatchObject({ label: item.name, value: item.id });
    expect((await list(`${FACTORY_API.list}?name=家具`)).every((row) => String(row.name).includes('家具'))).toBe(true);
  });

  it('create a factory paying now unless told otherwise', async () => {
    const created = await post(FACTORY_API.add, { name: '南康木作厂' });
    expect(created.body.data).toEqual({ id: expect.any(Number), name: '南康木作厂' });
    expect((await get(`/resource/factories/${String(created.body.data.id)}`)).body.data).toMatchObject({ settle_type_code: 'PAY_NOW', settle_type_name: '现付' });
    expect(await msgOf(post(FACTORY_API.add, { name: '南康木作厂' }))).toBe('名称已存在');
    expect(await msgOf(post(FACTORY_API.add, { name: '' }))).toBe('请输入工厂名称');
    expect(await msgOf(post(FACTORY_API.add, { name: '一二三四五六七八九十一' }))).toBe('允许输入10字内');
  });
});

describe('products', () => {
  it('give the category tree two levels under PC001, with stable codes', async () => {
    const { children } = (await get(PRODUCT_API.categories)).body.data as { children: Array<{ value: string; label: string; children: Row[] }> };
    expect(children.map((node) => [node.value, node.label])).toEqual([['PC00101', '家具'], ['PC00102', '家电'], ['PC00103', '建材']]);
    expect(children[0]?.children[0]).toEqual({ value: 'PC0010101', label: '沙发' });
    expect(children.flatMap((node) => node.children)).toHaveLength(16);
    expect((await get(`${PRODUCT_API.categories}?parent_code=PC00102&app_code=BANG`)).body.data.children[0]).toEqual({ value: 'PC0010201', label: '冰箱' });
    expect((await get(`${PRODUCT_API.categories}?parent_code=PC009`)).body.data).toEqual({ children: [] });
  });

  it('list every product option as an array, a merchant account only its own', async () => {
    const options = (await get(`${PRODUCT_API.all}?order_business_code=E-COMMERCE&object_type=servicer&check_inventory=1`)).body.data as Row[];
    // The demo service provider sees the products of the merchants it sees (server/partners/merchant-scope.ts):
    // 78 of the 80 seeded, the platform all of them.
    expect(options).toHaveLength(78);
    expect((await get(PRODUCT_API.all, 'admin')).body.data).toHaveLength(80);
    const sofa = options.find((option) => option.code === 'SP100001');
    expect(sofa).toEqual({
      id: 1, product_id: 1, code: 'SP100001', pno_name: '北欧布艺三人沙发 SP100001', name: '北欧布艺三人沙发', package: sofa?.package,
      path: '家具/沙发', path_code: 'PC00101/PC0010101', category_path: '家具/沙发', category_path_code: 'PC00101/PC0010101',
      // check_inventory: the option carries its stock.
      inventory: expect.any(Number),
    });
    expect(((await get(`${PRODUCT_API.all}?name=冰箱`)).body.data as Row[]).every((option) => String(option.name).includes('冰箱'))).toBe(true);
    const own = (await get(PRODUCT_API.all, 'consignor')).body.data as Row[];
    const generic = await list('/product/products?consignor_name=优品家居旗舰店&per_page=500');
    expect(own.map((option) => option.id).sort()).toEqual(generic.map((row) => row.id).sort());
    expect(own.length).toBeLessThan(options.length);
  });

  it('carry their stock with check_inventory, and leave products without stock out with filter_zero_inventory', async () => {
    const inventory = await list('/warehouse/inventories?per_page=500');
    const stock = new Map<string, number>();
    for (const row of inventory) stock.set(String(row.product_code), (stock.get(String(row.product_code)) ?? 0) + Number(row.quantity));
    const all = (await get(PRODUCT_API.all)).body.data as Row[];
    expect(all.every((option) => option.inventory === undefined)).toBe(true);
    const counted = (await get(`${PRODUCT_API.all}?check_inventory=1`)).body.data as Row[];
    expect(counted.map((option) => [option.code, option.inventory])).toEqual(all.map((option) => [option.code, stock.get(String(option.code)) ?? 0]));
    const inStock = (await get(`${PRODUCT_API.all}?filter_zero_inventory=1`)).body.data as Row[];
    expect(inStock.map((option) => option.code)).toEqual(all.filter((option) => (stock.get(String(option.code)) ?? 0) > 0).map((option) => option.code));
    expect(inStock.length).toBeGreaterThan(0);
    expect(inStock.length).toBeLessThan(all.length);
  });

  it('create a product in a category, with a generated code and the category paths', async () => {
    const created = await post(PRODUCT_API.add, {
      name: '真皮休闲沙发', package: 2, lv1_category_code: 'PC00101', lv1_category_name: '家具', lv2_category_code: 'PC0010101', lv2_category_name: '沙发',
      parent_code: 'PC001', parent_name: '',
    });
    expect(created.body.data).toEqual({ id: 81, code: expect.stringMatching(/^SP\d+$/), category_path: '家具/沙发', category_path_code: 'PC00101/PC0010101' });
    expect((await get('/product/products/81')).body.data).toMatchObject({ name: '真皮休闲沙发', package: 2, lv1_category_code: 'PC00101', lv2_category_code: 'PC0010101' });
    const onlyLevel1 = await post(PRODUCT_API.add, { name: '家电配件', lv1_category_code: 'PC00102', lv2_category_code: '' });
    expect(onlyLevel1.body.data).toMatchObject({ category_path: '家电', category_path_code: 'PC00102' });
    expect((await get(`/product/products/${String(onlyLevel1.body.data.id)}`)).body.data.package).toBe(1);
    expect(await msgOf(post(PRODUCT_API.add, { name: '无分类商品' }))).toBe('请选择商品分类');
    expect(await msgOf(post(PRODUCT_API.add, { name: '错分类', lv1_category_code: 'PC00101', lv2_category_code: 'PC0010201' }))).toBe('请选择商品分类');
    expect(await msgOf(post(PRODUCT_API.add, { lv1_category_code: 'PC00101' }))).toBe('请输入商品名称');
    expect(await msgOf(post(PRODUCT_API.add, { name: '长'.repeat(51), lv1_category_code: 'PC00101' }))).toBe('允许输入50字内');
    expect((await post(PRODUCT_API.add, { name: '零包件', package: 0, lv1_category_code: 'PC00101' })).body.msg).toBe('参数错误：包件数 不能小于 1');
    // A merchant's product is its own.
    const mine = await post(PRODUCT_API.add, { name: '商家新品', lv1_category_code: 'PC00103' }, 'consignor');
    expect(((await get(PRODUCT_API.all, 'consignor')).body.data as Row[]).map((option) => option.id)).toContain(mine.body.data.id);
  });
});

describe('warehouses and storage locations', () => {
  it('page the warehouses 300 at a time', async () => {
    const page = (await get(WAREHOUSE_API.all)).body.data;
    expect(page).toMatchObject({ total: servicerSees('warehouses').length, page: 1, per_page: 300 });
    expect(page.list[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), code: expect.stringMatching(/^WH-/) });
  });

  it('find the locations holding a product from the inventory rows', async () => {
    // From what the servicer's company sees: its inventory rows and its (and the platform's) locations.
    const inventory = await list('/warehouse/inventories?per_page=500', 'admin');
    const locations = await list('/warehouse/locations?per_page=500', 'admin');
    const products = await list('/product/products?per_page=500', 'admin');
    const ownInventory = servicerSees('warehouse_inventories').filter((row) => row.own);
    const seenLocations = new Set(servicerSees('locations').map((row) => row.location_code));
    const stocked = products.find((product) => ownInventory.some((row) => row.product_code === product.code && seenLocations.has(row.location_code))) as Row;
    const answer = (await get(`${WAREHOUSE_API.locationsByProduct}?product_id=${String(stocked.id)}`)).body.data as Array<{ location_id: number; location_name: string }>;
    const codes = new Set(ownInventory.filter((row) => row.product_code === stocked.code).map((row) => row.location_code));
    expect(answer.length).toBeGreaterThan(0);
    for (const item of answer) {
      const location = locations.find((row) => row.id === item.location_id);
      expect(codes).toContain(location?.location_code);
      expect(item.location_name).toBe(location?.location_name);
    }
    const unstocked = products.find((product) => !inventory.some((row) => row.product_code === product.code));
    if (unstocked) expect((await get(`${WAREHOUSE_API.locationsByProduct}?product_id=${String(unstocked.id)}`)).body.data).toEqual([]);
    expect((await get(`${WAREHOUSE_API.locationsByProduct}?product_id=9999`)).body).toMatchObject({ code: '0', data: [] });
    expect((await get(WAREHOUSE_API.locationsByProduct)).body.msg).toBe('参数错误：缺少必填字段 商品ID');
    expect((await get(`${WAREHOUSE_API.locationsByProduct}?product_id=abc`)).status).toBe(400);
  });

  it('derive two fixed locations per product on a server without inventory rows', async () => {
    const plain = await startTestServer();
    try {
      const token = (await login(plain.url, 'servicer')).token;
      const ask = async (id: number) => (await call(plain.url, `/api${WAREHOUSE_API.locationsByProduct}?product_id=${id}`, { token })).body.data as Row[];
      const first = await ask(3);
      expect(first).toHaveLength(2);
      expect(await ask(3)).toEqual(first);
      expect(await ask(4)).not.toEqual(first);
      expect(await ask(9999)).toEqual([]);
    } finally {
      await plain.stop();
    }
  });
});

describe('sub-accounts', () => {
  it('page the caller’s own sub-accounts by username and user ids, each with user_id and username', async () => {
    const page = (await get(`${SUB_USER_API}?page=1&per_page=20`)).body.data;
    expect(page).toMatchObject({ total: 8, page: 1, per_page: 20 });
    for (const row of page.list as Row[]) expect(row).toMatchObject({ user_id: expect.any(Number), username: expect.any(String) });
    expect((await list(`${SUB_USER_API}?username=cs`)).map((row) => row.username)).toEqual(['cs']);
    expect((await list(`${SUB_USER_API}?user_ids=5,6`)).map((row) => row.user_id).sort()).toEqual([5, 6]);
    expect(await list(`${SUB_USER_API}?user_ids=5,6`, 'admin')).toEqual([]);
  });
});

describe('authentication', () => {
  it('answers 401 without a token', async () => {
    for (const path of [STATIONS_API, FACTORY_API.list, PRODUCT_API.all, PRODUCT_API.categories, WAREHOUSE_API.all, `${WAREHOUSE_API.locationsByProduct}?product_id=1`]) {
      expect((await call(ts.url, `/api${path}`)).status).toBe(401);
    }
    expect((await call(ts.url, `/api${PRODUCT_API.add}`, { method: 'POST', body: { name: '匿名' } })).status).toBe(401);
  });
});
