// @vitest-environment node
/**
 * Every money figure of a dashboard equals the list it summarises (issue 25): each money card of the real
 * dashboards (screens/dashboard/*.json) names its list, filters and column in `source`; its value is the
 * sum in fen of that column over every page of that list as the same account sees it, both move by the
 * same amount when signing an order books new settlement lines, and an account without the fee-display
 * code gets null. The 收支对比 chart's months equal the settlement list's sums for those months.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sumFen, toFen, type Fen } from '../../../src/money/fen.js';
import { cardSourceQuery } from '../../../src/screen-model/card-source.js';
import type { CardSource, DashboardScreen, ListScreen, StatCard } from '../../../src/screen-model/types.js';
import type { RecordStore } from '../../../server/records/record-store.js';
import { chartRows } from '../../../server/dashboard/chart-rows.js';
import { insertDeliveringOrder } from './books-fixture.js';
import { call, login, startTestServer, type TestServer } from './test-server.js';

// Records are arbitrary JSON here.
type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const real = <T>(file: string): T => JSON.parse(readFileSync(`screens/${file}`, 'utf8')) as T;
const GENERAL = real<DashboardScreen>('dashboard/general.json');
const DELIVERY = real<DashboardScreen>('dashboard/delivery.json');
const CONSIGNOR = real<DashboardScreen>('dashboard/consignor.json');
const LISTS = [real<ListScreen>('finance/settle-index.json'), real<ListScreen>('finance/account-index.json')];


const SCREENS = {
  'dashboard/index.json': GENERAL,
  'dashboard/delivery.json': DELIVERY,
  'dashboard/consignor.json': CONSIGNOR,
  'finance/settle-index.json': LISTS[0],
  'finance/account-index.json': LISTS[1],
  // Signing is allowed by a screen offering the order workflow's transitions.
  'fixture/waybill-workflow.json': {
    path: '/saas/waybill/fixture-workflow/index', title: '订单流转', kind: 'list', api: { resource: '/order/waybills' },
    columns: [{ key: 'order_no', title: '订单号' }], rowActions: [{ action: 'transitions', workflow: 'order' }],
  },
};

const moneyCards = (dashboard: DashboardScreen): StatCard[] => dashboard.cards.filter((card) => card.format?.name === 'money');
const fenOf = (value: unknown): Fen => {
  const fen = toFen(value);
  if (fen === undefined) throw new Error(`not an amount: ${JSON.stringify(value)}`);
  return fen;
};

describe('dashboard money figures are sums of the lists they name', () => {
  let server: TestServer;
  let waybills: RecordStore;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer({}, undefined, SCREENS);
    waybills = server.server.context.collections.get('waybills')!;
    for (const name of ['servicer', 'delivery', 'consignor', 'supervisor']) tokens[name] = (await login(server.url, name)).token;
  }, 120_000);
  afterAll(() => server.stop());

  const get = async (path: string, account: string): Promise<Row> => {
    const { status, body } = await call(server.url, path, { token: tokens[account] });
    expect(status, `${account} GET ${path}: ${JSON.stringify(body)}`).toBe(200);
    expect(body.code).toBe('0');
    return body.data as Row;
  };

  /** The sum in fen of the source's column over every page of its list as `account` sees it. */
  async function listSumFen(source: CardSource, account: string, query = cardSourceQuery(source, new Date())): Promise<Fen> {
    const list = LISTS.find((screen) => screen.path === source.list);
    if (!list) throw new Error(`no list ${source.list}`);
    const params = new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]));
    const amounts: Fen[] = [];
    for (let page = 1; ; page += 1) {
      params.set('page', String(page));
      params.set('per_page', '20');
      const data = await get(`/api${list.api.resource}?${params.toString()}`, account);
      const rows = data.list as Row[];
      amounts.push(...rows.map((row) => fenOf(row[source.sum])));
      if (rows.length === 0 || amounts.length >= Number(data.total)) break;
    }
    return sumFen(amounts);
  }

  async function cardFen(card: StatCard, account: string): Promise<Fen> {
    const data = await get(`/api${card.api.replace(/\/$/, '')}`, account);
    return fenOf(data[card.valueKey]);
  }

  const deliveringOrder = (): Row => insertDeliveringOrder(waybills, '2612319');

  const cases: Array<[string, DashboardScreen, number]> = [['servicer', GENERAL, 2], ['delivery', DELIVERY, 2], ['consignor', CONSIGNOR, 1]];

  it.each(cases)('%s: every money card names a list and equals its sum in fen', async (account, dashboard, count) => {
    const cards = moneyCards(dashboard);
    expect(cards).toHaveLength(count);
    for (const card of cards) {
      expect(card.source, card.title).toBeDefined();
      const source = card.source!;
      const [figure, list] = [await cardFen(card, account), await listSumFen(source, account)];
      expect(figure, `${account} ${card.title}`).toBe(list);
    }
    // The figures sum real rows: at least one of them is not zero.
    const figures = await Promise.all(cards.map((card) => cardFen(card, account)));
    expect(figures.some((fen) => fen !== 0), `${account}: ${figures.join(', ')}`).toBe(true);
  });

  it('signing an order moves each settlement figure and its list by the same amount', async () => {
    const watched: Array<[string, StatCard]> = [
      ...moneyCards(GENERAL).map((card): [string, StatCard] => ['servicer', card]),
      ...moneyCards(DELIVERY).map((card): [string, StatCard] => ['delivery', card]),
    ];
    const before = await Promise.all(watched.map(async ([account, card]) => [await cardFen(card, account), await listSumFen(card.source!, account)]));
    const order = deliveringOrder();
    const signed = await call(server.url, `/api/order/waybills/${String(order.id)}/actions/sign`, {
      method: 'POST', token: tokens.delivery, body: { version: order.version, sign_images: [{ fileid: 'sign-photo-1' }], signer_name: '王先生' },
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const after = await Promise.all(watched.map(async ([account, card]) => [await cardFen(card, account), await listSumFen(card.source!, account)]));
    watched.forEach(([account, card], index) => {
      const [figureBefore = 0, listBefore = 0] = before[index] ?? [];
      const [figureAfter = 0, listAfter = 0] = after[index] ?? [];
      expect(figureAfter - figureBefore, `${account} ${card.title}`).toBe(listAfter - listBefore);
      expect(figureAfter, `${account} ${card.title}`).toBe(listAfter);
      // The new lines are this month's and pending: every watched figure grows.
      expect(figureAfter - figureBefore, `${account} ${card.title}`).toBeGreaterThan(0);
    });
    // The servicer's income grows by the line the merchant owes it.
    expect((after[0]?.[0] ?? 0) - (before[0]?.[0] ?? 0)).toBe(12_830);
  });

  it('gives null to an account without the fee-display code', async () => {
    // The after-sales supervisor opens the same dashboard without a fee-display code (customer service has
    // BANG_BZ_FEE_SHOW_WAYBILL, a fee-display code, and no dashboard).
    expect(await get('/api/finance/stats/overview', 'supervisor')).toEqual({ month_income: null, unsettled_amount: null });
    const chart = (await get('/api/finance/stats/charts/income-spend', 'supervisor')).list as Row[];
    expect(chart.every((row) => row.income === null && row.spend === null)).toBe(true);
  });

  it('收支对比: each month\'s income and spend equal the settlement list\'s sums of that month', async () => {
    const rows = (await get('/api/finance/stats/charts/income-spend?months=6', 'servicer')).list as Row[];
    expect(rows).toHaveLength(6);
    const settlements: CardSource = { list: '/saas/settle/index', sum: 'amount' };
    for (const row of rows) {
      const month = String(row.month);
      const last = new Date(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0).getDate();
      const range = { created_at_start: `${month}-01`, created_at_end: `${month}-${String(last).padStart(2, '0')}` };
      expect(fenOf(row.income), month).toBe(await listSumFen(settlements, 'servicer', { ...range, direction: 'INCOME' }));
      expect(fenOf(row.spend), month).toBe(await listSumFen(settlements, 'servicer', { ...range, direction: 'OUTLAY' }));
    }
    expect(rows.some((row) => row.income !== 0)).toBe(true);
  });
});

describe('charts no route serves', () => {
  it('make up no money: a money series has no number, a count series still has one', () => {
    const settlements = { spec: { name: 'settlements', path: '/finance/settlements', fields: { amount: { type: 'number' } } }, count: () => 7 } as unknown as RecordStore;
    const rows = chartRows('/fixture/stats/money-daily', 'date', ['count', 'income_amount'], settlements);
    expect(rows).toHaveLength(7);
    for (const row of rows) expect([row.count, row.income_amount]).toEqual([7, null]);
  });
});
