// @vitest-environment node
/**
 * GET /order/orders/check_receivable_write_off_order/{no}: the existence flag a ticket asks for (core spec
 * §7), answered from the write-offs (核销) of the order's receivables.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, login, startTestServer, type TestServer } from './test-server.js';
import { ROLE_PAGES } from './role-pages-fixture.js';

// Response bodies are arbitrary JSON here.
type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The write-off screens, as screens/finance/write-off-*.json declare their resource and fields. */
const WRITE_OFF_PAGES = {
  'finance/write-off-index.json': {
    path: '/saas/finance/write-off/index', title: '核销记录', kind: 'list', api: { resource: '/finance/write-offs', convention: 'main' },
    columns: [{ key: 'order_no', title: '订单号' }, { key: 'write_off_amount', title: '核销金额' }],
  },
  'finance/receivable-index.json': {
    path: '/saas/finance/receivable/index', title: '应收管理', kind: 'list', api: { resource: '/finance/receivables', convention: 'main' },
    columns: [{ key: 'order_no', title: '订单号' }],
  },
  'finance/write-off-create.json': {
    path: '/saas/finance/write-off/create', title: '新增核销', kind: 'form', api: { resource: '/finance/write-offs', convention: 'main' }, createOperation: 'write_off',
    sections: [{ fields: [
      { key: 'order_no', label: '订单号', widget: 'text', rules: [{ name: 'required' }] },
      { key: 'write_off_amount', label: '核销金额', widget: 'text', rules: [{ name: 'required' }] },
    ] }],
  },
};

let ts: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  ts = await startTestServer({}, undefined, { ...ROLE_PAGES, ...WRITE_OFF_PAGES });
  for (const name of ['cs', 'admin', 'delivery']) tokens[name] = (await login(ts.url, name)).token;
});
afterAll(async () => {
  await ts.stop();
});

const check = (no: string, as: { token?: string } = { token: tokens.cs }) =>
  call(ts.url, `/api/order/orders/check_receivable_write_off_order/${no}`, as);

/** An order with a receivable nothing was received on yet (so no write-off names it). */
async function orderWithoutWriteOff(): Promise<string> {
  const { body } = await call(ts.url, '/api/finance/receivables?status=UNRECEIVED&per_page=100', { token: tokens.admin });
  for (const row of body.data.list as Json[]) {
    if ((await check(row.order_no)).body.data.exist === false) return row.order_no as string;
  }
  throw new Error('every open receivable has a write-off');
}

it('answers false for an order without a write-off, and true once a write-off names it', async () => {
  const orderNo = await orderWithoutWriteOff();
  expect((await check(orderNo)).body).toEqual({ code: '0', msg: expect.any(String), data: { exist: false } });
  const created = await call(ts.url, '/api/finance/write-offs', {
    method: 'POST', token: tokens.admin, body: { order_no: orderNo, write_off_amount: '0.01', write_off_method: 'CASH' },
  });
  expect(created.body.code).toBe('0');
  expect((await check(orderNo)).body.data).toEqual({ exist: true });
});

it('answers an unknown order as missing, and refuses a malformed number with a readable message', async () => {
  const missing = await check('999999999991');
  expect([missing.status, missing.body.msg]).toEqual([404, '订单不存在']);
  const malformed = await check('12ab');
  expect(malformed.status).toBe(400);
  expect(malformed.body.msg).toContain('订单号');
});

it('needs a token and a ticket page in the account’s menu', async () => {
  const orderNo = await orderWithoutWriteOff();
  expect((await check(orderNo, {})).status).toBe(401);
  expect((await check(orderNo, { token: tokens.delivery })).status).toBe(403);
});
