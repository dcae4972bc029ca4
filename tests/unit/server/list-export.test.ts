// @vitest-environment node
// Exports a person can read (issue 26, docs/exports-and-import.md): the export of a list is that list's columns in their
// order under their Chinese titles, with labels for codes, money with two decimals and formatted times, as
// a streamed .xlsx workbook (or CSV when asked); amounts stay masked without a fee-display code, and text a
// spreadsheet would take for a formula is written as neutralised text, never as a formula.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, type TestServer } from './test-server.js';

type Row = Record<string, unknown>;
interface Column { key: string; title: string; format?: { name: string; options?: Array<{ value: unknown; label: string }> } }
interface Descriptor { columns: Column[]; toolbar: Array<Record<string, unknown>> }

const ORDER_ALL = JSON.parse(readFileSync(join(process.cwd(), 'screens', 'orders', 'order-all.json'), 'utf8')) as Descriptor;
/** The real 全部订单 list under a route every account's menu holds (/saas/user/). */
const LIST_PATH = '/saas/user/fixture/export/order-all';
const EXPORT = `/api/order/waybills/export?export_screen=${encodeURIComponent(LIST_PATH)}`;

let ts: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  ts = await startTestServer({}, undefined, { 'fixture/export-order-all.json': { ...ORDER_ALL, path: LIST_PATH } });
  for (const user of ['servicer', 'supervisor']) tokens[user] = (await login(ts.url, user)).token;
}, 60_000);
afterAll(async () => {
  await ts.stop();
});

async function download(path: string, as: string): Promise<{ response: Response; bytes: Buffer }> {
  const response = await fetch(`${ts.url}${path}`, { headers: { token: tokens[as] ?? '' } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function sheetOf(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  return sheet;
}

/** The values of a sheet row, from its first column. */
const rowValues = (sheet: ExcelJS.Worksheet, index: number): unknown[] => ((sheet.getRow(index).values ?? []) as unknown[]).slice(1);

async function listRows(as: string, query = ''): Promise<{ rows: Row[]; total: number }> {
  const { body } = await call(ts.url, `/api/order/waybills?page=1&per_page=500${query}`, { token: tokens[as] });
  return { rows: body.data.list as Row[], total: body.data.total as number };
}

describe('the export of the 全部订单 list', () => {
  it("opens as a workbook with the list's Chinese titles in order, a frozen header, labels, money and times", async () => {
    const { response, bytes } = await download(EXPORT, 'servicer');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const sheet = await sheetOf(bytes);
    expect(rowValues(sheet, 1)).toEqual(ORDER_ALL.columns.map((column) => column.title));
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual(10);

    const { rows, total } = await listRows('servicer');
    expect(sheet.actualRowCount - 1).toBe(total);
    const index = (key: string): number => ORDER_ALL.columns.findIndex((column) => column.key === key);
    const statusLabels = new Map(ORDER_ALL.columns[index('status')]?.format?.options?.map((option) => [String(option.value), option.label]));
    const first = rows[0] as Row;
    const cells = rowValues(sheet, 2);
    expect(cells[index('order_no')]).toBe(first.order_no);
    expect(cells[index('status')]).toBe(statusLabels.get(String(first.status)));
    expect(cells[index('created_at')]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Money is a number shown with two decimals.
    const withAmount = rows.findIndex((row) => typeof row.amount === 'number');
    const amount = sheet.getRow(withAmount + 2).getCell(index('amount') + 1);
    expect(amount.value).toBe(rows[withAmount]?.amount);
    expect(amount.numFmt).toBe('#,##0.00');
    // No raw codes or JSON anywhere.
    for (const code of Object.keys(Object.fromEntries(statusLabels))) expect(rowValues(sheet, 2)).not.toContain(code);
  });

  it('masks the amounts for the after-sales supervisor', async () => {
    const { response, bytes } = await download(EXPORT, 'supervisor');
    expect(response.status).toBe(200);
    const sheet = await sheetOf(bytes);
    const column = ORDER_ALL.columns.findIndex((item) => item.key === 'amount') + 1;
    const amounts = sheet.getColumn(column).values.slice(2).filter((value) => value !== null && value !== undefined);
    expect(amounts.length).toBeGreaterThan(0);
    expect(amounts.every((value) => value === '***')).toBe(true);
  });

  it('writes "=1+1" as neutralised text, never as a formula, in the workbook and in the CSV', async () => {
    const store = ts.server.context.collections.get('waybills');
    const { rows } = await listRows('servicer');
    const source = rows[0] as Row;
    const stored = store?.find(Number(source.id), undefined);
    if (!store || !stored) throw new Error('no waybill');
    store.update(stored.id, { end_contact: '=1+1', end_city: '@SUM(A1)' }, undefined);

    const sheet = await sheetOf((await download(`${EXPORT}&order_no=${String(source.order_no)}`, 'servicer')).bytes);
    const contact = sheet.getRow(2).getCell(ORDER_ALL.columns.findIndex((column) => column.key === 'end_contact') + 1);
    expect(contact.value).toBe("'=1+1");
    expect(contact.type).toBe(ExcelJS.ValueType.String);
    expect(contact.formula).toBeUndefined();
    expect(rowValues(sheet, 2)).toContain("'@SUM(A1)");

    const csv = (await download(`${EXPORT}&order_no=${String(source.order_no)}&export_format=csv`, 'servicer'));
    expect(csv.response.headers.get('content-type')).toContain('text/csv');
    const [header, line] = csv.bytes.toString('utf8').replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(ORDER_ALL.columns.map((column) => column.title).join(','));
    expect(line).toContain(",'=1+1,");
    expect(line).toContain(",'@SUM(A1),");
  });

  it('streams a 5,000-row export completely', async () => {
    const store = ts.server.context.collections.get('waybills');
    const { rows } = await listRows('servicer');
    const template = store?.find(Number(rows[0]?.id), undefined);
    const owner = template ? store?.ownerOf(template.id) : undefined;
    if (!store || !template) throw new Error('no waybill');
    const { id: _id, created_at: _created, updated_at: _updated, version: _version, ...data } = template;
    store.transaction(() => {
      for (let n = 0; n < 5_000; n += 1) store.insert({ ...data, order_no: `BULK${String(n).padStart(6, '0')}`, end_contact: `批量${n}` }, owner);
    });
    const { total } = await listRows('servicer');
    expect(total).toBeGreaterThan(5_000);

    const { response, bytes } = await download(EXPORT, 'servicer');
    expect(response.status).toBe(200);
    // Streamed: no length is known in advance.
    expect(response.headers.get('content-length')).toBeNull();
    const sheet = await sheetOf(bytes);
    expect(sheet.actualRowCount - 1).toBe(total);
    const orderNos = new Set(sheet.getColumn(1).values.slice(2).map(String));
    for (const n of [0, 2_500, 4_999]) expect(orderNos.has(`BULK${String(n).padStart(6, '0')}`)).toBe(true);
  }, 60_000);
});
