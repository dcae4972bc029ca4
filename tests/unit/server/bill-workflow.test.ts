// @vitest-environment node
/**
 * The bill workflow (workflows/bill.json): a generated bill is confirmed (确认, code audit), then settled
 * (结算, code complete) by its servicer's accounts — the main account and finance — which marks its lines
 * SETTLED; a merchant and a wrong state are refused with the workflow's Chinese msg. Deleting a bill (code
 * delete: the servicer's main account) is for 待确认 bills only and releases its lines (server/finance/bill-lines.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILL_MESSAGES } from '../../../src/config/finance-messages.js';
import { bookLine, periodOf, startBooks, type Books, type Row } from './books-fixture.js';
import { call } from './test-server.js';

const FIXTURE_SCREENS = {
  'fixture/bills.json': {
    path: '/saas/bill/fixture/index', title: '账单管理', kind: 'list', api: { resource: '/finance/bills' },
    columns: [{ key: 'bill_no', title: '账单号' }],
    toolbar: [{ action: 'create', operation: 'add', label: '生成账单', to: '/saas/bill/fixture/create' }],
    rowActions: [{ action: 'transitions', workflow: 'bill' }, { action: 'delete', operation: 'delete', label: '删除', confirm: '确定删除吗？' }],
  },
  'fixture/bill-create.json': {
    path: '/saas/bill/fixture/create', title: '生成账单', kind: 'form', api: { resource: '/finance/bills' }, createOperation: 'bill',
    sections: [{ title: '账单信息', fields: [{ key: 'settle_target_id', label: '结算对象', widget: 'remoteSelect', picker: { url: '/finance/bill-targets', labelKey: 'label', valueKey: 'id' } }] }],
  },
  'fixture/write-off-create.json': {
    path: '/saas/finance/fixture/write-off-create', title: '新增核销', kind: 'form', api: { resource: '/finance/write-offs' }, createOperation: 'write_off',
    sections: [{ title: '核销信息', fields: [{ key: 'order_no', label: '订单号', widget: 'text' }] }],
  },
  'fixture/consignor-bills.json': {
    path: '/da/bill/fixture/index', title: '我的账单', kind: 'list', api: { resource: '/finance/bills' },
    columns: [{ key: 'bill_no', title: '账单号' }], rowActions: [{ action: 'transitions', workflow: 'bill' }],
  },
};

describe('the bill workflow', () => {
  let books: Books;
  let tokens: Record<string, string> = {};
  let orderNo = '';

  beforeAll(async () => {
    books = await startBooks(FIXTURE_SCREENS, ['servicer', 'finance', 'consignor']);
    tokens = books.tokens;
    orderNo = books.orders[0]!;
  }, 120_000);
  afterAll(() => books.server.stop());

  /** Unbilled lines of the merchant in the servicer's books, and the servicer's bill of exactly them. */
  async function billWithLines(count = 2): Promise<{ bill: Row; lines: Row[] }> {
    const booked = Array.from({ length: count }, () => bookLine(books, 12.5));
    const answer = await call(books.server.url, '/api/finance/bills', {
      method: 'POST', token: tokens.servicer, body: { settle_target_id: books.merchantTarget, period: periodOf(booked[0]!), settlement_ids: booked.map((line) => line.id) },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return { bill: answer.body.data, lines: answer.body.data.lines };
  }
  const fire = (user: string, bill: Row, action: string) =>
    call(books.server.url, `/api/finance/bills/${String(bill.id)}/actions/${action}`, { method: 'POST', token: tokens[user], body: { version: bill.version } });
  const lineOf = (id: number): Row => books.settlements.find(id, undefined)!;

  it.each(['servicer', 'finance'])('%s confirms, then settles a bill, stamping it and marking its lines SETTLED', async (user) => {
    const { bill, lines } = await billWithLines();
    expect(bill.status).toBe('UNCONFIRMED');
    const confirmed = await fire(user, bill, 'confirm');
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.msg).toBe('账单已确认');
    expect(confirmed.body.data).toMatchObject({ status: 'CONFIRMED', confirmed_at: expect.any(String) });
    expect(lines.map((line) => lineOf(line.id).status)).toEqual(['PENDING', 'PENDING']);
    // A merchant's bill is settled once received: a write-off (核销) of its whole amount first.
    const unpaid = await fire(user, confirmed.body.data, 'settle');
    expect([unpaid.status, unpaid.body.msg]).toEqual([409, '账单尚有未收金额，请先核销后再结算']);
    const received = await call(books.server.url, '/api/finance/write-offs', {
      method: 'POST', token: tokens[user], body: { order_no: orderNo, write_off_amount: bill.amount, write_off_method: 'BANK_TRANSFER' },
    });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    const current = (await call(books.server.url, `/api/finance/bills/${String(bill.id)}`, { token: tokens[user] })).body.data;
    expect(current).toMatchObject({ paid_amount: bill.amount, unpaid_amount: 0 });
    const settled = await fire(user, current, 'settle');
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    expect(settled.body.data).toMatchObject({ status: 'SETTLED', settled_at: expect.any(String) });
    expect(settled.body.data.tracks.map((event: Row) => event.label)).toEqual(['确认', '结算']);
    expect(lines.map((line) => lineOf(line.id).status)).toEqual(['SETTLED', 'SETTLED']);
  });

  it('refuses a merchant and a wrong state with the workflow’s msg, and a stale version', async () => {
    const { bill } = await billWithLines();
    const byMerchant = await fire('consignor', bill, 'confirm');
    expect(byMerchant.status).toBe(409);
    expect(byMerchant.body.msg).toBe('商家不能确认');
    const early = await fire('servicer', bill, 'settle');
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe('账单尚未确认，不能结算');
    const confirmed = await fire('servicer', bill, 'confirm');
    expect(confirmed.status).toBe(200);
    const again = await fire('finance', confirmed.body.data, 'confirm');
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('账单已确认，不能确认');
    const stale = await fire('finance', bill, 'settle');
    expect(stale.status).toBe(409);
    const back = await fire('finance', confirmed.body.data, 'unconfirm');
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.data.status).toBe('UNCONFIRMED');
  });

  it('deletes an unconfirmed bill, releasing its lines to be billed again, and refuses deleting a confirmed one', async () => {
    const { bill, lines } = await billWithLines();
    // Finance holds no delete code: only the servicer's main account deletes bills.
    const byFinance = await call(books.server.url, `/api/finance/bills/${String(bill.id)}`, { method: 'DELETE', token: tokens.finance });
    expect(byFinance.status).toBe(403);
    const removed = await call(books.server.url, `/api/finance/bills/${String(bill.id)}`, { method: 'DELETE', token: tokens.servicer });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(lines.map((line) => lineOf(line.id).bill_no)).toEqual(['', '']);
    const period = String(lines[0]!.created_at).slice(0, 7);
    const rebilled = await call(books.server.url, '/api/finance/bills', {
      method: 'POST', token: tokens.servicer, body: { settle_target_id: books.merchantTarget, period, settlement_ids: lines.map((line) => line.id) },
    });
    expect(rebilled.status, JSON.stringify(rebilled.body)).toBe(200);
    const confirmed = await fire('servicer', rebilled.body.data, 'confirm');
    expect(confirmed.status).toBe(200);
    const refused = await call(books.server.url, `/api/finance/bills/${String(rebilled.body.data.id)}`, { method: 'DELETE', token: tokens.servicer });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(BILL_MESSAGES.notDeletable);
    // Finance generates bills too (its 出账 code): nothing is left to bill in the period.
    const generatedByFinance = await call(books.server.url, '/api/finance/bills', { method: 'POST', token: tokens.finance, body: { settle_target_id: books.merchantTarget, period } });
    expect([generatedByFinance.status, generatedByFinance.body.msg]).toEqual([400, `该结算对象在${period}没有未出账的结算明细`]);
    expect(lines.map((line) => lineOf(line.id).bill_no)).toEqual([rebilled.body.data.bill_no, rebilled.body.data.bill_no]);
  });
});
