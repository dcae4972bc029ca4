// @vitest-environment node
// Order import: an .xlsx that would inflate or expand hugely (a zip bomb) is refused with a clear 400 before
// its workbook is built; a full-size real file still imports.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xlsxBomb, xlsxOfSheetData } from '../../../bench/xlsx-bomb';
import { ORDER_IMPORT_API, ORDER_IMPORT_COLUMNS } from '../../../src/config/order-import';
import { login, startTestServer, type TestServer } from './test-server.js';
import { ROLE_PAGES } from './role-pages-fixture.js';

let ts: TestServer;
let token = '';

beforeAll(async () => {
  ts = await startTestServer({}, undefined, ROLE_PAGES);
  token = (await login(ts.url, 'admin')).token;
}, 60_000);
afterAll(async () => {
  await ts.stop();
});

async function upload(file: Buffer, fileName = 'orders.xlsx'): Promise<{ status: number; body: { code: string; msg: string; data?: Record<string, unknown> } }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), fileName);
  const response = await fetch(`${ts.url}/api${ORDER_IMPORT_API}`, { method: 'POST', body: form, headers: { token } });
  return { status: response.status, body: await response.json() };
}

const columnName = (index: number): string => String.fromCharCode(65 + index);
/** One sheet row of inline-string cells, as Excel or any writer would put it. */
const rowXml = (row: number, cells: readonly string[]): string =>
  `<row r="${row}">${cells.map((text, index) => `<c r="${columnName(index)}${row}" t="inlineStr"><is><t>${text}</t></is></c>`).join('')}</row>`;
const HEADER = ['商家', '收货人', '收货电话', '收货省', '收货市', '详细地址', '货物名称', '件数'];
const ORDER = ['优品家居旗舰店', '张三', '13812345678', '上海市', '上海市', '张江路100号', '沙发', '2'];

describe('POST /api/order/import refuses a file that would expand beyond the limits', () => {
  it('answers a zip bomb (0.1 MB inflating to 12 MB of sheet XML) with 400 文件内容过大', async () => {
    const bomb = xlsxBomb(25_000, 10);
    expect(bomb.file.length).toBeLessThan(150_000);
    expect(bomb.sheetBytes).toBeGreaterThan(11 * 1024 * 1024);
    const { status, body } = await upload(bomb.file);
    expect(status).toBe(400);
    expect(body.code).toBe('400');
    expect(body.msg).toBe('文件内容过大：解压后超过 10 MB，请拆分后再导入');
  });

  it('stops inflating at the limit even when the archive understates its entries\' sizes', async () => {
    const bomb = xlsxBomb(25_000, 10).file;
    // Every central directory header (PK\x01\x02) now claims its entry inflates to 1 KB.
    for (let at = bomb.indexOf('PK\x01\x02'); at >= 0; at = bomb.indexOf('PK\x01\x02', at + 4)) bomb.writeUInt32LE(1024, at + 24);
    const { status, body } = await upload(bomb);
    expect(status).toBe(400);
    expect(body.msg).toMatch(/^文件内容过大/);
  });

  it('refuses a sheet of too many rows, blank ones included, before reading any order of it', async () => {
    const blankRows = Array.from({ length: 20_000 }, (_, index) => `<row r="${index + 3}"/>`).join('');
    const file = xlsxOfSheetData(rowXml(1, HEADER) + rowXml(2, ORDER) + blankRows);
    const { status, body } = await upload(file);
    expect(status).toBe(400);
    expect(body.msg).toBe('文件行数过多：超过 10000 行（含空行），请删除多余的行或拆分后再导入');
  });

  it('refuses a sheet of too many cells within the row limit', async () => {
    const emptyCells = (row: number) => Array.from({ length: 26 }, (_, index) => `<c r="${columnName(index)}${row}"/>`).join('');
    const rows = Array.from({ length: 4_000 }, (_, index) => `<row r="${index + 1}">${emptyCells(index + 1)}</row>`).join('');
    const { status, body } = await upload(xlsxOfSheetData(rows));
    expect(status).toBe(400);
    expect(body.msg).toBe('文件内容过多：超过 100000 个单元格（含空单元格），请删除多余的行列或拆分后再导入');
  });

  it('refuses a .csv of endless blank lines or cells the same way, before building its rows', async () => {
    const head = `${HEADER.join(',')}\n${ORDER.join(',')}\n`;
    const blankLines = await upload(Buffer.from(head + '\n'.repeat(20_000)), 'orders.csv');
    expect(blankLines).toMatchObject({ status: 400, body: { msg: '文件行数过多：超过 10000 行（含空行），请删除多余的行或拆分后再导入' } });
    const emptyCells = await upload(Buffer.from(head + ','.repeat(150_000)), 'orders.csv');
    expect(emptyCells).toMatchObject({ status: 400, body: { msg: '文件内容过多：超过 100000 个单元格（含空单元格），请删除多余的行列或拆分后再导入' } });
  });

  it('refuses an archive that is not a plain zip as unreadable', async () => {
    const file = xlsxOfSheetData(rowXml(1, HEADER) + rowXml(2, ORDER));
    const truncated = file.subarray(0, file.length - 30);
    const { status, body } = await upload(Buffer.from(truncated));
    expect(status).toBe(400);
    expect(body.msg).toBe('文件无法读取，请使用下载的导入模板');
  });

  it('still reads a full 2000-row file with every cell at its longest', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('订单');
    sheet.addRow(ORDER_IMPORT_COLUMNS.map((column) => column.header));
    for (let row = 0; row < 2000; row += 1) {
      // Distinct long Chinese texts, so the shared strings cannot shrink them; the merchant does not exist,
      // so every row is read and checked and none is created.
      sheet.addRow(ORDER_IMPORT_COLUMNS.map((column) => `${row}${'长'.repeat(Math.max(1, (column.maxLength ?? 12) - String(row).length))}`));
    }
    const { status, body } = await upload(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 2000, created: 0, failed: 2000 });
  }, 60_000);
});
