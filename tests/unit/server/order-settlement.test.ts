// @vitest-environment node
/**
 * The order's `settle` effect (workflows/order.json 签收, server/finance/settle-order.ts): signing an order
 * turns each of its fee lines into a settlement line of /finance/settlements with the line's direction,
 * party, fee subject and exact amount, in the servicer's books and unbilled; filterable by order_no,
 * invisible to another company, amounts masked for an account without the fee-display code, and booked
 * once however often the effect runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleOrder } from '../../../server/finance/settle-order.js';
import type { RecordStore } from '../../../server/records/record-store.js';
import { registerApprovedCompany } from './sign-up-fixtures.js';
import { DELIVERY_RESOURCE, DEMO_PARTIES as DEMO, insertDeliveringOrder, ORDER_FEE_LINES, startBooks } from './books-fixture.js';
import { call, type TestServer } from './test-server.js';

// Records are arbitrary JSON here.
type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ORDER_COLUMNS = [{ key: 'order_no', title: '订单号' }, { key: 'status', title: '状态' }];
const SETTLE_COLUMNS = [{ key: 'order_no', title: '订单号' }, { key: 'amount', title: '金额' }];
const FIXTURE_SCREENS = {
  'fixture/waybill-workflow.json': {
    path: '/saas/waybill/fixture-workflow/index', title: '订单流转', kind: 'list', api: { resource: '/order/waybills' }, columns: ORDER_COLUMNS,
    rowActions: [{ action: 'transitions', workflow: 'order' }],
  },
  'fixture/settlements.json': {
    path: '/saas/user/fixture/settlements/index', title: '结算明细', kind: 'list', api: { resource: '/finance/settlements' }, columns: SETTLE_COLUMNS,
  },
};
const SIGN = { sign_images: [{ fileid: 'sign-photo-1' }], signer_name: '王先生' };


describe('signing an order books its fee lines as settlement lines', () => {
  let server: TestServer;
  let waybills: RecordStore;
  let settlements: RecordStore;
  let tokens: Record<string, string> = {};

  beforeAll(async () => {
    ({ server, waybills, settlements, tokens } = await startBooks(FIXTURE_SCREENS, ['admin', 'servicer', 'delivery', 'supervisor']));
  }, 120_000);
  afterAll(() => server.stop());

  const deliveringOrder = (): Row => insertDeliveringOrder(waybills, '2612318');
  const sign = (account: string, order: Row) =>
    call(server.url, `/api/order/waybills/${String(order.id)}/actions/sign`, { method: 'POST', token: tokens[account], body: { version: order.version, ...SIGN } });
  const linesOf = (orderNo: string, token: string | undefined) =>
    call(server.url, `/api/finance/settlements?order_no=${orderNo}&page=1&per_page=50`, { token });

  it('creates one line per fee line with its direction, party, subject and amount, in the servicer\'s books, unbilled', async () => {
    const order = deliveringOrder();
    const signed = await sign('delivery', order);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const { status, body } = await linesOf(String(order.order_no), tokens.servicer);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.total).toBe(3);
    const rows = (body.data.list as Row[]).sort((a, b) => String(a.booking_key).localeCompare(String(b.booking_key)));
    expect(rows.map((row) => [row.order_no, row.direction, row.settle_target_type, row.settle_target_id, row.settle_target_name, row.fee_code, row.fee_name, row.amount, row.status, row.bill_no]))
      .toEqual([
        [order.order_no, 'INCOME', 'CONSIGNOR', 100_001, '优品家居旗舰店', 'DELIVERY_FEE', '配送费', 128.3, 'PENDING', ''],
        [order.order_no, 'OUTLAY', 'DELIVERY', DELIVERY_RESOURCE, '上海浦东安家配送安装服务部', 'DELIVERY_FEE', '配送费', 70.57, 'PENDING', ''],
        [order.order_no, 'OUTLAY', 'TRANSPORTER', 200_003, '顺达干线物流', 'TRUNK_FEE', '干线费', 32.08, 'PENDING', ''],
      ]);
    for (const row of rows) expect(settlements.ownerOf(Number(row.id))).toBe(DEMO.servicer);
    // The filter names this order's lines only.
    const all = await call(server.url, '/api/finance/settlements?page=1&per_page=500', { token: tokens.servicer });
    expect((all.body.data.list as Row[]).filter((row) => row.order_no === order.order_no)).toHaveLength(3);
    expect(all.body.data.total).toBeGreaterThan(3);
  });

  it('shows the lines to no other company', async () => {
    const order = deliveringOrder();
    expect((await sign('servicer', order)).status).toBe(200);
    const other = await registerApprovedCompany(server.url, tokens.admin ?? '', 'servicer');
    const { status, body } = await linesOf(String(order.order_no), other.token);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ list: [], total: 0 });
    const line = settlements.allRowsWhere([{ sql: "json_extract(data, '$.order_no') = ?", params: [order.order_no] }])[0]!;
    expect((await call(server.url, `/api/finance/settlements/${String(line.id)}`, { token: other.token })).status).toBe(404);
  });

  it('never sends the amounts to an account without the fee-display code', async () => {
    const order = deliveringOrder();
    expect((await sign('servicer', order)).status).toBe(200);
    const { status, body } = await linesOf(String(order.order_no), tokens.supervisor);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.total).toBe(3);
    const text = JSON.stringify(body);
    for (const row of body.data.list as Row[]) expect([row.amount, row.settle_target_name, row.booking_key.startsWith(order.order_no)]).toEqual(['***', expect.any(String), true]);
    for (const amount of ['128.3', '70.57', '32.08']) expect(text).not.toContain(amount);
  });

  it('cannot sign twice, and replaying the effect books no line twice', async () => {
    const order = deliveringOrder();
    const signed = await sign('servicer', order);
    expect(signed.status).toBe(200);
    expect((await sign('servicer', signed.body.data as Row)).body).toEqual({ code: '409', msg: '订单已签收，不能签收' });
    const stored = waybills.find(Number(order.id), undefined)!;
    expect(settleOrder(server.server.context, stored)).toEqual([]);
    expect(settleOrder(server.server.context, stored)).toEqual([]);
    expect((await linesOf(String(order.order_no), tokens.servicer)).body.data.total).toBe(3);
  });

  it('refuses to book a fee line without a party or with an inexact amount, in Chinese', () => {
    const bad = (line: Row) => ({ ...deliveringOrder(), fee_lines: [{ ...ORDER_FEE_LINES[0], ...line }] }) as Row;
    expect(() => settleOrder(server.server.context, bad({ amount: 1.005 }) as never)).toThrow('费用明细「配送费」的金额无效：1.005');
    expect(() => settleOrder(server.server.context, bad({ settle_target_id: '' }) as never)).toThrow('费用明细「配送费」缺少收支方向或结算对象');
  });
});
