// @vitest-environment node
/**
 * GET /order/orders/check_receivable_write_off_order/{no}: the existence flag a ticket asks for (core spec
 * §7), answered from the write-offs (核销) of the order's receivables. The receivable is made here (a bill of
 * a new settlement line, confirmed), not looked for in the demo books, whose open receivables depend on the
 * day the seed runs.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BILL_FIXTURE_SCREENS, bookLine, periodOf, startBooks, type Books } from './books-fixture.js';
import { ROLE_PAGES } from './role-pages-fixture.js';
import { call } from './test-server.js';

const list = (path: string, resource: string, extra: Record<string, unknown> = {}) => ({
  path, title: path, kind: 'list', api: { resource, convention: 'main' }, columns: [{ key: 'order_no', title: '订单号' }], ...extra,
});
/** The bill and write-off screens that give the servicer the calls made here. */
const BOOK_PAGES = {
  ...BILL_FIXTURE_SCREENS,
  'fixture/receivables.json': list('/saas/finance/fixture/receivables', '/finance/receivables'),
  'fixture/write-off-create.json': {
    path: '/saas/finance/fixture/write-off-create', title: '新增核销', kind: 'form', api: { resource: '/finance/write-offs' }, createOperation: 'write_off',
    sections: [{ fields: [{ key: 'order_no', label: '订单号', widget: 'text' }] }],
  },
};

let books: Books;
let orderNo = '';
beforeAll(async () => {
  books = await startBooks({ ...ROLE_PAGES, ...BOOK_PAGES }, ['servicer', 'cs', 'delivery']);
  const { server, tokens } = books;
  const line = bookLine(books, 12.5);
  orderNo = String(line.order_no);
  const made = await call(server.url, '/api/finance/bills', {
    method: 'POST', token: tokens.servicer, body: { settle_target_id: books.merchantTarget, period: periodOf(line), settlement_ids: [line.id] },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const confirmed = await call(server.url, `/api/finance/bills/${String(made.body.data.id)}/actions/confirm`, {
    method: 'POST', token: tokens.servicer, body: { version: made.body.data.version },
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
}, 120_000);
afterAll(() => books.server.stop());

const check = (no: string, as: { token?: string } = { token: books.tokens.cs }) =>
  call(books.server.url, `/api/order/orders/check_receivable_write_off_order/${no}`, as);

it('answers false for an order whose receivable nothing was received on, and true once a write-off names it', async () => {
  expect((await check(orderNo)).body).toEqual({ code: '0', msg: expect.any(String), data: { exist: false } });
  const created = await call(books.server.url, '/api/finance/write-offs', {
    method: 'POST', token: books.tokens.servicer, body: { order_no: orderNo, write_off_amount: '0.01', write_off_method: 'CASH' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
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
  expect((await check(orderNo, {})).status).toBe(401);
  expect((await check(orderNo, { token: books.tokens.delivery })).status).toBe(403);
});
