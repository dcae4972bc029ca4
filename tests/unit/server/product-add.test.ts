// @vitest-environment node
// The product management form creates through the spec's call (widgets spec §7 POST /user/product/add):
// the add stores what the form sends besides the spec's fields (code, unit, volume, weight, merchant),
// under the collection's rules: unique codes, and a merchant's products are its own.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_API } from '../../../src/config/picker-api';
import { call, login, startTestServer, type TestServer } from './test-server.js';

let ts: TestServer;
const tokens: Record<string, string> = {};
const SCREENS = ['basic-data/product-index.json', 'basic-data/product-form.json'];

beforeAll(async () => {
  const screens = Object.fromEntries(SCREENS.map((file) => [file, JSON.parse(readFileSync(join(process.cwd(), 'screens', file), 'utf8')) as unknown]));
  ts = await startTestServer({}, undefined, screens);
  for (const user of ['admin', 'servicer', 'consignor']) tokens[user] = (await login(ts.url, user)).token;
}, 60_000);
afterAll(async () => {
  await ts.stop();
});

const add = (body: Record<string, unknown>, as = 'servicer') => call(ts.url, `/api${PRODUCT_API.add}`, { method: 'POST', token: tokens[as], body });
const productOf = async (id: unknown) => (await call(ts.url, `/api/product/products/${String(id)}`, { token: tokens.admin })).body.data as Record<string, unknown>;

const FORM_BODY = {
  code: 'SP-TEST-01', name: '实木餐桌', consignor_name: '优品家居旗舰店', lv2_category_code: 'PC0010101', lv2_category_name: '沙发',
  lv1_category_code: 'PC00101', lv1_category_name: '家具', package: 2, unit: '张', volume: 1.2, weight: 35.5,
};

describe('the product form\'s create through /user/product/add', () => {
  it('stores the form\'s code, unit, volume, weight and merchant with the category paths', async () => {
    const created = await add(FORM_BODY);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({ code: 'SP-TEST-01', category_path: '家具/沙发', category_path_code: 'PC00101/PC0010101' });
    expect(await productOf(created.body.data.id)).toMatchObject({
      code: 'SP-TEST-01', name: '实木餐桌', consignor_name: '优品家居旗舰店', package: 2, unit: '张', volume: 1.2, weight: 35.5,
      lv1_category_code: 'PC00101', lv2_category_code: 'PC0010101', category_path: '家具/沙发',
    });
  });

  it('refuses a code another product has: 商品编码已存在', async () => {
    const again = await add({ ...FORM_BODY, name: '实木餐桌二' });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('商品编码已存在');
  });

  it('keeps a merchant\'s products its own, whatever merchant the body names', async () => {
    const created = await add({ ...FORM_BODY, code: 'SP-TEST-02', consignor_name: '另一家商家' }, 'consignor');
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect((await productOf(created.body.data.id)).consignor_name).not.toBe('另一家商家');
  });
});
