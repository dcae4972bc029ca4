// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, type TestServer } from './test-server.js';

/** The waybill list with its print buttons, as in screens/waybill/waybill-all.json. */
const PRINT = { action: 'print', operation: 'print', label: '打印运单', template: 'WAYBILL' };
const WAYBILL_LIST = {
  path: '/saas/waybill/all/index', title: '全部运单', kind: 'list', api: { resource: '/order/waybills' },
  columns: [{ key: 'order_no', title: '订单号' }], rowActions: [PRINT], bulkActions: [PRINT],
};

let ts: TestServer;
let admin = '';
beforeAll(async () => {
  ts = await startTestServer({}, undefined, { 'waybill/all.json': WAYBILL_LIST });
  admin = (await login(ts.url, 'admin')).token;
});
afterAll(async () => {
  await ts.stop();
});

interface Template {
  id: number;
  template_name: string;
  template_type: string;
  paper_size: string;
  is_default: number;
  status: number;
  fields: Array<Record<string, unknown>>;
}
const templates = async (token: string, query = ''): Promise<{ status: number; list: Template[] }> => {
  const { status, body } = await call(ts.url, `/api/basic/print-templates?per_page=100${query}`, { token });
  return { status, list: (body.data?.list ?? []) as Template[] };
};
const defaultsOf = (list: readonly Template[], kind: string): string[] =>
  list.filter((row) => row.template_type === kind && row.is_default === 1).map((row) => row.template_name);

describe('print templates on the reference server', () => {
  it('seeds one enabled default template per kind, with fields placed on an A4 waybill and a 100×150 label', async () => {
    const { list } = await templates(admin);
    expect(defaultsOf(list, 'WAYBILL')).toEqual(['标准运单模板']);
    expect(defaultsOf(list, 'LABEL')).toEqual(['标准包件标签']);
    const waybill = list.find((row) => row.template_name === '标准运单模板');
    expect(waybill).toMatchObject({ paper_size: 'A4', status: 1 });
    expect(waybill?.fields).toContainEqual(expect.objectContaining({ key: 'amount', format: 'capitalAmount' }));
    expect(list.find((row) => row.template_name === '标准包件标签')).toMatchObject({ paper_size: '100X150', status: 1 });
  });

  it('makes a template the only default of its kind when it is set as default, leaving other kinds alone', async () => {
    const { list } = await templates(admin, '&template_type=WAYBILL');
    const short = list.find((row) => row.template_name === '简版运单模板');
    const saved = await call(ts.url, `/api/basic/print-templates/${short?.id}`, { method: 'PUT', token: admin, body: { is_default: 1 } });
    expect(saved.body.code).toBe('0');
    const after = (await templates(admin)).list;
    expect(defaultsOf(after, 'WAYBILL')).toEqual(['简版运单模板']);
    expect(defaultsOf(after, 'LABEL')).toEqual(['标准包件标签']);
    // A new default of a kind takes the flag too.
    const created = await call(ts.url, '/api/basic/print-templates', {
      method: 'POST', token: admin,
      body: { template_name: '新运单模板', template_type: 'WAYBILL', paper_size: 'A4', is_default: 1, fields: [{ label: '运单', x: 1, y: 1 }] },
    });
    expect(created.body.code).toBe('0');
    expect(defaultsOf((await templates(admin)).list, 'WAYBILL')).toEqual(['新运单模板']);
  });

  it('accepts template fields only as plain placed data', async () => {
    const body = (fields: unknown) => ({ template_name: `坏模板${Math.random()}`, template_type: 'LABEL', paper_size: 'A4', fields });
    const refused = [
      [{ label: 'x', key: 'a; drop table', x: 1, y: 1 }],
      [{ label: 'x', x: 1 }],
      [{ x: 1, y: 1 }],
      [{ label: 'x', x: 1, y: 1, format: 'eval' }],
      [{ label: 'x', x: 1, y: 9999 }],
      ['<script>alert(1)</script>'],
    ];
    for (const fields of refused) {
      const answer = await call(ts.url, '/api/basic/print-templates', { method: 'POST', token: admin, body: body(fields) });
      expect(answer.status, JSON.stringify(fields)).toBe(400);
    }
  });

  it('gives the templates to accounts whose page has a print button and who hold 打印, not to others', async () => {
    // Customer service prints waybills from the waybill list; finance sees the list but holds no 打印.
    expect((await templates((await login(ts.url, 'cs')).token, '&template_type=WAYBILL&status=1')).status).toBe(200);
    expect((await templates((await login(ts.url, 'finance')).token, '&template_type=WAYBILL&status=1')).status).toBe(403);
  });
});
