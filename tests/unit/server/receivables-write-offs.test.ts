// @vitest-environment node
/**
 * From a bill to the money received: confirming a bill opens one receivable (a merchant's bill) or payable
 * (a partner's) per order on it; a write-off (核销) receives a receivable in part or in full and is refused
 * above what is open; the bill's paid amount follows; a merchant's bill is settled only once received;
 * 退回 is refused once money came in; deleting a write-off reverses it; check_receivable_write_off_order
 * answers from the write-offs. And the seeded books add up the same way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUE_MESSAGES } from '../../../src/config/finance-messages.js';
import { sumFen, toFen } from '../../../src/money/fen.js';
import { BILL_FIXTURE_SCREENS, bookLine, periodOf, SERVICER, startBooks, type Books, type Row } from './books-fixture.js';
import { call } from './test-server.js';

const list = (path: string, resource: string, extra: Record<string, unknown> = {}) => ({
  path, title: path, kind: 'list', api: { resource }, columns: [{ key: 'id', title: 'ID' }], ...extra,
});
const FIXTURE_SCREENS = {
  ...BILL_FIXTURE_SCREENS,
  'fixture/receivables.json': list('/saas/finance/fixture/receivables', '/finance/receivables'),
  'fixture/my-receivables.json': list('/da/finance/fixture/receivables', '/finance/receivables'),
  'fixture/payables.json': list('/saas/finance/fixture/payables', '/finance/payables'),
  'fixture/write-offs.json': list('/saas/finance/fixture/write-offs', '/finance/write-offs', {
    rowActions: [{ action: 'delete', operation: 'delete', label: '删除', confirm: '确定删除吗？' }],
  }),
  'fixture/write-off-create.json': {
    path: '/saas/finance/fixture/write-off-create', title: '新增核销', kind: 'form', api: { resource: '/finance/write-offs' }, createOperation: 'write_off',
    sections: [{ title: '核销信息', fields: [{ key: 'order_no', label: '订单号', widget: 'text' }] }],
  },
  'fixture/tickets.json': list('/saas/ticket/fixture/index', '/order/tickets'),
};
const fen = (value: unknown): number => toFen(value) ?? Number.NaN;

describe('receivables, payables and write-offs', () => {
  let books: Books;
  let tokens: Record<string, string> = {};
  let orders: string[] = [];
  let server: Books['server'];

  beforeAll(async () => {
    books = await startBooks(FIXTURE_SCREENS, ['servicer', 'consignor', 'cs']);
    ({ tokens, orders, server } = books);
  }, 120_000);
  afterAll(() => server.stop());

  /** A bill of exactly new lines (order index → amount) to the merchant (INCOME) or the delivery company (OUTLAY). */
  async function bill(direction: 'INCOME' | 'OUTLAY', amounts: ReadonlyArray<readonly [number, number]>): Promise<Row> {
    const lines = amounts.map(([order, amount]) => bookLine(books, amount, { order, direction }));
    const target = direction === 'INCOME' ? books.merchantTarget : books.deliveryTarget;
    const answer = await call(server.url, '/api/finance/bills', {
      method: 'POST', token: tokens.servicer, body: { settle_target_id: target, period: periodOf(lines[0]!), settlement_ids: lines.map((line) => line.id) },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  }
  const current = async (row: Row): Promise<Row> => (await call(server.url, `/api/finance/bills/${String(row.id)}`, { token: tokens.servicer })).body.data;
  const fire = async (row: Row, action: string) => {
    const fresh = await current(row);
    return call(server.url, `/api/finance/bills/${String(row.id)}/actions/${action}`, { method: 'POST', token: tokens.servicer, body: { version: fresh.version } });
  };
  const dues = async (resource: string, billNo: string, token = tokens.servicer): Promise<Row[]> =>
    (await call(server.url, `/api/finance/${resource}?bill_no=${billNo}&per_page=100`, { token })).body.data.list;
  const writeOff = (orderNo: string, amount: string, method = 'BANK_TRANSFER') =>
    call(server.url, '/api/finance/write-offs', { method: 'POST', token: tokens.servicer, body: { order_no: orderNo, write_off_amount: amount, write_off_method: method } });

  it('confirming a merchant bill opens one receivable per order, each the exact sum of its lines', async () => {
    const made = await bill('INCOME', [[0, 10.1], [0, 20.2], [1, 0.3]]);
    expect((await fire(made, 'confirm')).status).toBe(200);
    const receivables = await dues('receivables', made.bill_no);
    expect(receivables.map((row) => [row.order_no, row.amount, row.unreceived_amount, row.status]).sort()).toEqual([
      [orders[0], 30.3, 30.3, 'UNRECEIVED'], [orders[1], 0.3, 0.3, 'UNRECEIVED'],
    ].sort());
    expect(sumFen(receivables.map((row) => fen(row.amount)))).toBe(fen(made.amount));
    // The merchant sees what it owes.
    expect((await dues('receivables', made.bill_no, tokens.consignor)).length).toBe(2);
  });

  it('a partial write-off leaves the rest open, moves the bill, and the ticket check answers true', async () => {
    const made = await bill('INCOME', [[2, 100]]);
    await fire(made, 'confirm');
    const check = () => call(server.url, `/api/order/orders/check_receivable_write_off_order/${orders[2]}`, { token: tokens.cs });
    const before = (await check()).body.data.exist;
    const partial = await writeOff(orders[2]!, '40.00');
    expect(partial.status, JSON.stringify(partial.body)).toBe(200);
    expect(partial.body.data).toMatchObject({ write_off_amount: 40, status: 'APPROVED', settle_target_name: '优品家居旗舰店' });
    const [receivable] = await dues('receivables', made.bill_no);
    expect([receivable!.received_amount, receivable!.unreceived_amount, receivable!.status]).toEqual([40, 60, 'PARTIAL']);
    expect(await current(made)).toMatchObject({ paid_amount: 40, unpaid_amount: 60 });
    expect([before, (await check()).body.data.exist]).toEqual([expect.any(Boolean), true]);

    // A merchant's bill is settled only once received; 退回 is refused once money came in.
    expect((await fire(made, 'settle')).body.msg).toBe('账单尚有未收金额，请先核销后再结算');
    expect((await fire(made, 'unconfirm')).body.msg).toBe(DUE_MESSAGES.duesTouched);

    const tooMuch = await writeOff(orders[2]!, '60.01');
    expect([tooMuch.status, tooMuch.body.msg]).toEqual([400, '核销金额不能大于未收金额 60.00 元']);
    expect((await writeOff(orders[2]!, '60', 'BAD_DEBT')).status).toBe(200);
    const [closed] = await dues('receivables', made.bill_no);
    expect([closed!.received_amount, closed!.unreceived_amount, closed!.status]).toEqual([100, 0, 'WRITTEN_OFF']);
    expect((await fire(made, 'settle')).status).toBe(200);
  });

  it('deleting a write-off reverses it; a write-off of a settled bill cannot be deleted; nothing open is refused', async () => {
    const made = await bill('INCOME', [[1, 50]]);
    await fire(made, 'confirm');
    const openBefore = (await dues('receivables', made.bill_no))[0]!;
    const taken = (await writeOff(orders[1]!, '50.3')).body.data;
    // The order's older receivable (0.30 from the first test) is received first.
    expect(taken.allocated_amounts.map((item: Row) => item.amount)).toEqual([0.3, 50]);
    expect((await dues('receivables', made.bill_no))[0]!.status).toBe('RECEIVED');
    const removed = await call(server.url, `/api/finance/write-offs/${String(taken.id)}`, { method: 'DELETE', token: tokens.servicer });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await dues('receivables', made.bill_no))[0]).toMatchObject({ received_amount: 0, unreceived_amount: openBefore.amount, status: 'UNRECEIVED' });
    expect(await current(made)).toMatchObject({ paid_amount: 0, unpaid_amount: 50 });

    const edited = await call(server.url, `/api/finance/write-offs/${String(taken.id)}`, { method: 'PUT', token: tokens.servicer, body: { remark: 'x' } });
    expect(edited.status).not.toBe(200);
    const none = await writeOff('999999999991', '1');
    expect([none.status, none.body.msg]).toEqual([400, '订单999999999991没有待核销的应收']);
  });

  it('a partner bill opens payables, and settling it pays them in full; 退回 withdraws untouched dues', async () => {
    const made = await bill('OUTLAY', [[0, 12.34], [1, 5]]);
    await fire(made, 'confirm');
    expect((await dues('payables', made.bill_no)).map((row) => row.status)).toEqual(['UNPAID', 'UNPAID']);
    expect((await fire(made, 'unconfirm')).status).toBe(200);
    expect(await dues('payables', made.bill_no)).toEqual([]);
    await fire(made, 'confirm');
    expect((await fire(made, 'settle')).status).toBe(200);
    const paid = await dues('payables', made.bill_no);
    expect(paid.map((row) => [row.paid_amount, row.unpaid_amount, row.status]).sort()).toEqual([[12.34, 0, 'PAID'], [5, 0, 'PAID']].sort());
    expect(await current(made)).toMatchObject({ status: 'SETTLED', paid_amount: 17.34, unpaid_amount: 0 });
  });

  it('the books add up, the seeded ones and those above: bills to their lines, bills to their dues, receivables to their write-offs', () => {
    const rows = (name: string) => server.server.context.collections.get(name)!.allRows();
    const bills = rows('bills').filter((row) => row.servicer_user_id === SERVICER);
    expect(bills.length).toBeGreaterThan(3);
    expect(new Set(bills.map((row) => row.status))).toEqual(new Set(['UNCONFIRMED', 'CONFIRMED', 'SETTLED']));
    const lines = rows('settlements');
    const receivables = rows('receivables');
    const payables = rows('payables');
    const writeOffs = rows('write_offs');
    for (const row of bills) {
      const own = lines.filter((line) => line.bill_no === row.bill_no);
      expect(sumFen(own.map((line) => fen(line.amount))), String(row.bill_no)).toBe(fen(row.amount));
      const billDues = (row.direction === 'INCOME' ? receivables : payables).filter((due) => due.bill_no === row.bill_no);
      if (row.status === 'UNCONFIRMED') expect(billDues).toEqual([]);
      else expect(sumFen(billDues.map((due) => fen(due.amount)))).toBe(fen(row.amount));
      const done = sumFen(billDues.map((due) => fen(due.received_amount ?? due.paid_amount)));
      expect([fen(row.paid_amount), fen(row.unpaid_amount)]).toEqual([done, fen(row.amount) - done]);
    }
    for (const receivable of receivables) {
      const taken = writeOffs.flatMap((item) => item.allocated_amounts as Row[]).filter((item) => item.receivable_no === receivable.receivable_no);
      expect(sumFen(taken.map((item) => fen(item.amount)))).toBe(fen(receivable.received_amount));
    }
    expect(receivables.some((row) => row.status === 'PARTIAL')).toBe(true);
  });
});
