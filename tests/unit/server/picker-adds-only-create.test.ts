// @vitest-environment node
// A picker's add (新增并使用, and the management forms' create through the same calls) only ever creates:
// an `id` or `version` in its body names no record to change. Edits go through the collection's PUT.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSIGNOR_API, DELIVERY_API, FACTORY_API, PRODUCT_API, SERVICER_STORE_ADD_API, STATIONS_API, STORE_API, SUPPLIER_API, TRANSPORTER_API,
} from '../../../src/config/picker-api';
import { call, login, startTestServer, type TestServer } from './test-server.js';
import { ROLE_PAGES } from './role-pages-fixture.js';

type Row = Record<string, unknown>;
let ts: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  ts = await startTestServer({}, undefined, ROLE_PAGES);
  for (const user of ['admin', 'servicer', 'consignor']) tokens[user] = (await login(ts.url, user)).token;
}, 60_000);
afterAll(async () => {
  await ts.stop();
});

const api = (path: string, as: string, init: { method?: string; body?: unknown } = {}) => call(ts.url, `/api${path}`, { token: tokens[as], ...init });
/** A record as the platform reads it through its collection. */
const recordOf = async (collection: string, id: number): Promise<Row> => {
  const { status, body } = await api(`${collection}/${String(id)}`, 'admin');
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as Row;
};

let serial = 0;
const fresh = (prefix: string): string => `${prefix}${String((serial += 1))}`;
const freshPhone = (): string => `1370000${String(2000 + (serial += 1)).padStart(4, '0')}`;

interface AddCall {
  path: string;
  collection: string;
  body: () => Row;
  /** The new row's id from the answer. */
  idOf: (data: Row) => number;
}

const resourceRow = (base: number) => (data: Row): number => Number(data.resource_id) - base;
const ADDS: Record<string, AddCall> = {
  carrier: {
    path: TRANSPORTER_API.add, collection: '/resource/transporters', idOf: resourceRow(500_000),
    body: () => ({ name: fresh('新专线'), phone: freshPhone(), object_sub_type: 'T_ZX' }),
  },
  merchant: {
    path: CONSIGNOR_API.add, collection: '/resource/consignors', idOf: resourceRow(400_000),
    body: () => ({ name: fresh('新商家'), settle_type_code: 'PAY_NOW' }),
  },
  supplier: { path: SUPPLIER_API.add, collection: '/resource/suppliers', idOf: (data) => Number(data.id), body: () => ({ name: fresh('新供应商') }) },
  store: {
    path: STORE_API.add, collection: '/resource/stores', idOf: (data) => Number(data.res_store_id),
    body: () => ({ name: fresh('新门店'), settle_type_code: 'PAY_NOW' }),
  },
  'delivery provider': {
    path: DELIVERY_API.add, collection: '/resource/deliveries', idOf: resourceRow(300_000),
    body: () => ({ name: fresh('新配送'), phone: freshPhone() }),
  },
  installer: {
    path: SERVICER_STORE_ADD_API, collection: '/resource/stations', idOf: (data) => Number(data.id),
    body: () => ({ name: fresh('新安装'), phone: freshPhone() }),
  },
  station: { path: STATIONS_API, collection: '/resource/stations', idOf: (data) => Number(data.id), body: () => ({ name: fresh('新网点'), type: 'DELIVERY' }) },
  factory: { path: FACTORY_API.add, collection: '/resource/factories', idOf: (data) => Number(data.id), body: () => ({ name: fresh('新工厂') }) },
  product: {
    path: PRODUCT_API.add, collection: '/product/products', idOf: (data) => Number(data.id),
    body: () => ({ name: fresh('新商品'), lv1_category_code: 'PC00101' }),
  },
};

describe('a picker add naming an existing record', () => {
  it('creates a carrier and leaves the named one, another company\'s, as it was', async () => {
    const existing = await recordOf('/resource/transporters', 12);
    // A merchant account adding a carrier sends the id and version of one it never created.
    const answer = await api(TRANSPORTER_API.add, 'consignor', {
      method: 'POST', body: { id: existing.id, version: existing.version, name: '改名专线', phone: '13900001111', object_sub_type: 'T_ZX' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const created = Number(answer.body.data.resource_id) - 500_000;
    expect(created).not.toBe(existing.id);
    expect(await recordOf('/resource/transporters', created)).toMatchObject({ name: '改名专线', phone: '13900001111', version: 1 });
    expect(await recordOf('/resource/transporters', Number(existing.id))).toEqual(existing);
  });

  for (const [kind, add] of Object.entries(ADDS)) {
    it(`creates a new ${kind} and changes nothing of the named one`, async () => {
      const first = await api(add.path, 'servicer', { method: 'POST', body: add.body() });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const existing = await recordOf(add.collection, add.idOf(first.body.data as Row));
      const body: Row = { ...add.body(), id: existing.id, version: existing.version };
      const second = await api(add.path, 'servicer', { method: 'POST', body });
      expect(second.status, JSON.stringify(second.body)).toBe(200);
      const created = add.idOf(second.body.data as Row);
      expect(created).not.toBe(existing.id);
      expect(await recordOf(add.collection, created)).toMatchObject({ name: body.name, version: 1 });
      expect(await recordOf(add.collection, Number(existing.id))).toEqual(existing);
    });
  }
});

describe('carrier edits', () => {
  it('go through the carrier screens\' PUT, which refuses a stale version with 409 and keeps the record', async () => {
    const added = await api(TRANSPORTER_API.add, 'servicer', { method: 'POST', body: ADDS.carrier!.body() });
    const id = Number(added.body.data.resource_id) - 500_000;
    const edit = (memo: string, version: number) => api(`/resource/transporters/${String(id)}`, 'servicer', { method: 'PUT', body: { memo, version } });
    expect((await edit('第一次修改', 1)).status).toBe(200);
    const stale = await edit('基于旧版本', 1);
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('该记录已被他人修改，请刷新后重试');
    // The add route is no back door for the stale edit either.
    const viaAdd = await api(TRANSPORTER_API.add, 'servicer', { method: 'POST', body: { ...ADDS.carrier!.body(), id, version: 1, memo: '基于旧版本' } });
    expect(Number(viaAdd.body.data.resource_id) - 500_000).not.toBe(id);
    expect(await recordOf('/resource/transporters', id)).toMatchObject({ memo: '第一次修改', version: 2 });
  });
});
