// @vitest-environment node
// A service provider sees the contacts of the merchants in its book only. A merchant it merely finds named
// on one of its orders shows, in the merchant picker, its id, resource id and name (what showing and
// choosing it takes), and the ticket screen's partner contacts leave it out; a merchant of nobody it works
// with is left out like a missing one.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSIGNOR_BOOK_API } from '../../../src/config/core-api';
import { CONSIGNOR_API, STORE_API } from '../../../src/config/picker-api';
import { demoUser } from '../../../server/users/demo-users';
import { ROLE_PAGES } from './role-pages-fixture.js';
import { call, login, startTestServer, type TestServer } from './test-server.js';

type Row = Record<string, unknown>;
let ts: TestServer;
const tokens: Record<string, string> = {};

const SCREENS = ['resource/consignor-index.json', 'resource/consignor-form.json', 'waybill/waybill-all.json'];
const descriptorOf = (file: string): unknown => JSON.parse(readFileSync(join(process.cwd(), 'screens', file), 'utf8'));
const CONSIGNOR_BASE = 400_000;
/** What a merchant's record holds to reach its people: withheld outside the book. */
const CONTACT_FIELDS = ['contact', 'phone', 'province', 'city', 'district', 'address', 'memo'];

beforeAll(async () => {
  ts = await startTestServer({}, undefined, { ...ROLE_PAGES, ...Object.fromEntries(SCREENS.map((file) => [file, descriptorOf(file)])) });
  for (const user of ['admin', 'servicer', 'cs', 'delivery']) tokens[user] = (await login(ts.url, user)).token;
}, 60_000);
afterAll(async () => {
  await ts.stop();
});

const request = (path: string, as: string) => call(ts.url, `/api${path}`, { token: tokens[as] });
async function rowsOf(path: string, as: string): Promise<Row[]> {
  const { status, body } = await request(path, as);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.list as Row[];
}

interface Merchants {
  /** In the demo provider's book, with a phone. */
  book: Row;
  /** Named on the provider's orders, in another company's book or in none. */
  named: Row;
  /** Neither in its book nor on its orders. */
  foreign: Row;
}

let merchants: Merchants;
/** Every store, read by the platform. */
let stores: Row[];
beforeAll(async () => {
  const all = await rowsOf('/resource/consignors?per_page=500', 'admin');
  stores = await rowsOf('/resource/stores?per_page=500', 'admin');
  const withStores = new Set(stores.map((store) => store.consignor_name));
  const book = new Set((await rowsOf(`${CONSIGNOR_BOOK_API.list}?per_page=500`, 'servicer')).map((row) => Number(row.id)));
  const orders = (await rowsOf('/order/waybills?per_page=500', 'admin')).filter((order) => order.servicer_user_id === demoUser('servicer').id);
  const onOrders = new Set(orders.map((order) => Number(order.consignor_resource_id) - CONSIGNOR_BASE));
  const find = (test: (row: Row) => boolean, what: string): Row => {
    const found = all.find((row) => test(row) && typeof row.phone === 'string' && row.phone !== '');
    expect(found, what).toBeDefined();
    return found as Row;
  };
  merchants = {
    book: find((row) => book.has(Number(row.id)) && withStores.has(row.name), 'a merchant with stores in the provider\'s book'),
    named: find((row) => !book.has(Number(row.id)) && onOrders.has(Number(row.id)) && withStores.has(row.name), 'a merchant with stores only named on its orders'),
    foreign: find((row) => !book.has(Number(row.id)) && !onOrders.has(Number(row.id)), 'a merchant it has nothing to do with'),
  };
});

const resourceIdOf = (row: Row): number => CONSIGNOR_BASE + Number(row.id);

describe('the merchant picker', () => {
  it('gives the whole record of a merchant in the book, and only id, resource id and name of one named on an order', async () => {
    const picker = await rowsOf(`${CONSIGNOR_API.list}?per_page=500`, 'servicer');
    const inBook = picker.find((row) => row.id === merchants.book.id);
    expect(inBook).toMatchObject({ name: merchants.book.name, phone: merchants.book.phone, contact: merchants.book.contact });
    const named = picker.find((row) => row.id === merchants.named.id);
    expect(named).toMatchObject({ id: merchants.named.id, resource_id: resourceIdOf(merchants.named), name: merchants.named.name });
    for (const field of CONTACT_FIELDS) expect(named, field).not.toHaveProperty(field);
    expect(JSON.stringify(picker)).not.toContain(String(merchants.named.phone));
    expect(picker.some((row) => row.id === merchants.foreign.id)).toBe(false);
  });

  it('withholds the contacts of a delivery company\'s merchants, which it only meets on orders', async () => {
    const picker = await rowsOf(`${CONSIGNOR_API.list}?per_page=500`, 'delivery');
    expect(picker.length).toBeGreaterThan(0);
    for (const row of picker) for (const field of CONTACT_FIELDS) expect(row, `${String(row.name)} ${field}`).not.toHaveProperty(field);
  });
});

describe('the store picker', () => {
  /** What a store's record holds to reach its people. */
  const STORE_CONTACT_FIELDS = ['contact', 'phone', 'address', 'memo', 'settle_type_code'];

  it('gives the whole store of a merchant in the book, and only ids and names of a store of one named on an order', async () => {
    const picker = await rowsOf(`${STORE_API.list}?per_page=1000`, 'servicer');
    const ofBook = picker.filter((row) => row.consignor_name === merchants.book.name);
    expect(ofBook.length).toBeGreaterThan(0);
    for (const row of ofBook) expect(row.phone, String(row.name)).toBe(stores.find((store) => store.id === row.id)?.phone);
    const ofNamed = picker.filter((row) => row.consignor_name === merchants.named.name);
    expect(ofNamed.length).toBeGreaterThan(0);
    for (const row of ofNamed) {
      expect(row).toMatchObject({ consignor_name: merchants.named.name });
      expect(typeof row.name).toBe('string');
      for (const field of STORE_CONTACT_FIELDS) expect(row, `${String(row.name)} ${field}`).not.toHaveProperty(field);
    }
  });
});

describe('the ticket screen\'s partner contacts', () => {
  it('name the contact and phone of a merchant in the book and leave the others out', async () => {
    const ids = [merchants.book, merchants.named, merchants.foreign].map(resourceIdOf).join(',');
    const { status, body } = await request(`/user/contract/partner-contacts?resource_ids=${ids}`, 'cs');
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.list).toEqual([
      { resource_id: resourceIdOf(merchants.book), name: merchants.book.contact, phone: merchants.book.phone, role: '商家' },
    ]);
  });
});

describe('the merchants and stores collections', () => {
  // Served by the generic collection routes (register-collection.ts), through the merchant rule's row view.
  it('reads a merchant named on an order without its contacts', async () => {
    const { status, body } = await request(`/resource/consignors/${String(merchants.named.id)}`, 'servicer');
    expect(status).toBe(200);
    for (const field of CONTACT_FIELDS) expect(body.data, field).not.toHaveProperty(field);
  });

  it('reads a store of a merchant named on an order without its contacts (/resource/stores)', async () => {
    const store = stores.find((row) => row.consignor_name === merchants.named.name);
    const { status, body } = await request(`/resource/stores/${String(store?.id)}`, 'servicer');
    expect(status).toBe(200);
    expect(body.data).not.toHaveProperty('phone');
  });
});
