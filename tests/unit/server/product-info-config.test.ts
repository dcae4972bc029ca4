// @vitest-environment node
// Reference data calls of the core spec §7: product info by code (GET getProductInfo ?code), the user config
// of a category (get_list, get_info) and the service packages (get_service_pkg_list).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_INFO_API, SERVICE_PKG_LIST_API, USER_CONFIG_INFO_API } from '../../../src/config/core-api';
import { USER_CONFIG_API } from '../../../src/config/picker-api';
import { call, login, startTestServer, type TestServer } from './test-server.js';

type Row = Record<string, unknown>;
let ts: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  ts = await startTestServer();
  for (const user of ['admin', 'servicer', 'consignor', 'delivery', 'cs']) tokens[user] = (await login(ts.url, user)).token;
}, 60_000);
afterAll(async () => {
  await ts.stop();
});

const get = (path: string, as = 'servicer') => call(ts.url, `/api${path}`, { token: tokens[as] });
const products = async (as: string): Promise<Row[]> => (await get('/product/products?per_page=500', as === 'consignor' ? 'admin' : as)).body.data.list as Row[];

describe('GET getProductInfo', () => {
  it('answers the product of a code with what an order line fills from it', async () => {
    const [product] = await products('admin');
    const { status, body } = await get(`${PRODUCT_INFO_API}?code=${String(product?.code)}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      code: '0',
      data: {
        id: product?.id, product_id: product?.id, code: product?.code, name: product?.name, package: product?.package,
        unit: product?.unit, weight: product?.weight, volume: product?.volume, path: product?.category_path,
        pno_name: `${String(product?.name)} ${String(product?.code)}`,
      },
    });
    // Typed in lower case with spaces, the code still finds it.
    expect((await get(`${PRODUCT_INFO_API}?code=${encodeURIComponent(` ${String(product?.code).toLowerCase()} `)}`)).body.data.id).toBe(product?.id);
  });

  it('answers an unknown code, and another merchant\'s product to a merchant, as missing with a readable msg', async () => {
    const missing = { status: 404, body: { code: '404', msg: '商品不存在，请检查商品编码' } };
    expect(await get(`${PRODUCT_INFO_API}?code=NOPE404`)).toEqual(missing);
    const all = await products('admin');
    const foreign = all.find((row) => row.consignor_name !== '优品家居旗舰店');
    const own = all.find((row) => row.consignor_name === '优品家居旗舰店');
    expect(await get(`${PRODUCT_INFO_API}?code=${String(foreign?.code)}`, 'consignor')).toEqual(missing);
    expect((await get(`${PRODUCT_INFO_API}?code=${String(own?.code)}`, 'consignor')).body.data.id).toBe(own?.id);
  });

  it('answers only the product of the order\'s merchant when the lookup names one (consignor_id), and says so otherwise', async () => {
    const all = await products('admin');
    const merchants = (await get('/resource/consignors?per_page=500', 'admin')).body.data.list as Row[];
    const product = all.find((row) => merchants.some((merchant) => merchant.name === row.consignor_name));
    const owner = merchants.find((merchant) => merchant.name === product?.consignor_name);
    const other = merchants.find((merchant) => merchant.name !== product?.consignor_name);
    const ask = (merchant: Row | undefined) => get(`${PRODUCT_INFO_API}?code=${String(product?.code)}&consignor_id=${String(400_000 + Number(merchant?.id))}`);
    expect((await ask(owner)).body.data.id).toBe(product?.id);
    expect(await ask(other)).toEqual({ status: 404, body: { code: '404', msg: '所选商家没有该商品编码的商品，请检查商品编码或商家' } });
    // No merchant picked yet: any visible product of the code.
    expect((await get(`${PRODUCT_INFO_API}?code=${String(product?.code)}&consignor_id=`)).body.data.id).toBe(product?.id);
  });

  it('needs a code and a token', async () => {
    expect(await get(PRODUCT_INFO_API)).toEqual({ status: 400, body: { code: '400', msg: '参数错误：缺少必填字段 商品编码' } });
    expect((await get(`${PRODUCT_INFO_API}?code=${'A'.repeat(31)}`)).body.msg).toBe('参数错误：商品编码 长度不能超过 30 个字符');
    expect((await call(ts.url, `/api${PRODUCT_INFO_API}?code=SP100001`)).status).toBe(401);
  });
});

describe('user config and service packages', () => {
  it('get_list answers the service package and solution types as {code, name}', async () => {
    const packages = await get(`${USER_CONFIG_API}?category_code=SERVICE_PKG_TYPE`);
    expect(packages.body).toMatchObject({ code: '0' });
    expect(packages.body.data.map((item: Row) => item.code)).toEqual(['SERVICE_PKG_DELIVERY', 'SERVICE_PKG_INSTALL', 'SERVICE_PKG_RETURN', 'SERVICE_PKG_REPAIR']);
    const solutions = await get(`${USER_CONFIG_API}?category_code=SOLUTION_TYPE`, 'delivery');
    expect(solutions.body.data).toContainEqual(expect.objectContaining({ code: 'REPLENISH', name: '补件' }));
    expect((await get(SERVICE_PKG_LIST_API, 'consignor')).body.data).toEqual(packages.body.data);
  });

  it('get_info answers one item of a category', async () => {
    const { status, body } = await get(`${USER_CONFIG_INFO_API}?category_code=SOLUTION_TYPE&code=REPAIR`, 'consignor');
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: '0', data: { code: 'REPAIR', name: '维修', category_code: 'SOLUTION_TYPE' } });
    expect((await get(`${USER_CONFIG_INFO_API}?category_code=SERVICE_PKG_TYPE&code=SERVICE_PKG_RETURN`)).body.data.name).toBe('退货服务包');
    // The delivery permission is the caller's own: a sub-account's item is CANNOT.
    expect((await get(`${USER_CONFIG_INFO_API}?category_code=ADD_NEW_DELIVERY_FOR_ORDERS&code=CANNOT`, 'cs')).body.data.name).toBe('不可以');
    expect((await get(`${USER_CONFIG_INFO_API}?category_code=ADD_NEW_DELIVERY_FOR_ORDERS&code=CANNOT`)).status).toBe(404);
  });

  it('get_info refuses an unknown category or code and missing parameters with readable msgs', async () => {
    expect(await get(`${USER_CONFIG_INFO_API}?category_code=NOPE&code=A`)).toEqual({ status: 404, body: { code: '404', msg: '配置分类不存在' } });
    expect(await get(`${USER_CONFIG_INFO_API}?category_code=SOLUTION_TYPE&code=NOPE`)).toEqual({ status: 404, body: { code: '404', msg: '配置项不存在' } });
    expect(await get(`${USER_CONFIG_INFO_API}?category_code=SOLUTION_TYPE`)).toEqual({ status: 400, body: { code: '400', msg: '参数错误：缺少必填字段 配置项编码' } });
    expect((await call(ts.url, `/api${USER_CONFIG_INFO_API}?category_code=SOLUTION_TYPE&code=REPAIR`)).status).toBe(401);
  });
});
