// @vitest-environment node
// Order import on the real server and SQLite file: multipart upload of .xlsx and .csv, per-row errors, tenancy.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_IMPORT_API, ORDER_IMPORT_TEMPLATE_API } from '../../../src/config/order-import';
import { CONSIGNOR_API } from '../../../src/config/picker-api';
import { UPLOAD_POLICY_MAX_BYTES } from '../../../src/config/upload';
import { call, login, startTestServer, type TestServer } from './test-server.js';
import { ROLE_PAGES } from './role-pages-fixture.js';

let ts: TestServer;
const tokens: Record<string, string> = {};
const OWN_MERCHANT = '优品家居旗舰店';
let otherMerchant = '';

const HEADER = ['外部单号', '商家', '收货人', '收货电话', '收货省', '收货市', '收货区', '详细地址', '货物名称', '件数', '重量(kg)', '服务类型'];
const orderRow = (outerNo: string, merchant = OWN_MERCHANT, phone = '13812345678'): Array<string | number> =>
  [outerNo, merchant, '张三', phone, '上海市', '上海市', '浦东新区', '张江路100号', '沙发', 2, 45.5, '送装'];

async function xlsxOf(rows: Array<Array<string | number>>): Promise<Blob> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('订单');
  for (const row of rows) sheet.addRow(row);
  return new Blob([await workbook.xlsx.writeBuffer()]);
}

async function upload(file: Blob, fileName: string, as?: string): Promise<{ status: number; body: any }> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const form = new FormData();
  form.append('file', file, fileName);
  const response = await fetch(`${ts.url}/api${ORDER_IMPORT_API}`, { method: 'POST', body: form, headers: as ? { token: tokens[as] ?? '' } : {} });
  return { status: response.status, body: await response.json() };
}

const waybillsWithOuterNo = async (outerNo: string, as = 'admin') =>
  (await call(ts.url, `/api/order/waybills?out_order_no=${encodeURIComponent(outerNo)}&per_page=50`, { token: tokens[as] })).body.data.list as Array<Record<string, unknown>>;

beforeAll(async () => {
  ts = await startTestServer({}, undefined, ROLE_PAGES);
  for (const user of ['admin', 'servicer', 'consignor', 'cs']) tokens[user] = (await login(ts.url, user)).token;
  const merchants = (await call(ts.url, '/api/resource/consignors?per_page=100', { token: tokens.admin })).body.data.list as Array<Record<string, unknown>>;
  otherMerchant = String(merchants.find((row) => row.name !== OWN_MERCHANT && Number(row.is_forbid_create_order) !== 1)?.name);
}, 60_000);
afterAll(async () => {
  await ts.stop();
});

