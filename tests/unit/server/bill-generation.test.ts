// @vitest-environment node
/**
 * 生成账单 (POST /api/finance/bills, server/finance/bill-generation.ts): a bill from a settle target picked
 * by id, a period and the caller's unbilled settlement lines of that target. The bill lists its lines and
 * totals them exactly (also over 10,000 random lines), a line is on one bill only (409), a target that
 * does not exist or is not the caller's is refused (400), another company's lines are never billed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceIdOf } from '../../../server/parties/resource-ids.js';
import { bookLine, periodOf, SERVICER, startBooks, type Books, type Row } from './books-fixture.js';
import { call, login } from './test-server.js';

const FIXTURE_SCREENS = {
  'fixture/books.settlements.json': {
    path: '/saas/user/fixture/settlements/index', title: '结算明细', kind: 'list', api: { resource: '/finance/settlements' },
    columns: [{ key: 'order_no', title: '订单号' }, { key: 'amount', title: '金额' }],
  },
  'fixture/bills.json': {
    path: '/saas/user/fixture/bills/index', title: '账单', kind: 'list', api: { resource: '/finance/bills' }, columns: [{ key: 'bill_no', title: '账单号' }],
  },
  'fixture/bill-create.json': {
    path: '/saas/bill/fixture/create', title: '生成账单', kind: 'form', api: { resource: '/finance/bills' }, createOperation: 'bill',
    sections: [{ title: '账单信息', fields: [{ key: 'settle_target_id', label: '结算对象', widget: 'remoteSelect', picker: { url: '/finance/bill-targets', labelKey: 'label', valueKey: 'id' } }] }],
  },
};
const OTHER_COMPANY = 999;

/** The exact sum in fen of yuan numbers with at most two decimals, by BigInt over their digits. */
const fenOf = (yuan: number): bigint => {
  const [whole = '0', decimals = ''] = String(yuan).split('.');
  return BigInt(whole) * 100n + BigInt(decimals.padEnd(2, '0'));
};

