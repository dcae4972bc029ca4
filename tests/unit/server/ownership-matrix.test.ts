// @vitest-environment node
/**
 * Ownership matrix on the real server, the product's screens and a real SQLite file: for every collection
 * and every demo account, plus two fresh companies (one approved, one not), no row of another company is
 * read (lists, /table, /:id, exports, picker lists) and none is changed or deleted (PUT, DELETE).
 *
 * Whose a row is comes from the database itself (the records' owner_id and party fields, the orders'
 * parties), read here with plain SQL and JavaScript, not through the server's ownership module. Each
 * fresh company gets records of its own in every company-owned collection, so the demo companies have
 * another company's rows to be kept from, and the other way round.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type RunningServer } from '../../../server/app.js';
import { routePathOf } from '../../../server/records/register-collection.js';
import type { CollectionSpec } from '../../../server/records/types.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../../../server/users/demo-users.js';
import {
  DELIVERY_API, FACTORY_API, SERVICER_API, STATIONS_API, SUPPLIER_API, TRANSPORTER_API, WAREHOUSE_API,
} from '../../../src/config/picker-api.js';
import { TRANSPORTER_POSITIONS_API } from '../../../src/config/transporter-map.js';
import { copySeededTemplate } from './db-templates.js';
import { COMPANY_DETAILS, freshPhone } from './sign-up-fixtures.js';

type Json = Record<string, unknown>;
const SCREENS = join(process.cwd(), 'screens');
const PARTY_FIELD: Readonly<Record<string, string>> = { consignor: 'consignor_user_id', servicer: 'servicer_user_id', delivery: 'delivery_user_id' };
/** Picker lists over company-owned partner collections: the same rule as the collection's own list. */
const PICKER_LISTS: ReadonlyArray<readonly [route: string, collection: string]> = [
  [TRANSPORTER_API.list, 'transporters'], [SERVICER_API.list, 'servicers'], [SUPPLIER_API.list, 'suppliers'],
  [DELIVERY_API.list, 'deliveries'], [FACTORY_API.list, 'factories'], [STATIONS_API, 'stations'], [WAREHOUSE_API.all, 'warehouses'],
  [TRANSPORTER_POSITIONS_API, 'transporters'],
];

interface Caller { name: string; token: string; mainType: string; mainId: number }
interface StoredRow { id: number; owner: number | null; data: Json; version: number }

/** A cell of the matrix: one account against one collection. */
interface Cell { read: number; foreignRead: string[]; writesTried: number; foreignWrites: string[] }

const isObj = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