describe('POST /api/order/import', () => {
  it('creates a waybill per row of an .xlsx for the caller, shown on the order list', async () => {
    const file = await xlsxOf([HEADER, orderRow('IMP-X-1'), orderRow('IMP-X-2', otherMerchant, '13912345678')]);
    const { status, body } = await upload(file, '订单.xlsx', 'servicer');
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: '0', data: { total: 2, created: 2, failed: 0, errors: [] } });
    expect(body.data.order_nos).toHaveLength(2);
    const [first] = await waybillsWithOuterNo('IMP-X-1');
    expect(first).toMatchObject({
      order_no: body.data.order_nos[0], consignor_name: OWN_MERCHANT, end_contact: '张三', end_tel: '13812345678', package_count: 2,
      weight: 45.5, service_type: 'DELIVERY_INSTALL', status: 'WAIT_RECEIVE', app_code: 'BANG', servicer_name: expect.any(String),
    });
    expect(first?.servicer_user_id).toBeGreaterThan(0);
    // Created as the create screen creates an order: the 下单 event, and the merchant of the servicer's book sees it.
    expect(first?.tracks).toMatchObject([{ action: 'create', to: 'WAIT_RECEIVE', party: 'servicer' }]);
    expect(first?.consignor_user_id).toBe(4);
    // The sender defaults to the merchant's contact.
    expect(first?.start_contact).toEqual(expect.any(String));
    const byNumber = await call(ts.url, `/api/order/waybills/${String(body.data.order_nos[1])}`, { token: tokens.servicer });
    expect(byNumber.body.data).toMatchObject({ out_order_no: 'IMP-X-2', consignor_name: otherMerchant });
  });

  it('creates the valid rows of a .csv and reports the bad ones by sheet row, column and reason', async () => {
    const lines = [
      HEADER.join(','),
      orderRow('IMP-C-1').join(','),
      '',
      orderRow('IMP-C-2', OWN_MERCHANT, '12345').join(','),
      orderRow('IMP-C-1').join(','),
      orderRow('IMP-C-4', '不存在的商家', '10086').join(','),
      `"IMP-C-5",${OWN_MERCHANT},"王,五",13700000000,上海市,上海市,,"张江路""1""号",柜子,0,,`,
    ];
    const { status, body } = await upload(new Blob([`\uFEFF${lines.join('\r\n')}\r\n`]), 'orders.csv', 'admin');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 5, created: 1, failed: 4 });
    expect(body.data.errors).toEqual([
      { row: 4, field: '收货电话', message: '手机号格式有误' },
      { row: 5, field: '外部单号', message: '外部单号与第2行重复' },
      { row: 6, field: '商家', message: '商家不存在' },
      { row: 6, field: '收货电话', message: '手机号格式有误' },
      { row: 7, field: '件数', message: '件数须为1到9999的整数' },
    ]);
    expect(await waybillsWithOuterNo('IMP-C-1')).toHaveLength(1);
    expect(await waybillsWithOuterNo('IMP-C-2')).toHaveLength(0);
  });

  it('refuses an outer order number the merchant already has', async () => {
    const { body } = await upload(await xlsxOf([HEADER, orderRow('IMP-X-1'), orderRow('IMP-D-2')]), 'again.xlsx', 'admin');
    expect(body.data).toMatchObject({ total: 2, created: 1, failed: 1, errors: [{ row: 2, field: '外部单号', message: '外部单号已存在' }] });
  });

  it('refuses a merchant barred from ordering', async () => {
    const created = await call(ts.url, '/api/resource/consignors', {
      method: 'POST', token: tokens.admin, body: { name: '停单测试商家', settle_type_code: 'PAY_NOW', is_forbid_create_order: 1 },
    });
    expect(created.body.code).toBe('0');
    const { body } = await upload(await xlsxOf([HEADER, orderRow('IMP-F-1', '停单测试商家')]), 'f.xlsx', 'admin');
    expect(body.data.errors).toEqual([{ row: 2, field: '商家', message: '该商家已禁止下单' }]);
  });

  it("lets a merchant account import only for its own merchant; another tenant's merchant is as if missing", async () => {
    const file = await xlsxOf([HEADER, orderRow('IMP-M-1'), orderRow('IMP-M-2', otherMerchant)]);
    const { body } = await upload(file, 'mine.xlsx', 'consignor');
    expect(body.data).toMatchObject({ total: 2, created: 1, failed: 1, errors: [{ row: 3, field: '商家', message: '商家不存在' }] });
    const [own] = await waybillsWithOuterNo('IMP-M-1');
    expect(own).toMatchObject({ app_code: 'DA', consignor_resource_id: 400107 });
    expect(own?.consignor_user_id).toBeGreaterThan(0);
    // It travels to the merchant account's own service provider.
    expect(own?.servicer_user_id).toBe(2);
    expect(await waybillsWithOuterNo('IMP-M-2')).toHaveLength(0);
  });

  it("refuses a company's import naming a merchant it does not see, as if missing", async () => {
    const all = (await call(ts.url, `/api${CONSIGNOR_API.list}?per_page=100`, { token: tokens.admin })).body.data.list as Array<Record<string, unknown>>;
    const seen = new Set(((await call(ts.url, `/api${CONSIGNOR_API.list}?per_page=100`, { token: tokens.servicer })).body.data.list as Array<Record<string, unknown>>)
      .map((row) => row.name));
    const unseen = all.find((row) => !seen.has(row.name));
    expect(unseen, 'a seeded merchant outside the demo provider\'s book and orders').toBeDefined();
    const file = await xlsxOf([HEADER, orderRow('IMP-U-1', String(unseen?.name))]);
    const { body } = await upload(file, 'unseen.xlsx', 'servicer');
    expect(body.data).toMatchObject({ total: 1, created: 0, failed: 1, errors: [{ row: 2, field: '商家', message: '商家不存在' }] });
  });

  it('answers 400 with a readable msg for a wrong type, an empty file, a missing header and no file', async () => {
    const refusal = async (file: Blob, name: string) => {
      const { status, body } = await upload(file, name, 'admin');
      expect(status).toBe(400);
      return body.msg as string;
    };
    expect(await refusal(new Blob(['a,b']), 'orders.xls')).toBe('仅支持导入 .xlsx 或 .csv 文件');
    expect(await refusal(new Blob([]), 'orders.csv')).toBe('文件为空');
    expect(await refusal(new Blob(['\uFEFF张三,13812345678\n']), 'orders.csv')).toMatch(/^文件缺少表头行：第1行应为列名（商家、收货人/);
    expect(await refusal(await xlsxOf([HEADER]), 'header-only.xlsx')).toBe('文件中没有订单数据');
    const oversized = new Blob([new Uint8Array(UPLOAD_POLICY_MAX_BYTES + 1).fill(0x41)]);
    expect(await refusal(oversized, 'big.csv')).toBe('文件大小过大大于：10M');
    const noFile = await call(ts.url, `/api${ORDER_IMPORT_API}`, { method: 'POST', token: tokens.admin, body: {} });
    expect(noFile).toMatchObject({ status: 400, body: { code: '400', msg: '请选择要导入的文件' } });
  });

  it('needs a token (401) and a role that may import (403)', async () => {
    const file = await xlsxOf([HEADER, orderRow('IMP-A-1')]);
    expect((await upload(file, 'a.xlsx')).status).toBe(401);
    expect((await upload(file, 'a.xlsx', 'cs'))).toMatchObject({ status: 403, body: { code: '403' } });
    expect(await waybillsWithOuterNo('IMP-A-1')).toHaveLength(0);
  });
});

describe('GET /api/order/import/template', () => {
  it('is an .xlsx with the header row and an example row that imports as it is', async () => {
    expect((await call(ts.url, `/api${ORDER_IMPORT_TEMPLATE_API}`)).status).toBe(401);
    const response = await fetch(`${ts.url}/api${ORDER_IMPORT_TEMPLATE_API}`, { headers: { token: tokens.consignor ?? '' } });
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const bytes = await response.arrayBuffer();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).text).toBe('外部单号');
    expect(sheet?.getRow(1).getCell(2).text).toBe('*商家');
    expect(sheet?.getRow(2).getCell(2).text).toBe(OWN_MERCHANT);
    const { body } = await upload(new Blob([bytes]), '订单导入模板.xlsx', 'consignor');
    expect(body.data).toMatchObject({ total: 1, created: 1, failed: 0 });
  });
});