describe('生成账单', () => {
  let books: Books;
  let token = '';
  let period = '';

  beforeAll(async () => {
    books = await startBooks(FIXTURE_SCREENS, ['servicer']);
    token = books.tokens.servicer!;
  }, 120_000);
  afterAll(() => books.server.stop());

  /** A settlement line of the merchant target in `owner`'s books, straight into the store. */
  function line(amount: number, owner = SERVICER): Row {
    const row = bookLine(books, amount, { owner });
    period ||= periodOf(row);
    return row;
  }
  const bill = (body: Row) => call(books.server.url, '/api/finance/bills', { method: 'POST', token, body });

  it('offers as 结算对象 the partners with unbilled lines in the caller\'s books, with their count and exact total, and no more once billed', async () => {
    const targets = async (name = '') => {
      const answer = await call(books.server.url, `/api/finance/bill-targets?name=${encodeURIComponent(name)}`, { token });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data.list as Row[];
    };
    line(0.1);
    line(0.2);
    line(5, OTHER_COMPANY);
    const offered = (await targets('优品')).find((target) => target.id === books.merchantTarget);
    const unbilled = books.settlements.allRows().filter((row) => books.settlements.ownerOf(row.id) === SERVICER && row.settle_target_id === books.merchantTarget && !row.bill_no);
    const exact = unbilled.reduce((sum, row) => sum + fenOf(Number(row.amount)), 0n);
    expect(offered).toMatchObject({ name: '优品家居旗舰店', settle_target_type: 'CONSIGNOR', lines: unbilled.length, amount: Number(exact) / 100 });
    expect(offered!.label).toMatch(/^商家：优品家居旗舰店（\d+ 条待出账，合计 [\d.]+ 元）$/);
    expect(await targets('不存在的名字')).toEqual([]);
    const periods = [...new Set(unbilled.map((row) => String(row.created_at).slice(0, 7)))];
    for (const month of periods) expect((await bill({ settle_target_id: books.merchantTarget, period: month })).status).toBe(200);
    expect((await targets()).some((target) => target.id === books.merchantTarget)).toBe(false);
    // Another company's unbilled line is not the servicer's to bill.
    const stranger = (await login(books.server.url, 'delivery')).token;
    const theirs = (await call(books.server.url, '/api/finance/bill-targets', { token: stranger })).body.data?.list as Row[] | undefined;
    expect((theirs ?? []).some((target) => target.id === books.merchantTarget)).toBe(false);
  });

  it('bills the unbilled lines of the target and period, lists them and totals them exactly', async () => {
    const lines = [line(128.3), line(70.57), line(0.1), line(0.2)];
    const foreign = line(999.99, OTHER_COMPANY);
    const { status, body } = await bill({ settle_target_id: books.merchantTarget, period });
    expect(status, JSON.stringify(body)).toBe(200);
    const generated = body.data as Row;
    expect(generated).toMatchObject({ settle_target_id: books.merchantTarget, settle_target_name: '优品家居旗舰店', settle_target_type: 'CONSIGNOR', period, direction: 'INCOME', status: 'UNCONFIRMED', paid_amount: 0 });
    // Seeded lines of the target may be billed too: the total is the exact sum of what the bill lists.
    const listed = generated.lines as Row[];
    expect(listed.map((row) => row.id)).toEqual(expect.arrayContaining(lines.map((row) => row.id)));
    expect(listed.map((row) => row.id)).not.toContain(foreign.id);
    expect(generated.line_count).toBe(listed.length);
    expect(fenOf(generated.amount)).toBe(listed.reduce((sum, row) => sum + fenOf(row.amount), 0n));
    for (const row of listed) expect(row.bill_no).toBe(generated.bill_no);
    // 账单流水: the settlement lines with the bill's number.
    const journal = await call(books.server.url, `/api/finance/settlements?bill_no=${String(generated.bill_no)}&per_page=500`, { token });
    expect(journal.body.data.total).toBe(listed.length);
    expect(books.settlements.find(foreign.id, undefined)?.bill_no).toBe('');
  });

  it('puts a line on one bill only', async () => {
    const first = line(10.01);
    const billed = await bill({ settle_target_id: books.merchantTarget, period, settlement_ids: [first.id] });
    expect(billed.status, JSON.stringify(billed.body)).toBe(200);
    const again = await bill({ settle_target_id: books.merchantTarget, period, settlement_ids: [first.id] });
    expect(again.body).toEqual({ code: '409', msg: `结算明细${String(first.settle_no)}已在账单${String(billed.body.data.bill_no)}中，不能重复出账` });
    expect((await bill({ settle_target_id: books.merchantTarget, period })).body).toEqual({ code: '400', msg: `该结算对象在${period}没有未出账的结算明细` });
  });

  it('never bills another company\'s lines', async () => {
    const foreign = line(55.5, OTHER_COMPANY);
    expect((await bill({ settle_target_id: books.merchantTarget, period, settlement_ids: [foreign.id] })).body).toEqual({ code: '400', msg: '结算明细不存在或不属于该结算对象和账期' });
    expect(books.settlements.find(foreign.id, undefined)?.bill_no).toBe('');
  });

  it('refuses a target that does not exist or is not the caller\'s, and a typed name', async () => {
    const unknown = { code: '400', msg: '结算对象不存在，请重新选择' };
    expect((await bill({ settle_target_id: resourceIdOf('CONSIGNOR', 99_999), period })).body).toEqual(unknown);
    expect((await bill({ settle_target_id: 123, period })).body).toEqual(unknown);
    const theirs = books.server.server.context.collections.get('transporters')!.insert({ name: '别家承运商', phone: '13900009999' }, OTHER_COMPANY);
    expect((await bill({ settle_target_id: resourceIdOf('TRANSPORTER', theirs.id), period })).body).toEqual(unknown);
    const typed = await bill({ settle_target_name: '优品家居旗舰店', period });
    expect(typed.status).toBe(400);
  });

  it('totals 10,000 random lines exactly', async () => {
    let seed = 7;
    const random = () => { seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648; return seed / 2_147_483_648; };
    const amounts = Array.from({ length: 10_000 }, () => Math.floor(random() * 10_000_000) / 100);
    books.settlements.transaction(() => { for (const amount of amounts) line(amount); });
    const { status, body } = await bill({ settle_target_id: books.merchantTarget, period });
    expect(status, JSON.stringify(body).slice(0, 300)).toBe(200);
    expect(body.data.line_count).toBe(10_000);
    const exact = amounts.reduce((sum, amount) => sum + fenOf(amount), 0n);
    expect(fenOf(body.data.amount)).toBe(exact);
  }, 60_000);
});
