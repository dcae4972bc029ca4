// @vitest-environment node
/**
 * An uploaded image belongs to its uploader's company and to the record it is first attached to: the
 * parties who see that record (the merchant of the order an abnormal case or a ticket is about) read it,
 * and an image id written into another company's record answers exactly like a missing image.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_PAGES } from './role-pages-fixture.js';
import { call, jwtClaims, login, startTestServer, type TestServer } from './test-server.js';

// Records are arbitrary JSON here.
type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The product's abnormal case form (its photos field is an image upload), and the abnormal cases list. */
const ABNORMAL_PAGES = {
  'abnormal/saas-abnormal-form.json': JSON.parse(readFileSync(join(process.cwd(), 'screens', 'abnormal', 'saas-abnormal-form.json'), 'utf8')) as unknown,
  'fixture/binding-abnormals-index.json': { path: '/saas/user/binding/abnormals/index', title: '异常', kind: 'list', api: { resource: '/order/abnormals' } },
  'fixture/binding-abnormals-form.json': { path: '/saas/user/binding/abnormals/edit/:id', title: '异常', kind: 'form', api: { resource: '/order/abnormals' } },
};
/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const MISSING = '0123456789abcdef0123456789abcdef';

let ts: TestServer;
const tokens: Record<string, string> = {};
let orders: Row[] = [];

beforeAll(async () => {
  ts = await startTestServer({}, undefined, { ...ROLE_PAGES, ...ABNORMAL_PAGES });
  for (const name of ['admin', 'consignor', 'servicer', 'delivery', 'cs']) tokens[name] = (await login(ts.url, name)).token;
  orders = (await call(ts.url, '/api/order/waybills?page=1&per_page=500', { token: tokens.admin })).body.data.list as Row[];
}, 60_000);
afterAll(() => ts.stop());

const companyOf = (account: string): number => Number(jwtClaims(tokens[account] ?? '').main_user_id);
/** An order with these parties (true: must be one, false: must not). */
function orderWith(parties: Partial<Record<'consignor' | 'servicer' | 'delivery', boolean>>): Row {
  const field = { consignor: 'consignor_user_id', servicer: 'servicer_user_id', delivery: 'delivery_user_id' } as const;
  const order = orders.find((row) => Object.entries(parties).every(([party, wanted]) =>
    (row[field[party as keyof typeof field]] === companyOf(party)) === wanted));
  if (!order) throw new Error(`no order with ${JSON.stringify(parties)}`);
  return order;
}

async function upload(account: string): Promise<string> {
  const token = tokens[account] ?? '';
  const policy = (await call(ts.url, '/api/file/image/policy', { token })).body.data.url as string;
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'photo.png');
  const response = await fetch(`${ts.url}/api${policy}`, { method: 'POST', body: form, headers: { token } });
  return ((await response.json()) as { data: { fileid: string } }).data.fileid;
}

const download = (account: string, fileid: string) => call(ts.url, `/api/file/image/download?file_id=${fileid}`, { token: tokens[account] });

async function fileAbnormal(account: string, order: Row, fileid: string): Promise<Row> {
  const body = { order_no: order.order_no, abnormal_type: 'DAMAGE', description: '外包装破损', photos: [{ fileid }] };
  const created = await call(ts.url, '/api/order/abnormals', { method: 'POST', token: tokens[account], body });
  expect(created.body.code, JSON.stringify(created.body)).toBe('0');
  return created.body.data as Row;
}

describe('reading an image', () => {
  it('answers 404, exactly like a missing image, to a company that wrote another company\'s image id into its own record', async () => {
    const fileid = await upload('servicer');
    const missing = await download('consignor', MISSING);
    expect(missing.status).toBe(404);

    // The merchant files an abnormal case on an order of its own that the service provider does not handle.
    await fileAbnormal('consignor', orderWith({ consignor: true, servicer: false }), fileid);
    const copied = await download('consignor', fileid);
    expect(copied.status).toBe(404);
    expect(copied.body).toEqual(missing.body);
    // The uploader's company still reads it.
    expect((await download('servicer', fileid)).status).toBe(200);
  });

  it('lets the merchant of the order read an abnormal case\'s photos, added on create or on update, and no other company', async () => {
    const order = orderWith({ consignor: true, servicer: true, delivery: false });
    const first = await upload('servicer');
    const abnormal = await fileAbnormal('servicer', order, first);
    const second = await upload('cs');
    const updated = await call(ts.url, `/api/order/abnormals/${abnormal.id}`, {
      method: 'PUT', token: tokens.servicer, body: { photos: [{ fileid: first }, { fileid: second }] },
    });
    expect(updated.body.code, JSON.stringify(updated.body)).toBe('0');
    for (const fileid of [first, second]) {
      expect((await download('consignor', fileid)).status).toBe(200);
      expect((await download('cs', fileid)).status).toBe(200);
      expect((await download('admin', fileid)).status).toBe(200);
      expect((await download('delivery', fileid)).status).toBe(404);
    }
  });

  it('follows the record the image was first attached to, not a later one it is copied into', async () => {
    const fileid = await upload('servicer');
    await fileAbnormal('servicer', orderWith({ consignor: true, servicer: true, delivery: false }), fileid);
    // The same image on a case whose order the delivery provider handles does not show it to the delivery provider.
    await fileAbnormal('servicer', orderWith({ servicer: true, delivery: true }), fileid);
    expect((await download('delivery', fileid)).status).toBe(404);
    expect((await download('consignor', fileid)).status).toBe(200);
  });

  it('lets the parties of a ticket\'s order read its photos', async () => {
    const fileid = await upload('cs');
    const order = orderWith({ consignor: true, servicer: true, delivery: false });
    const created = await call(ts.url, '/api/order/ticket', {
      method: 'POST', token: tokens.cs,
      body: {
        schema_id: 3, order_id: order.id, type: 'REPAIR',
        payload: {
          fault_type: '零部件损坏', repair_content: '柜门铰链松动，需重新调整安装', need_parts: '否',
          visit_time: new Date(Date.now() + 86_400_000).toISOString(), fault_photos: [{ fileid }],
        },
        fee_lines: [{
          direction: 'OUTLAY', code: 'TRANSSHIPMENT_FEE', code_name: '中转费', settle_target_id: 500001, settle_target_name: '专线',
          settle_target_type: 'TRANSPORTER', amount: 80, settlement_method_code: 'MONTHLY', settlement_method_name: '月结',
        }],
      },
    });
    expect(created.body.code, JSON.stringify(created.body)).toBe('0');
    expect((await download('consignor', fileid)).status).toBe(200);
    expect((await download('delivery', fileid)).status).toBe(404);
  });
});

describe('a database from before images were bound', () => {
  it('binds the images its records already hold at start-up, so the merchant still reads an abnormal case\'s photos', async () => {
    const fileid = await upload('servicer');
    await fileAbnormal('servicer', orderWith({ consignor: true, servicer: true, delivery: false }), fileid);
    const dir = ts.dir;
    await ts.stop(true);
    const db = new Database(join(dir, 'app.db'));
    db.exec('DROP TABLE image_bindings');
    db.close();

    ts = await startTestServer({}, dir, { ...ROLE_PAGES, ...ABNORMAL_PAGES });
    for (const name of ['consignor', 'delivery']) tokens[name] = (await login(ts.url, name)).token;
    expect((await download('consignor', fileid)).status).toBe(200);
    expect((await download('delivery', fileid)).status).toBe(404);
  });
});
