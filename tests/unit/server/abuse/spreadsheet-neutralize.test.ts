// @vitest-environment node
/** Exported cells that a spreadsheet would take for a formula are neutralised with a leading quote. */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCsv } from '../../../../server/records/csv.js';
import { neutralizeCell } from '../../../../server/records/spreadsheet-cells.js';
import { buildTemplate } from '../../../../server/orders/import-template.js';
import { call, login, startTestServer, type TestServer } from '../test-server.js';

describe('neutralizeCell', () => {
  it('prefixes text beginning with =, +, -, @, tab or carriage return with a single quote', () => {
    for (const text of ['=1+2', '+86 138', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd']) expect(neutralizeCell(text)).toBe(`'${text}`);
  });

  it('leaves other text, and numbers of any sign, as they are', () => {
    for (const text of ['上海', 'a=b', ' =1', '13800138000', '']) expect(neutralizeCell(text)).toBe(text);
    expect(neutralizeCell(-12.5)).toBe(-12.5);
    expect(neutralizeCell(null)).toBeNull();
  });
});

describe('CSV', () => {
  it('neutralises text cells but writes negative numbers as numbers', () => {
    const csv = toCsv(['name', 'amount', 'note'], [{ name: '=HYPERLINK("http://x","y")', amount: -12.5, note: '-5' }]);
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://x"",""y"")",-12.5,'-5`);
  });
});

describe('exports of the server', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer();
  });
  afterAll(async () => {
    await ts.stop();
  });

  it('a collection export neutralises what a user typed, in the workbook as plain text and in the CSV', async () => {
    const { token } = await login(ts.url, 'admin');
    const created = await call(ts.url, '/api/system/roles', {
      method: 'POST', token, body: { name: '@SUM(1+1)*cmd', code: 'FORMULA_TEST', app_code: 'OSS', remark: '=cmd|" /C calc"!A0' },
    });
    expect(created.body.code).toBe('0');
    const response = await fetch(`${ts.url}/api/system/roles/export?name=SUM`, { headers: { token } });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    const cells = (sheet?.getRow(2).values ?? []) as unknown[];
    expect(cells).toContain(`'@SUM(1+1)*cmd`);
    expect(cells).toContain(`'=cmd|" /C calc"!A0`);
    sheet?.getRow(2).eachCell((cell) => expect(cell.formula).toBeUndefined());

    const csv = await (await fetch(`${ts.url}/api/system/roles/export?name=SUM&export_format=csv`, { headers: { token } })).text();
    expect(csv).toContain(`'@SUM(1+1)*cmd`);
    expect(csv).toContain(`"'=cmd|"" /C calc""!A0"`);
    expect(csv).not.toMatch(/,@SUM|,"=cmd/);
  });

  it("the import template's merchant name cannot act as a formula", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await buildTemplate('=HYPERLINK("http://evil.example","点我")')) as unknown as ExcelJS.Buffer);
    const values = (workbook.worksheets[0]?.getRow(2).values ?? []) as unknown[];
    expect(values).toContain(`'=HYPERLINK("http://evil.example","点我")`);
    expect(values.some((value) => typeof value === 'object' && value !== null && 'formula' in value)).toBe(false);
  });
});
