// @vitest-environment node
// Amounts leave the server only for accounts with a fee-display code (docs/access-and-tenancy.md),
// also in the collections the screens derive: an abnormal case's fee lines and refunds, and merged orders,
// and in the books: settlement lines, bills, receivables, payables and write-offs (with what each took).
// The after-sales supervisor (no such code) gets every money field masked in lists, reads and exports;
// the service provider's main account (BANG_FEE_SHOW) gets the numbers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, type TestServer } from './test-server.js';

type Row = Record<string, unknown>;
let ts: TestServer;
const tokens: Record<string, string> = {};

const descriptorOf = (file: string): unknown => JSON.parse(readFileSync(join(process.cwd(), 'screens', file), 'utf8'));
const REAL_SCREENS = ['abnormal/saas-abnormal-fee.json', 'abnormal/saas-abnormal-refund.json', 'orders/bang-order-merge-create.json'];
/** The merged orders have a create form only: a list page with an export lets the test read them all ways. */
const MERGE_LIST = {
  'fixture/merge-order-index.json': {
    path: '/saas/user/fixture/order/merge-orders', title: '合并订单', kind: 'list', api: { resource: '/order/merge-orders' },
    // The export writes the list's columns (docs/exports-and-import.md); as CSV with the keys for titles, read by key below.
    columns: [{ key: 'id', title: 'id' }, { key: 'amount', title: 'amount', format: { name: 'money' } }],
    toolbar: [{ action: 'export', label: '导出', api: '/order/merge-orders/export', filePrefix: 'merge-orders', operation: 'export', extension: '.csv' }],
  },
};

/** The field holding each collection's main amount. */
const amountKeyOf = (collection: string): string => (collection === '/finance/write-offs' ? 'write_off_amount' : 'amount');

/** The books, read through list pages with an export under a prefix every account's menu has. */
const BOOKS = ['/finance/settlements', '/finance/bills', '/finance/receivables', '/finance/payables', '/finance/write-offs'] as const;
// The abnormal fees and refunds have real lists (Chinese titles, .xlsx); their exports are read through these too.
const BOOK_LISTS = Object.fromEntries([...BOOKS, '/order/abnormal-fees', '/order/abnormal-refunds'].map((resource) => [`fixture/books${resource.replace(/\//g, '-')}.json`, {
  path: `/saas/user/fixture${resource}`, title: resource, kind: 'list', api: { resource },
  columns: [{ key: 'id', title: 'id' }, { key: amountKeyOf(resource), title: amountKeyOf(resource), format: { name: 'money' } }],
  toolbar: [{ action: 'export', label: '导出', api: `${resource}/export`, filePrefix: 'books', operation: 'export', extension: '.csv' }],
}]));


const COLLECTIONS = ['/order/abnormal-fees', '/order/abnormal-refunds', '/order/merge-orders', ...BOOKS] as const;

/** A money field by its name, as a reviewer would read it (independent of the server's rule). */
const MONEY_NAME = /(^|_)(amount|fee|price|cost|freight|money|balance)(_|$)/;
const NOT_MONEY_NAME = /_(name|code|no|type|id)$/;
const moneyKeysOf = (row: Row): string[] => Object.keys(row).filter((key) => MONEY_NAME.test(key) && !NOT_MONEY_NAME.test(key));

beforeAll(async () => {
  ts = await startTestServer({}, undefined, { ...Object.fromEntries(REAL_SCREENS.map((file) => [file, descriptorOf(file)])), ...MERGE_LIST, ...BOOK_LISTS });
  for (const user of ['supervisor', 'servicer']) tokens[user] = (await login(ts.url, user)).token;
}, 60_000);
afterAll(async () => {
  await ts.stop();
});

const get = async (path: string, as: string): Promise<{ status: number; body: any }> => call(ts.url, `/api${path}`, { token: tokens[as] }); // eslint-disable-line @typescript-eslint/no-explicit-any
async function listOf(collection: string, as: string): Promise<Row[]> {
  const { status, body } = await get(`${collection}?page=1&per_page=100`, as);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.list as Row[];
}
/** The cells of one CSV line (quoted cells may hold commas and doubled quotes). */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  for (const match of line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)) {
    const cell = match[1] ?? '';
    cells.push(cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell);
  }
  return cells;
}

/** The export as rows keyed by its header. */
async function exportOf(collection: string, as: string): Promise<Row[]> {
  // The columns of this test's list of the collection (docs/exports-and-import.md: the caller names its list).
  const { status, body } = await get(`${collection}/export?export_screen=/saas/user/fixture${collection}`, as);
  expect(status, String(body)).toBe(200);
  const [header, ...lines] = String(body).replace(/^\uFEFF/, '').trim().split('\r\n');
  const columns = cellsOf(header ?? '');
  return lines.map((line) => Object.fromEntries(cellsOf(line).map((cell, index) => [columns[index] ?? '', cell])));
}

describe.each(COLLECTIONS)('%s', (collection) => {
  it('gives the service provider the amounts as numbers', async () => {
    const rows = await listOf(collection, 'servicer');
    expect(rows.length).toBeGreaterThan(0);
    const amount = amountKeyOf(collection);
    expect(rows.some((row) => typeof row[amount] === 'number')).toBe(true);
    const record = (await get(`${collection}/${String(rows[0]!.id)}`, 'servicer')).body.data as Row;
    expect(typeof record[amount]).toBe('number');
    expect((await exportOf(collection, 'servicer')).some((row) => /^\d+(\.\d+)?$/.test(String(row[amount])))).toBe(true);
  });

  it('masks every money field for the supervisor in the list, a read and the export', async () => {
    const rows = await listOf(collection, 'supervisor');
    expect(rows.length).toBeGreaterThan(0);
    const amount = amountKeyOf(collection);
    for (const row of rows) {
      expect(moneyKeysOf(row)).toContain(amount);
      for (const key of moneyKeysOf(row)) expect(typeof row[key], `${key} of ${String(row.id)}`).not.toBe('number');
      expect(row[amount]).toBe('***');
    }
    const record = (await get(`${collection}/${String(rows[0]!.id)}`, 'supervisor')).body.data as Row;
    for (const key of moneyKeysOf(record)) expect(record[key], key).toBe('***');
    // What a write-off took from each receivable is money too.
    for (const row of rows) for (const item of (row.allocated_amounts ?? []) as Row[]) expect(item.amount).toBe('***');
    const exported = await exportOf(collection, 'supervisor');
    expect(exported.length).toBe(rows.length);
    for (const row of exported) for (const key of moneyKeysOf(row)) expect(row[key], key).toBe('***');
  });
});
