// @vitest-environment node
/**
 * Ticket money and the books (server/finance/ticket-money.ts, settle-order.ts): 补录订单费用 appends a
 * ticket's fee lines to its order once and books them at once on a signed order (ADJUSTMENT); 财务完结
 * books the ticket's other lines once (TICKET), even when fired by an account that cannot see amounts;
 * each party sees only its own settlement lines; and the seeded books are the seeded signed orders' fee
 * lines, to the fen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookTicketFees } from '../../../server/finance/ticket-money.js';
import { settleOrder } from '../../../server/finance/settle-order.js';
import { toTicket } from '../../../server/tickets/ticket-records.js';
import type { RecordStore } from '../../../server/records/record-store.js';
import { sumFen, toFen } from '../../../src/money/fen.js';
import { ROLE_PAGES } from './role-pages-fixture.js';
import { startBooks } from './books-fixture.js';
import { call, type TestServer } from './test-server.js';

// Records are arbitrary JSON here.
type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const FIXTURE_SCREENS = {
  ...ROLE_PAGES,
  'fixture/settlements.json': {
    path: '/saas/user/fixture/settlements/index', title: '结算明细', kind: 'list', api: { resource: '/finance/settlements' },
    columns: [{ key: 'order_no', title: '订单号' }, { key: 'amount', title: '金额' }],
  },
};
const DEMO = { merchant: 4, servicer: 2, delivery: 3 } as const;
const MERCHANT_RESOURCE = 400_107;
const DELIVERY_RESOURCE = 300_052;
const monthly = { settlement_method_code: 'MONTHLY', settlement_method_name: '月结' };

/** An order's own lines: freight from the demo merchant, pay-outs to the demo delivery company and a carrier. */
const ORDER_LINES = [
  { direction: 'INCOME', code: 'DELIVERY_FEE', code_name: '配送费', settle_target_id: MERCHANT_RESOURCE, settle_target_name: '优品家居旗舰店', settle_target_type: 'CONSIGNOR', amount: 128.3, ...monthly },
  { direction: 'OUTLAY', code: 'DELIVERY_FEE', code_name: '配送费', settle_target_id: DELIVERY_RESOURCE, settle_target_name: '上海浦东安家配送安装服务部', settle_target_type: 'DELIVERY', amount: 70.57, ...monthly },
  { direction: 'OUTLAY', code: 'TRUNK_FEE', code_name: '干线运费', settle_target_id: 500_001, settle_target_name: '顺达干线物流', settle_target_type: 'TRANSPORTER', amount: 32.08, ...monthly },
];
/** A repair ticket's lines: installation charged to the merchant, the climb paid to the delivery company. */
const TICKET_LINES = [
  { direction: 'INCOME', code: 'INSTALL_FEE', code_name: '安装费', settle_target_id: MERCHANT_RESOURCE, settle_target_name: '优品家居旗舰店', settle_target_type: 'CONSIGNOR', amount: 45.5, ...monthly },
  { direction: 'OUTLAY', code: 'UPSTAIRS_FEE', code_name: '上楼费', settle_target_id: DELIVERY_RESOURCE, settle_target_name: '上海浦东安家配送安装服务部', settle_target_type: 'DELIVERY', amount: 20.3, ...monthly },
];
const REPAIR = { fault_type: '功能故障', repair_content: '更换柜门铰链', need_parts: '否', visit_time: '2026-12-01T10:00:00+08:00' };

