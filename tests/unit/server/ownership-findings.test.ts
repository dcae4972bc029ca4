// @vitest-environment node
/**
 * The attacks a security probe found before every collection had an owner, each replayed on the real
 * server with the product's screens: what one company could read, redirect or delete of another's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type RunningServer } from '../../../server/app.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../../../server/users/demo-users.js';
import { TRANSPORTER_API } from '../../../src/config/picker-api.js';
import { copySeededTemplate } from './db-templates.js';
import { COMPANY_DETAILS, freshPhone } from './sign-up-fixtures.js';

type Json = Record<string, unknown>;
// Records are arbitrary JSON here.
type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const SCREENS = join(process.cwd(), 'screens');
const PLATFORM_ID = DEMO_USERS.find((user) => user.main_type === 'platform')?.id;

describe('what one company could do to another\'s records', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ownership-findings-'));
  let server: RunningServer;
  const tokens: Record<string, string> = {};
  let fresh = { token: '', id: 0 };

  async function inject(method: string, url: string, token?: string, body?: unknown) {
    const response = await server.app.inject({
      method: method as 'GET', url, headers: token ? { token } : {}, ...(body === undefined ? {} : { payload: body as Json }),
    });
    return { status: response.statusCode, body: response.json() as Row };
  }

  const stored = (collection: string): Array<{ id: number; owner: number | null; data: Row; version: number }> =>
    (server.context.db.prepare('SELECT id, owner_id, data, version FROM records WHERE collection = ? ORDER BY id').all(collection) as Array<{ id: number; owner_id: number | null; data: string; version: number }>)
      .map((row) => ({ id: row.id, owner: row.owner_id, data: JSON.parse(row.data) as Row, version: row.version }));

  /** Every row of a collection's list as `token` sees it (its /table route). */
  async function listed(path: string, token: string): Promise<Row[]> {
    const { status, body } = await inject('GET', `/api${path}/table?pageNum=1&pageSize=500`, token);
    expect(status, path).toBe(200);
    return body.data as Row[];
  }

  const ordersOf = (partyField: string, id: number): Set<string> =>
    new Set(stored('waybills').filter((row) => row.data[partyField] === id).map((row) => String(row.data.order_no)));

  beforeAll(async () => {
    await copySeededTemplate(join(dir, 'app.db'), SCREENS);
    server = await createServer({
      dbFile: join(dir, 'app.db'), screensDir: SCREENS, accessTokenTtlSeconds: 3600, refreshTokenTtlSeconds: 86_400, appVersion: '1', logLevel: 'silent', addressRateLimits: {},
    });
    for (const user of DEMO_USERS) {
      const { body } = await inject('POST', '/api/login/login', undefined, { username: user.username, password: DEMO_PASSWORD });
      tokens[user.username] = String(body.data.token);
    }
    // A new merchant, approved by the platform: what the probe signed up as.
    const signUp = await inject('POST', '/api/user/users/createUser', undefined, {
      company_name: COMPANY_DETAILS.company_name, contact_name: COMPANY_DETAILS.contact_name, phone: freshPhone(), password: 'secret88', account_type: 'consignor',
    });
    fresh = { token: String(signUp.body.data.token), id: Number(signUp.body.data.user.id) };
    await inject('PUT', `/api/user/audit/${fresh.id}`, tokens.admin, { status: 'APPROVED' });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lets a new company\'s main account see the amounts of its own records (its edition\'s fee-display code)', async () => {
    const { body } = await inject('GET', '/api/user/users/getUserInfo', fresh.token);
    expect(body.data.permissions).toEqual(['DA_FEE_SHOW']);
  });

  it('keeps a catalogue\'s platform entries for everyone and read-only, and a company\'s own entries to itself', async () => {
    const platformEntry = stored('product_categories').find((row) => row.owner === PLATFORM_ID);
    expect(platformEntry).toBeDefined();
    expect((await inject('PUT', `/api/product/categories/${platformEntry?.id}`, tokens.servicer, { name: '改名' })).status).toBe(404);
    const added = await inject('POST', '/api/product/categories', tokens.servicer, { code: 'OWN01', name: '本公司分类', level: 1 });
    expect(added.body.code, JSON.stringify(added.body)).toBe('0');
    const servicerSees = await listed('/product/categories', tokens.servicer ?? '');
    expect(servicerSees.map((row) => row.id)).toEqual(expect.arrayContaining([platformEntry?.id, added.body.data.id]));
    const fresh = await inject('GET', `/api/product/categories/${added.body.data.id}`, tokens.consignor);
    expect([403, 404]).toContain(fresh.status);
    // Reference data proper (the platform's product classes) takes no company's rows, refused before the body is read.
    const refused = await inject('POST', '/api/oss/product-classes', tokens.servicer, {});
    expect(refused.status).toBe(403);
  });

  it('shows a new merchant\'s carrier picker only the carriers the platform publishes', async () => {
    const { body } = await inject('GET', `/api${TRANSPORTER_API.list}?page=1&per_page=10000`, fresh.token);
    const published = stored('transporters').filter((row) => row.owner === PLATFORM_ID);
    const all = stored('transporters');
    expect(published.length).toBeGreaterThan(0);
    expect(body.data.total).toBe(published.length);
    expect(body.data.total).toBeLessThan(all.length);
    expect((body.data.list as Row[]).map((row) => row.id).sort()).toEqual(published.map((row) => row.id).sort());
  });

  it('keeps another company\'s withdrawal where it is: its bank account cannot be changed, nor read', async () => {
    const withdrawals = stored('finance_withdrawals');
    const servicerId = DEMO_USERS.find((user) => user.username === 'servicer')?.id;
    const theirs = withdrawals.find((row) => row.owner !== servicerId);
    expect(theirs).toBeDefined();
    const seen = await listed('/finance/withdrawals', tokens.servicer ?? '');
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((row) => withdrawals.find((w) => w.id === row.id)?.owner === servicerId)).toBe(true);
    const read = await inject('GET', `/api/finance/withdrawals/${theirs?.id}`, tokens.servicer);
    expect(read.status).toBe(404);
    const redirected = await inject('PUT', `/api/finance/withdrawals/${theirs?.id}`, tokens.servicer, { bank_account: '6222000000000000001' });
    expect(redirected.status).toBe(404);
    expect(stored('finance_withdrawals').find((row) => row.id === theirs?.id)?.data.bank_account).toBe(theirs?.data.bank_account);
  });

  it('keeps invoices with bank accounts and JD shop app secrets to their company', async () => {
    for (const [path, collection] of [['/finance/invoices', 'finance_invoices'], ['/order/jd-mall-bindings', 'order_jd_mall_bindings']] as const) {
      const own = new Set(stored(collection).filter((row) => row.owner === DEMO_USERS.find((user) => user.username === 'servicer')?.id).map((row) => row.id));
      const seen = await listed(path, tokens.servicer ?? '');
      expect(seen.map((row) => row.id).sort(), path).toEqual([...own].sort());
      expect(seen.length, path).toBeLessThan(stored(collection).length);
    }
  });

  it('marks what the platform published, so a company\'s screens offer no edit on it', async () => {
    const published = new Set(stored('warehouses').filter((row) => row.owner === PLATFORM_ID).map((row) => row.id));
    expect(published.size).toBeGreaterThan(0);
    for (const url of ['/api/warehouse/warehouses?page=1&per_page=100', '/api/user/warehouse/all?page=1&per_page=100']) {
      const rows = (await inject('GET', url, tokens.servicer)).body.data.list as Row[];
      expect(rows.filter((row) => row.platform_published === 1).map((row) => row.id).sort(), url).toEqual([...published].sort());
      const asAdmin = (await inject('GET', url, tokens.admin)).body.data.list as Row[];
      expect(asAdmin.some((row) => row.platform_published !== undefined), url).toBe(false);
    }
  });

  it('answers 404 to deleting another company\'s carriers and warehouses, and keeps them', async () => {
    const servicerId = DEMO_USERS.find((user) => user.username === 'servicer')?.id;
    for (const [path, collection] of [['/resource/transporters', 'transporters'], ['/warehouse/warehouses', 'warehouses']] as const) {
      const theirs = stored(collection).find((row) => row.owner !== servicerId && row.owner !== PLATFORM_ID);
      expect(theirs, collection).toBeDefined();
      const deleted = await inject('DELETE', `/api${path}/${theirs?.id}`, tokens.servicer);
      expect(deleted.status, path).toBe(404);
      expect(stored(collection).some((row) => row.id === theirs?.id), path).toBe(true);
      // What the platform publishes is read-only to a company.
      const published = stored(collection).find((row) => row.owner === PLATFORM_ID);
      if (published) expect((await inject('DELETE', `/api${path}/${published.id}`, tokens.servicer)).status, path).toBe(404);
    }
  });

  it('shows the merchant only replacement orders of its own orders, and cs only merge orders of its company\'s orders', async () => {
    const merchantOrders = ordersOf('consignor_user_id', 4);
    const replacements = await listed('/order/replacement-orders', tokens.consignor ?? '');
    expect(replacements.every((row) => merchantOrders.has(String(row.original_order_no)))).toBe(true);
    const foreignReplacement = stored('order_replacement_orders').find((row) => !merchantOrders.has(String(row.data.original_order_no)));
    expect(foreignReplacement).toBeDefined();
    expect((await inject('GET', `/api/order/replacement-orders/${foreignReplacement?.id}`, tokens.consignor)).status).toBe(404);
    expect((await inject('PUT', `/api/order/replacement-orders/${foreignReplacement?.id}`, tokens.consignor, { remark: '改' })).status).toBe(404);

    const servicerOrders = ordersOf('servicer_user_id', 2);
    const merges = await listed('/order/merge-orders', tokens.cs ?? '');
    const named = (row: Row): string[] => String(row.source_order_nos ?? '').split(',');
    expect(merges.length).toBeGreaterThan(0);
    expect(merges.every((row) => named(row).every((no) => servicerOrders.has(no)))).toBe(true);
    // What the merchant's other service providers merged stays theirs.
    expect(merges.length).toBeLessThan(stored('order_merge_orders').length);
  });

  it('gives each company its own default print template; the platform\'s stays the others\' default', async () => {
    const platformWaybill = stored('print_templates').find((row) => row.owner === PLATFORM_ID && row.data.template_type === 'WAYBILL' && row.data.is_default === 1);
    expect(platformWaybill).toBeDefined();
    // The platform's template cannot be changed by a company.
    expect((await inject('PUT', `/api/basic/print-templates/${platformWaybill?.id}`, tokens.servicer, { template_name: '改过的模板' })).status).toBe(404);
    const created = await inject('POST', '/api/basic/print-templates', tokens.servicer, {
      template_name: '本公司运单', template_type: 'WAYBILL', paper_size: 'A4', is_default: 1, status: 1, fields: [{ label: '订单号', key: 'order_no', x: 10, y: 10, width: 60, height: 8 }],
    });
    expect(created.body.code, JSON.stringify(created.body)).toBe('0');
    expect(stored('print_templates').find((row) => row.id === platformWaybill?.id)?.data.is_default).toBe(1);
    // What a print button reads: the templates' main list.
    const templates = await inject('GET', '/api/basic/print-templates?page=1&per_page=100', tokens.consignor);
    expect(templates.status).toBe(200);
    const forMerchant = templates.body.data.list as Row[];
    expect(forMerchant.some((row) => row.id === created.body.data.id)).toBe(false);
    expect(forMerchant.find((row) => row.id === platformWaybill?.id)?.is_default).toBe(1);
  });
});