describe('ownership matrix: every collection, every demo account and two fresh companies', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ownership-matrix-'));
  let server: RunningServer;
  const callers: Caller[] = [];
  const platformIds = new Set<number>();
  const cells = new Map<string, Cell>();

  async function inject(method: string, url: string, token?: string, body?: unknown) {
    const response = await server.app.inject({
      method: method as 'GET', url, headers: token ? { token } : {}, ...(body === undefined ? {} : { payload: body as Json }),
    });
    const type = String(response.headers['content-type'] ?? '');
    return { status: response.statusCode, body: (type.includes('json') ? response.json() : {}) as Json, text: response.body };
  }

  const rowsOf = (collection: string): StoredRow[] =>
    (server.context.db.prepare('SELECT id, owner_id, data, version FROM records WHERE collection = ? ORDER BY id').all(collection) as Array<{ id: number; owner_id: number | null; data: string; version: number }>)
      .map((row) => ({ id: row.id, owner: row.owner_id, data: JSON.parse(row.data) as Json, version: row.version }));

  /** The order numbers a caller is a party to, by the orders' party fields. */
  function ordersOf(caller: Caller): Set<string> {
    const field = PARTY_FIELD[caller.mainType];
    return new Set(rowsOf('waybills').filter((row) => field !== undefined && row.data[field] === caller.mainId).map((row) => String(row.data.order_no)));
  }

  const orderNumbers = (value: unknown): string[] =>
    Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(',').map((no) => no.trim()) : value === undefined || value === null ? [] : [String(value)];

  /** Whether `caller` may read (or write) `row` of `spec`, as the rule says, worked out from the stored data. */
  function mayAccess(caller: Caller, spec: CollectionSpec, row: StoredRow, write: boolean, orders: Set<string>): boolean {
    if (caller.mainType === 'platform') return true;
    const rule = spec.ownership;
    switch (rule.rule) {
      case 'company':
        return row.owner === caller.mainId || (!write && rule.published === true && row.owner !== null && platformIds.has(row.owner));
      case 'order':
      {
        const named = orderNumbers(row.data[rule.field]);
        return named.length > 0 && named.every((no) => orders.has(no));
      }
      case 'parties': {
        const field = rule.parties[caller.mainType as keyof typeof rule.parties];
        return (field !== undefined && row.data[field] === caller.mainId) || (rule.orderField !== undefined && orders.has(String(row.data[rule.orderField])));
      }
      case 'platform':
        return !write;
      case 'platformOnly':
        return false;
      case 'merchant':
        // Merchants, stores and products: server/partners/merchant-scope.ts, checked by merchant-scope.test.ts.
        return true;
    }
  }

  async function signIn(username: string, password: string): Promise<string> {
    const { body } = await inject('POST', '/api/login/login', undefined, { username, password });
    if (body.code !== '0') throw new Error(`login of ${username} failed: ${JSON.stringify(body)}`);
    return String((body.data as Json).token);
  }

  async function signUp(accountType: string, approve: boolean, adminToken: string): Promise<Caller> {
    const phone = freshPhone();
    const created = await inject('POST', '/api/user/users/createUser', undefined, {
      company_name: COMPANY_DETAILS.company_name, contact_name: COMPANY_DETAILS.contact_name, phone, password: 'secret88', account_type: accountType,
    });
    if (created.body.code !== '0') throw new Error(`sign-up failed: ${JSON.stringify(created.body)}`);
    const data = created.body.data as Json;
    const id = Number((data.user as Json).id);
    if (approve) {
      const approved = await inject('PUT', `/api/user/audit/${id}`, adminToken, { status: 'APPROVED' });
      if (approved.status !== 200) throw new Error(`approval failed: ${JSON.stringify(approved.body)}`);
    }
    return { name: `${approve ? 'approved' : 'unapproved'} ${accountType}`, token: String(data.token), mainType: accountType, mainId: id };
  }

  /** Every row `caller` gets from a list route (all pages), as ids. */
  async function listedIds(caller: Caller, base: string): Promise<{ status: number; ids: number[] }> {
    const ids: number[] = [];
    for (let page = 1; page < 100; page += 1) {
      const { status, body } = await inject('GET', `${base}/table?pageNum=${page}&pageSize=500`, caller.token);
      if (status !== 200 || body.success !== true) return { status, ids };
      const rows = Array.isArray(body.data) ? body.data.filter(isObj) : [];
      ids.push(...rows.map((row) => Number(row.id)));
      if (ids.length >= Number(body.totalItem) || rows.length === 0) break;
    }
    return { status: 200, ids };
  }

  /** Records of a CSV export below its header line (line ends inside quoted cells belong to their cell). */
  function csvRecordCount(text: string): number {
    let quoted = false;
    let lines = 0;
    for (const char of text) {
      if (char === '"') quoted = !quoted;
      else if (char === '\n' && !quoted) lines += 1;
    }
    return Math.max(0, lines - 1);
  }

  /** A body an update would accept: one text field of the collection, with the value it already has. */
  function harmlessPatch(spec: CollectionSpec, row: StoredRow): Json {
    const name = Object.entries(spec.fields).find(([, field]) => field.type === 'string' && !field.enum && !field.pattern)?.[0];
    return name === undefined ? {} : { [name]: typeof row.data[name] === 'string' ? row.data[name] : '备注' };
  }

  beforeAll(async () => {
    await copySeededTemplate(join(dir, 'app.db'), SCREENS);
    const options = { screensDir: SCREENS, accessTokenTtlSeconds: 3600, refreshTokenTtlSeconds: 86_400, appVersion: '1.0.0', logLevel: 'silent', addressRateLimits: {} };
    server = await createServer({ dbFile: join(dir, 'app.db'), ...options });
    for (const user of DEMO_USERS) {
      callers.push({ name: user.username, token: await signIn(user.username, DEMO_PASSWORD), mainType: user.main_type, mainId: user.main_user_id });
      if (user.main_type === 'platform') platformIds.add(user.id);
    }
    const admin = callers.find((caller) => caller.mainType === 'platform')?.token ?? '';
    const fresh = [await signUp('servicer', true, admin), await signUp('consignor', false, admin)];
    callers.push(...fresh);
    // The fresh companies' own records: one in every company-owned collection.
    for (const store of server.context.collections.values()) {
      if (store.spec.ownership.rule !== 'company') continue;
      for (const company of fresh) store.insert({}, company.mainId);
    }
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads no other company\'s rows in lists, /table, /:id, exports and pickers', async () => {
    const stores = [...server.context.collections.values()].filter((store) => !store.spec.publicRead);
    for (const caller of callers) {
      const orders = ordersOf(caller);
      for (const store of stores) {
        const spec = store.spec;
        const base = routePathOf(spec.path.replace(/\{\w+\}/g, '1'));
        const byId = new Map(rowsOf(spec.name).map((row) => [row.id, row]));
        const cell: Cell = { read: 0, foreignRead: [], writesTried: 0, foreignWrites: [] };
        cells.set(`${spec.name}|${caller.name}`, cell);
        const judge = (id: number, where: string): void => {
          const row = byId.get(id);
          cell.read += 1;
          if (row && !mayAccess(caller, spec, row, false, orders)) cell.foreignRead.push(`${where} #${id}`);
        };
        const listed = await listedIds(caller, base);
        for (const id of listed.ids) judge(id, 'list');
        if (listed.status !== 200) continue;
        // The export writes the list's columns, not ids (docs/exports-and-import.md): it must hold exactly the rows the list
        // gave. Read as CSV, where a row whose shown columns are all empty is still a line.
        const exported = await inject('GET', `${base}/export?export_format=csv`, caller.token);
        if (exported.status === 200) {
          const count = csvRecordCount(exported.text);
          if (count !== listed.ids.length) cell.foreignRead.push(`export has ${count} rows, the list ${listed.ids.length}`);
        }
        // One row the caller may not read, asked for by its id.
        const foreign = [...byId.values()].find((row) => !mayAccess(caller, spec, row, false, orders));
        if (foreign) {
          const read = await inject('GET', `${base}/${foreign.id}`, caller.token);
          if (read.status === 200) cell.foreignRead.push(`GET /:id #${foreign.id}`);
        }
      }
      for (const [route, collection] of PICKER_LISTS) {
        const store = server.context.collections.get(collection);
        if (!store) continue;
        const byId = new Map(rowsOf(collection).map((row) => [row.id, row]));
        const cell = cells.get(`${collection}|${caller.name}`);
        const { status, body } = await inject('GET', `/api${route}?page=1&per_page=10000`, caller.token);
        if (status !== 200 || !cell) continue;
        const list = isObj(body.data) && Array.isArray(body.data.list) ? body.data.list.filter(isObj) : [];
        for (const item of list) {
          const row = byId.get(Number(item.id));
          cell.read += 1;
          if (row && !mayAccess(caller, store.spec, row, false, orders)) cell.foreignRead.push(`picker ${route} #${row.id}`);
        }
      }
    }
    const leaks = [...cells.entries()].flatMap(([key, cell]) => cell.foreignRead.map((what) => `${key}: ${what}`));
    const read = [...cells.values()].reduce((sum, cell) => sum + cell.read, 0);
    console.info(`ownership matrix (reads): ${stores.length} collections × ${callers.length} accounts, ${read} rows read, ${leaks.length} of another company`);
    expect(leaks.slice(0, 20)).toEqual([]);
    // Each demo company keeps rows of its own in the company-owned collections.
    for (const name of ['servicer', 'consignor', 'delivery']) {
      const caller = callers.find((candidate) => candidate.name === name);
      const owned = stores.filter((store) => store.spec.ownership.rule === 'company' && rowsOf(store.spec.name).some((row) => row.owner === caller?.mainId));
      expect(owned.length, `${name} owns rows in the company-owned collections`).toBeGreaterThan(stores.filter((s) => s.spec.ownership.rule === 'company').length * 0.9);
    }
  }, 600_000);

  it('changes and deletes no other company\'s rows', async () => {
    const stores = [...server.context.collections.values()].filter((store) => !store.spec.publicRead && !store.spec.readOnly);
    let tried = 0;
    const changed: string[] = [];
    for (const caller of callers.filter((candidate) => candidate.mainType !== 'platform')) {
      const orders = ordersOf(caller);
      for (const store of stores) {
        const spec = store.spec;
        const base = routePathOf(spec.path.replace(/\{\w+\}/g, '1'));
        const foreign = rowsOf(spec.name).find((row) => !mayAccess(caller, spec, row, true, orders));
        if (!foreign) continue;
        tried += 1;
        const put = await inject('PUT', `${base}/${foreign.id}`, caller.token, harmlessPatch(spec, foreign));
        const del = await inject('DELETE', `${base}/${foreign.id}`, caller.token);
        const after = rowsOf(spec.name).find((row) => row.id === foreign.id);
        if (!after) changed.push(`${spec.name}|${caller.name}: deleted #${foreign.id} (${del.status})`);
        else if (after.version !== foreign.version) changed.push(`${spec.name}|${caller.name}: changed #${foreign.id} (${put.status})`);
        for (const status of [put.status, del.status]) expect([400, 403, 404], `${spec.name} as ${caller.name}`).toContain(status);
      }
    }
    console.info(`ownership matrix (writes): ${tried} other companies' rows tried with PUT and DELETE, ${changed.length} changed or deleted`);
    expect(changed).toEqual([]);
    expect(tried).toBeGreaterThan(500);
  }, 600_000);
});