describe('ticket money', () => {
  let server: TestServer;
  let waybills: RecordStore;
  let settlements: RecordStore;
  let tokens: Record<string, string> = {};
  let sequence = 0;

  beforeAll(async () => {
    ({ server, waybills, settlements, tokens } = await startBooks(FIXTURE_SCREENS, ['admin', 'servicer', 'cs', 'finance', 'supervisor', 'consignor', 'delivery']));
  }, 120_000);
  afterAll(() => server.stop());

  /** An order of the demo merchant, servicer and delivery company; signed and booked when `signed`. */
  function order(signed: boolean): Row {
    sequence += 1;
    const row = waybills.insert({
      order_no: `2612319${String(sequence).padStart(4, '0')}1`, consignor_name: '优品家居旗舰店', servicer_name: '上海顺捷供应链管理有限公司',
      delivery_name: '上海浦东安家配送安装服务部', end_contact: '张三', end_tel: '13800001111', end_province: '上海市', end_city: '上海市',
      end_address: '张江路1号', status: signed ? 'SIGNED' : 'DELIVERING', amount: 300, tags: [], active_holds: [], tracks: [], fee_lines: ORDER_LINES,
      consignor_user_id: DEMO.merchant, servicer_user_id: DEMO.servicer, delivery_user_id: DEMO.delivery,
      consignor_resource_id: MERCHANT_RESOURCE, delivery_resource_id: DELIVERY_RESOURCE,
      ...(signed ? { sign_time: '2026-11-20 15:00:00' } : {}),
    }, DEMO.servicer);
    if (signed) settleOrder(server.server.context, row as never);
    return row;
  }
  const linesOf = async (orderNo: string, account: string): Promise<Row[]> => {
    const { status, body } = await call(server.url, `/api/finance/settlements?order_no=${orderNo}&page=1&per_page=100`, { token: tokens[account] });
    expect(status, JSON.stringify(body)).toBe(200);
    return (body.data.list as Row[]).sort((a, b) => Number(a.id) - Number(b.id));
  };
  const storedOrder = (id: number): Row => waybills.find(id, undefined)!;
  async function ticketOn(orderId: number, feeLines: Row[]): Promise<Row> {
    const created = await call(server.url, '/api/order/ticket', {
      method: 'POST', token: tokens.cs, body: { schema_id: 3, order_id: orderId, type: 'REPAIR', payload: REPAIR, fee_lines: feeLines },
    });
    expect(created.body.code, JSON.stringify(created.body)).toBe('0');
    return created.body.data;
  }
  async function act(account: string, ticket: Row, action: string): Promise<Row> {
    const answer = await call(server.url, `/api/order/ticket/${String(ticket.id)}`, {
      method: 'PUT', token: tokens[account], body: { action, payload: ticket.payload, fee_lines: ticket.fee_lines, version: ticket.version },
    });
    expect(answer.body.msg, `${account} ${action}: ${JSON.stringify(answer.body)}`).toBe('success');
    return answer.body.data;
  }

  it('seeds the books as the settle effect books the seeded signed orders: every fee line, to the fen', async () => {
    const all = async (path: string): Promise<Row[]> => (await call(server.url, `${path}?page=1&per_page=500`, { token: tokens.admin })).body.data.list;
    const signed = (await all('/api/order/waybills')).filter((row) => row.status === 'SIGNED');
    const lines = (await all('/api/finance/settlements')).filter((row) => signed.some((o) => o.order_no === row.order_no));
    const settledBills = new Set(server.server.context.collections.get('bills')!.allRows().filter((bill) => bill.status === 'SETTLED').map((bill) => bill.bill_no));
    expect(signed.length).toBeGreaterThan(0);
    const fen = (amounts: unknown[]) => sumFen(amounts.map((amount) => toFen(amount) ?? Number.NaN));
    for (const o of signed) {
      const booked = lines.filter((line) => line.order_no === o.order_no);
      expect(booked.map((line) => line.booking_key).sort(), o.order_no).toEqual(o.fee_lines.map((_: unknown, i: number) => `${o.order_no}#${i + 1}`).sort());
      expect(fen(booked.map((line) => line.amount)), o.order_no).toBe(fen(o.fee_lines.map((line: Row) => line.amount)));
      for (const line of booked) {
        expect([line.source, line.created_at, line.servicer_user_id]).toEqual(['ORDER', o.sign_time, o.servicer_user_id]);
      }
    }
    // Settled exactly when their bill is (server/finance/seeded-books.ts bills the past months).
    expect(lines.some((line) => line.status === 'SETTLED')).toBe(true);
    for (const line of lines) expect(line.status === 'SETTLED', String(line.settle_no)).toBe(line.bill_no !== '' && settledBills.has(line.bill_no));
    const numbers = lines.map((line) => line.settle_no);
    expect(new Set(numbers).size).toBe(numbers.length);
    // Each demo company has lines of its own: the books, what the merchant owes, what the delivery company is paid.
    expect((await linesOf('', 'servicer')).length).toBeGreaterThan(0);
    expect((await linesOf('', 'consignor')).every((line) => line.direction === 'INCOME')).toBe(true);
    expect((await linesOf('', 'consignor')).length).toBeGreaterThan(0);
    expect((await linesOf('', 'delivery')).every((line) => line.direction === 'OUTLAY' && line.settle_target_type === 'DELIVERY')).toBe(true);
    expect((await linesOf('', 'delivery')).length).toBeGreaterThan(0);
  });

  it('shows the merchant its INCOME lines and the delivery company its OUTLAY lines only, and the servicer all', async () => {
    const signed = order(true);
    const orderNo = String(signed.order_no);
    expect((await linesOf(orderNo, 'servicer')).map((line) => line.booking_key)).toEqual([1, 2, 3].map((n) => `${orderNo}#${n}`));
    const merchant = await linesOf(orderNo, 'consignor');
    expect(merchant.map((line) => [line.direction, line.settle_target_id, line.amount])).toEqual([['INCOME', MERCHANT_RESOURCE, 128.3]]);
    const delivery = await linesOf(orderNo, 'delivery');
    expect(delivery.map((line) => [line.direction, line.settle_target_id, line.amount])).toEqual([['OUTLAY', DELIVERY_RESOURCE, 70.57]]);
    // The servicer's pay-out to the carrier is nobody else's business: another party's line answers as missing.
    const carrier = (await linesOf(orderNo, 'servicer'))[2]!;
    expect((await call(server.url, `/api/finance/settlements/${String(carrier.id)}`, { token: tokens.consignor })).status).toBe(404);
    expect((await call(server.url, `/api/finance/settlements/${String(carrier.id)}`, { token: tokens.delivery })).status).toBe(404);
  });

  it('补录订单费用 appends the ticket\'s lines to the order once and books them at once on a signed order', async () => {
    const signed = order(true);
    const orderNo = String(signed.order_no);
    let ticket = await ticketOn(signed.id, TICKET_LINES);
    ticket = await act('cs', ticket, 'accept');
    ticket = await act('cs', ticket, 'add_order_fee');
    const after = storedOrder(signed.id);
    expect(after.version).toBeGreaterThan(Number(signed.version));
    expect(after.fee_lines.map((line: Row) => [line.code, line.amount, line.source_key ?? ''])).toEqual([
      ['DELIVERY_FEE', 128.3, ''], ['DELIVERY_FEE', 70.57, ''], ['TRUNK_FEE', 32.08, ''],
      ['INSTALL_FEE', 45.5, `T${String(ticket.id)}#1`], ['UPSTAIRS_FEE', 20.3, `T${String(ticket.id)}#2`],
    ]);
    // The order's 费用明细 shows them.
    const shown = (await call(server.url, `/api/order/waybills/${String(signed.id)}`, { token: tokens.servicer })).body.data as Row;
    expect(shown.fee_lines).toHaveLength(5);
    const booked = await linesOf(orderNo, 'servicer');
    expect(booked.map((line) => [line.booking_key, line.source, line.ticket_id ?? null, line.amount])).toEqual([
      [`${orderNo}#1`, 'ORDER', null, 128.3], [`${orderNo}#2`, 'ORDER', null, 70.57], [`${orderNo}#3`, 'ORDER', null, 32.08],
      [`${orderNo}#4`, 'ADJUSTMENT', ticket.id, 45.5], [`${orderNo}#5`, 'ADJUSTMENT', ticket.id, 20.3],
    ]);
    expect(booked[3]!.ticket_no).toBe(ticket.ticket_no);
    expect((await linesOf(orderNo, 'consignor')).map((line) => line.amount)).toEqual([128.3, 45.5]);
    expect((await linesOf(orderNo, 'delivery')).map((line) => line.amount)).toEqual([70.57, 20.3]);

    // Fired again, by an account that cannot see amounts (its masked lines are not taken): nothing twice.
    await act('supervisor', ticket, 'add_order_fee');
    ticket = (await call(server.url, `/api/order/ticket/${String(ticket.id)}`, { token: tokens.cs })).body.data;
    expect(ticket.fee_lines.map((line: Row) => line.amount)).toEqual([45.5, 20.3]);
    expect(storedOrder(signed.id).fee_lines).toHaveLength(5);
    expect(await linesOf(orderNo, 'servicer')).toHaveLength(5);
    // 财务完结 has nothing left to book: both lines are on the order already.
    ticket = await act('cs', ticket, 'complete');
    ticket = await act('cs', ticket, 'submit_for_finance_review');
    ticket = await act('finance', ticket, 'finance_complete');
    expect(ticket.status).toBe('FINISHED');
    expect(await linesOf(orderNo, 'servicer')).toHaveLength(5);
  });

  it('补录订单费用 on an order not signed yet appends the lines, and signing books them', async () => {
    const open = order(false);
    let ticket = await ticketOn(open.id, TICKET_LINES.slice(1));
    ticket = await act('cs', ticket, 'accept');
    await act('cs', ticket, 'add_order_fee');
    expect(storedOrder(open.id).fee_lines).toHaveLength(4);
    expect(await linesOf(String(open.order_no), 'servicer')).toEqual([]);
    const booked = settleOrder(server.server.context, storedOrder(open.id) as never);
    expect(booked.map((line) => line.source)).toEqual(['ORDER', 'ORDER', 'ORDER', 'ADJUSTMENT']);
  });

  it('财务完结 books the ticket\'s own lines once, in the servicer\'s books, even fired by an account that cannot see amounts', async () => {
    const signed = order(true);
    const orderNo = String(signed.order_no);
    let ticket = await ticketOn(signed.id, TICKET_LINES);
    ticket = await act('cs', ticket, 'accept');
    ticket = await act('cs', ticket, 'complete');
    ticket = await act('cs', ticket, 'submit_for_finance_review');
    // The supervisor acts as finance and holds no fee-display code: the stored lines are booked.
    ticket = await act('supervisor', ticket, 'finance_complete');
    expect(ticket.status).toBe('FINISHED');
    const booked = (await linesOf(orderNo, 'servicer')).filter((line) => line.source === 'TICKET');
    expect(booked.map((line) => [line.booking_key, line.ticket_id, line.ticket_no, line.direction, line.amount, line.status, line.bill_no])).toEqual([
      [`T${String(ticket.id)}#1`, ticket.id, ticket.ticket_no, 'INCOME', 45.5, 'PENDING', ''],
      [`T${String(ticket.id)}#2`, ticket.id, ticket.ticket_no, 'OUTLAY', 20.3, 'PENDING', ''],
    ]);
    for (const line of booked) expect(settlements.ownerOf(Number(line.id))).toBe(DEMO.servicer);
    // The order's own fee lines are untouched, and booking again adds nothing.
    expect(storedOrder(signed.id).fee_lines).toHaveLength(3);
    const stored = toTicket(server.server.context.collections.get('tickets')!.find(Number(ticket.id), undefined)!);
    expect(bookTicketFees(server.server.context, stored, stored.fee_lines)).toEqual([]);
    expect(await linesOf(orderNo, 'servicer')).toHaveLength(5);
    expect((await linesOf(orderNo, 'delivery')).map((line) => [line.source, line.amount])).toEqual([['ORDER', 70.57], ['TICKET', 20.3]]);
    // Settlement numbers are the day and the line's id: unique however many lines a day brings.
    const numbers = ((await call(server.url, '/api/finance/settlements?page=1&per_page=500', { token: tokens.admin })).body.data.list as Row[]).map((line) => String(line.settle_no));
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const line of booked) expect(line.settle_no).toMatch(new RegExp(`^JS\\d{6}${String(line.id).padStart(6, '0')}$`));
  });
});
