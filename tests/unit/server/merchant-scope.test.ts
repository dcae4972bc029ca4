// @vitest-environment node
// Which merchants each company sees through the generic collection (/resource/consignors: the management
// screens' reads, export and edits, and the merchant selects of many screens) and the merchant picker: its
// book, and to read only, the merchants of its orders; another company's merchant answers as missing. Stores
// and products follow their merchant, and those a company creates without one are its own.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSIGNOR_BOOK_API } from '../../../src/config/core-api';
import { CONSIGNOR_API, PRODUCT_API, STORE_API } from '../../../src/config/picker-api';
import { demoUser } from '../../../server/users/demo-users';
import { call, login, startTestServer, type TestServer } from './test-server.js';
import { registerApprovedCompany } from './sign-up-fixtures.js';

type Row = Record<string, unknown>;
let ts: TestServer;
const tokens: Record<string, string> = {};

const SCREENS = [
  'resource/consignor-index.json', 'resource/consignor-form.json', 'sorting/delivery-consignor-index.json', 'waybill/waybill-all.json',
  'resource/store-index.json', 'resource/store-form.json', 'basic-data/product-index.json', 'basic-data/product-form.json',
];
const descriptorOf = (file: string): unknown => JSON.parse(readFileSync(join(process.cwd(), 'screens', file), 'utf8'));
const CONSIGNOR_BASE = 400_000;

beforeAll(async () => {
  ts = await startTestServer({}, undefined, Object.fromEntries(SCREENS.map((file) => [file, descriptorOf(file)])));
  for (const user of ['admin', 'servicer', 'consignor', 'delivery']) tokens[user] = (await login(ts.url, user)).token;
  tokens.other = (await registerApprovedCompany(ts.url, tokens.admin!)).token;
}, 60_000);
afterAll(async () => {
  await ts.stop();
});

const request = async (path: string, as: string, init: { method?: string; body?: unknown } = {}) => call(ts.url, `/api${path}`, { token: tokens[as], ...init });
async function rowsOf(path: string, as: string): Promise<Row[]> {
  const { status, body } = await request(path, as);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.list as Row[];
}
const merchants = (as: string) => rowsOf('/resource/consignors?per_page=500', as);
const idsOf = (rows: readonly Row[]) => new Set(rows.map((row) => Number(row.id)));
/** The merchants named on the orders a demo company is a party to (read as the platform). */
async function orderMerchants(party: 'servicer' | 'delivery'): Promise<Set<number>> {
  const orders = (await rowsOf('/order/waybills?per_page=500', 'admin')).filter((order) => order[`${party}_user_id`] === demoUser(party).id);
  expect(orders.length).toBeGreaterThan(0);
  return new Set(orders.map((order) => Number(order.consignor_resource_id) - CONSIGNOR_BASE).filter((id) => id > 0));
}

describe('/resource/consignors', () => {
  it('lists a service provider its book and the merchants of its orders, nobody else\'s', async () => {
    const all = await merchants('admin');
    const book = idsOf(await rowsOf(`${CONSIGNOR_BOOK_API.list}?per_page=100`, 'servicer'));
    const named = await orderMerchants('servicer');
    const seen = idsOf(await merchants('servicer'));
    const expected = new Set(all.map((row) => Number(row.id)).filter((id) => book.has(id) || named.has(id)));
    expect(seen).toEqual(expected);
    // The seed keeps merchants of companies outside the demo, so the scope leaves some out.
    expect(seen.size).toBeLessThan(all.length);
    expect(book.size).toBeGreaterThan(0);
  });

  it('lets a company read a merchant of its orders but change only those in its book', async () => {
    const book = idsOf(await rowsOf(`${CONSIGNOR_BOOK_API.list}?per_page=100`, 'servicer'));
    const outside = [...(await orderMerchants('servicer'))].find((id) => !book.has(id));
    expect(outside, 'a seeded order of the demo provider names a merchant outside its book').toBeDefined();
    expect((await request(`/resource/consignors/${String(outside)}`, 'servicer')).status).toBe(200);
    const edit = await request(`/resource/consignors/${String(outside)}`, 'servicer', { method: 'PUT', body: { memo: '改别人的商家' } });
    expect(edit).toEqual({ status: 404, body: { code: '404', msg: '记录不存在' } });
    expect((await request(`/resource/consignors/${String(outside)}`, 'servicer', { method: 'DELETE' })).status).toBe(404);
    const own = [...book][0]!;
    const mine = await request(`/resource/consignors/${String(own)}`, 'servicer', { method: 'PUT', body: { memo: '本公司商家' } });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.data.memo).toBe('本公司商家');
  });

  it('shows a new company none of the others\' merchants, and the ones it adds', async () => {
    expect(await merchants('other')).toEqual([]);
    const demoMerchant = (await merchants('servicer'))[0]!;
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const answer = await request(`/resource/consignors/${String(demoMerchant.id)}`, 'other', { method, ...(method === 'PUT' ? { body: { memo: 'x' } } : {}) });
      expect(answer.status, method).toBe(404);
    }
    const name = `新公司商家${String(Date.now() % 100_000)}`;
    const created = await request(CONSIGNOR_BOOK_API.add, 'other', { method: 'POST', body: { name } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect((await merchants('other')).map((row) => row.name)).toEqual([name]);
    const edited = await request(`/resource/consignors/${String(created.body.data.id)}`, 'other', { method: 'PUT', body: { memo: '自家商家' } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    // The edit keeps it in the company's book.
    expect((await rowsOf(`${CONSIGNOR_BOOK_API.list}?name=${encodeURIComponent(name)}`, 'other')).map((row) => row.memo)).toEqual(['自家商家']);
    expect((await merchants('servicer')).some((row) => row.name === name)).toBe(false);
  });

  it('exports only the merchants the caller sees', async () => {
    // As CSV (the export_format option of docs/exports-and-import.md): a header line, then one line per merchant.
    const { status, body } = await request('/resource/consignors/export?export_format=csv', 'other');
    expect(status).toBe(200);
    const lines = String(body).trim().split('\n');
    expect(lines.length).toBe(1 + (await merchants('other')).length);
    const demoMerchant = (await merchants('servicer'))[0]!;
    expect(String(body)).not.toContain(String(demoMerchant.name));
  });

  it('shows a delivery company the merchants of its orders', async () => {
    const delivered = await orderMerchants('delivery');
    expect(delivered.size).toBeGreaterThan(0);
    expect(idsOf(await merchants('delivery'))).toEqual(delivered);
  });
});

describe('the merchant picker', () => {
  it('offers the merchants the collection shows the caller', async () => {
    const picker = await rowsOf(`${CONSIGNOR_API.list}?per_page=100`, 'servicer');
    expect(idsOf(picker)).toEqual(idsOf(await merchants('servicer')));
    expect(await rowsOf(`${CONSIGNOR_API.list}?per_page=100&name=${encodeURIComponent('新公司商家')}`, 'servicer')).toEqual([]);
  });

  it('offers a merchant account its own merchant only', async () => {
    const own = await rowsOf(`${CONSIGNOR_API.list}?per_page=100`, 'consignor');
    expect(own.map((row) => row.resource_id)).toEqual([demoUser('consignor').resource_id]);
  });
});

describe('stores and products', () => {
  const namesOf = (rows: readonly Row[]) => new Set(rows.map((row) => String(row.consignor_name ?? '')));

  it('are those of the merchants the caller sees', async () => {
    const visible = new Set((await merchants('servicer')).map((row) => String(row.name)));
    for (const path of ['/resource/stores?per_page=500', '/product/products?per_page=500']) {
      const all = await rowsOf(path, 'admin');
      const seen = await rowsOf(path, 'servicer');
      expect(seen.length, path).toBeGreaterThan(0);
      expect(seen.length, path).toBeLessThan(all.length);
      expect([...namesOf(seen)].every((name) => visible.has(name)), path).toBe(true);
      expect(seen.length, path).toBe(all.filter((row) => visible.has(String(row.consignor_name))).length);
    }
    expect(await rowsOf(`${STORE_API.list}?per_page=100`, 'other')).toEqual([]);
  });

  it('a company creates without a merchant, or for a merchant in its book, and changes only those', async () => {
    const foreignMerchant = String((await merchants('servicer'))[0]!.name);
    // The product form creates through the spec's product call, held to the same rule.
    const category = { lv1_category_code: 'PC00101' };
    const refused = await request(PRODUCT_API.add, 'other', { method: 'POST', body: { name: '别家商品', consignor_name: foreignMerchant, ...category } });
    expect(refused).toEqual({ status: 404, body: { code: '404', msg: '记录不存在' } });
    const product = await request(PRODUCT_API.add, 'other', { method: 'POST', body: { name: '自家商品', ...category } });
    expect(product.status, JSON.stringify(product.body)).toBe(200);
    const store = await request(STORE_API.add, 'other', { method: 'POST', body: { name: '自家门店', settle_type_code: 'MONTHLY' } });
    expect(store.status, JSON.stringify(store.body)).toBe(200);
    expect((await rowsOf('/product/products?per_page=500', 'other')).map((row) => row.name)).toEqual(['自家商品']);
    expect((await rowsOf('/resource/stores?per_page=500', 'other')).map((row) => row.name)).toEqual(['自家门店']);
    expect((await rowsOf('/resource/stores?per_page=500', 'servicer')).some((row) => row.name === '自家门店')).toBe(false);
    // Moving its product to another company's merchant is refused, and the product stays as it was.
    const moved = await request(`/product/products/${String(product.body.data.id)}`, 'other', { method: 'PUT', body: { consignor_name: foreignMerchant } });
    expect(moved.status).toBe(404);
    expect((await request(`/product/products/${String(product.body.data.id)}`, 'other')).body.data.consignor_name ?? '').toBe('');
    const demoStore = (await rowsOf('/resource/stores?per_page=1', 'servicer'))[0]!;
    expect((await request(`/resource/stores/${String(demoStore.id)}`, 'other', { method: 'PUT', body: { memo: 'x' } })).status).toBe(404);
  });
});
