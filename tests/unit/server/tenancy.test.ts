// @vitest-environment node
/**
 * Tenancy matrix on the real server and SQLite file: for every tenant-scoped collection and route, each demo
 * account sees, changes, exports and comments on only its own records; another tenant's record answers
 * exactly like a missing one (404). The expected rows are derived from the seeded owners (read as admin).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUser } from '../../../server/users/demo-users.js';
import { roleHoldsOperation } from '../../../server/menu/role-access.js';
import type { OperationCode } from '../../../src/config/operation-codes.js';
import { ROLE_PAGES } from './role-pages-fixture.js';
import { registerApprovedCompany } from './sign-up-fixtures.js';
import { call, jwtClaims, login, startTestServer, type TestServer } from './test-server.js';

// Records are arbitrary JSON here.
type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ACCOUNTS = ['consignor', 'servicer', 'delivery', 'cs', 'finance'] as const;
type Account = (typeof ACCOUNTS)[number];
const PARTY_FIELD: Record<string, string> = { consignor: 'consignor_user_id', servicer: 'servicer_user_id', delivery: 'delivery_user_id' };

/** A derived collection about orders (it has an order_no), with a call action on one record. */
const ORDER_NOTES = {
  'fixture/order-notes.json': {
    path: '/saas/user/fixture/order-note/index',
    title: '订单备注',
    kind: 'list',
    api: { resource: '/fixture/order-notes', convention: 'main' },
    columns: [
      { key: 'order_no', title: '订单号' },
      { key: 'note', title: '备注' },
      { key: 'status', title: '状态', format: { name: 'enum', options: [{ value: 'OPEN', label: '待处理' }, { value: 'DONE', label: '已处理' }] } },
    ],
    rowActions: [{ action: 'call', operation: 'edit', label: '处理', api: '/fixture/order-notes/{id}/done', method: 'PUT', body: { status: 'DONE' } }],
  },
};

/** Dashboard cards no route serves: counted by the server over the caller's records. */
const DASHBOARD = {
  'fixture/tenancy-dashboard.json': {
    path: '/saas/user/fixture/tenancy-dashboard',
    title: '租户看板',
    kind: 'dashboard',
    cards: [
      { title: '订单总数', api: '/fixture/tenancy/overview', valueKey: 'order_total' },
      { title: '处理中工单', api: '/fixture/tenancy/overview', valueKey: 'ticket_in_progress' },
      // A money figure sums the list it names (server/dashboard/list-sums.ts): here every settlement line the caller sees.
      {
        title: '收入', api: '/fixture/tenancy/overview', valueKey: 'settlement_income', format: { name: 'money' },
        source: { list: '/saas/user/tenancy/settlements/index', sum: 'amount' },
      },
    ],
  },
};

/**
 * The server lets an account call only what the screens of its menu use (server/authz/). These pages sit
 * under /saas/user/, which every role's menu holds, and use each scoped collection with every button, so
 * each account may read them all and write as far as its operation codes go: tenancy is what is left to test.
 */
const SCOPED_RESOURCES = {
  waybills: '/order/waybills', abnormals: '/order/abnormals', tickets: '/order/tickets', settlements: '/finance/settlements', bills: '/finance/bills',
  receivables: '/finance/receivables', payables: '/finance/payables', write_offs: '/finance/write-offs',
};
const SCOPED_PAGES = Object.fromEntries(Object.entries(SCOPED_RESOURCES).flatMap(([name, resource]) => [
  [`fixture/tenancy-${name}-index.json`, {
    // The export writes these columns (docs/exports-and-import.md); as CSV, so its rows are read by their ids.
    path: `/saas/user/tenancy/${name}/index`, title: name, kind: 'list', api: { resource },
    columns: [{ key: 'id', title: 'ID' }, { key: 'amount', title: 'amount', format: { name: 'money' } }],
    toolbar: [{ action: 'export', label: '导出', api: `${resource}/export`, filePrefix: name, operation: 'export', extension: '.csv' }],
    rowActions: [{ action: 'delete', label: '删除', confirm: '确定删除吗？', operation: 'delete' }],
  }],
  [`fixture/tenancy-${name}-form.json`, { path: `/saas/user/tenancy/${name}/edit/:id`, title: name, kind: 'form', api: { resource } }],
]));
/** The stats cards and charts the stats and fee tests read. */
const STATS_PAGE = {
  'fixture/tenancy-stats.json': {
    path: '/saas/user/fixture/tenancy-stats', title: '统计', kind: 'dashboard',
    cards: [{ title: '订单总数', api: '/order/stats/statusSum/consignor/', valueKey: 'total' }],
    charts: [
      { title: '订单状态', type: 'pie', api: '/order/stats/charts/orders-by-status', xKey: 'status', yKeys: [{ key: 'count', label: '订单' }] },
      { title: '收支', type: 'bar', api: '/finance/stats/charts/income-spend', xKey: 'month', yKeys: [{ key: 'income', label: '收入' }] },
    ],
  },
};
const NO_PERMISSION = '无权访问：当前账号没有该操作的权限';

/** Whether the account's menu grants the operation code (menu/role-access.ts). */
const holds = (account: string, code: OperationCode): boolean => roleHoldsOperation(demoUser(account).role, code);

/** The product's abnormal case form: its photos field (an image upload) extends the abnormal cases. */
const ABNORMAL_FORM = {
  'abnormal/saas-abnormal-form.json': JSON.parse(readFileSync(join(process.cwd(), 'screens', 'abnormal', 'saas-abnormal-form.json'), 'utf8')) as unknown,
};
/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let ts: TestServer;
const tokens: Record<string, string> = {};
let orders: Row[] = [];

/** Every row of a main-convention list, as `token` sees it. */
async function allRows(path: string, token: string): Promise<Row[]> {
  const { body } = await call(ts.url, `${path}?page=1&per_page=500`, { token });
  expect(body.code, path).toBe('0');
  expect(body.data.total, `${path} fits one page`).toBeLessThanOrEqual(500);
  return body.data.list as Row[];
}

/** The account's company (main user) and kind, from its token. */
function tenantOf(account: string): { type: string; id: number } {
  const claims = jwtClaims(tokens[account] ?? '');
  return { type: String(claims.main_type), id: Number(claims.main_user_id) };
}

/** Whether the account is a party to the order, by the order's party field of its kind. */
function ownsOrder(account: string, order: Row): boolean {
  const { type, id } = tenantOf(account);
  return order[PARTY_FIELD[type] ?? ''] === id;
}

const orderNosOf = (account: string): Set<string> => new Set(orders.filter((o) => ownsOrder(account, o)).map((o) => String(o.order_no)));

/** Data lines of a CSV export (the header and blank lines not counted); the first cell is the id. */
function csvIds(text: string): number[] {
  return text.replace(/^\uFEFF/, '').split('\r\n').slice(1).filter((line) => /^\d+,/.test(line)).map((line) => Number(line.split(',')[0]));
}

beforeAll(async () => {
  ts = await startTestServer({}, undefined, { ...ROLE_PAGES, ...ORDER_NOTES, ...DASHBOARD, ...ABNORMAL_FORM, ...SCOPED_PAGES, ...STATS_PAGE });
  for (const name of ['admin', ...ACCOUNTS, 'supervisor']) tokens[name] = (await login(ts.url, name)).token;
  orders = await allRows('/api/order/waybills', tokens.admin ?? '');
}, 60_000);
afterAll(() => ts.stop());

/** Tenant-scoped collections: their path, which rows each account owns, and whether they take generic writes. */
interface Scoped {
  path: string;
  owns: (account: Account, row: Row) => boolean;
  writable: boolean;
}
const SCOPED: Record<string, Scoped> = {
  waybills: { path: '/api/order/waybills', owns: (account, row) => ownsOrder(account, row), writable: true },
  abnormals: { path: '/api/order/abnormals', owns: (account, row) => orderNosOf(account).has(String(row.order_no)), writable: true },
  tickets: { path: '/api/order/tickets', owns: (account, row) => orderNosOf(account).has(String(row.order_no)), writable: false },
  // A settlement line is the books holder's, and the merchant's it is collected from or the delivery company's it pays.
  settlements: {
    path: '/api/finance/settlements',
    owns: (account, row) => {
      const { type, id } = tenantOf(account);
      return row[PARTY_FIELD[type] ?? ''] === id;
    },
    writable: true,
  },
  bills: {
    path: '/api/finance/bills',
    owns: (account, row) => {
      const { type, id } = tenantOf(account);
      return row[PARTY_FIELD[type] ?? ''] === id;
    },
    writable: true,
  },
};
// Receivables, payables and write-offs: the books holder's, and the merchant's that owes or the delivery company's that is paid.
for (const [name, path] of [['receivables', '/api/finance/receivables'], ['payables', '/api/finance/payables'], ['write_offs', '/api/finance/write-offs']] as const) {
  SCOPED[name] = { path, owns: SCOPED.settlements!.owns, writable: false };
}

describe.each(Object.entries(SCOPED))('tenancy of %s', (_name, scoped) => {
  it.each(ACCOUNTS)('%s lists and exports exactly its own rows, and gets 404 for another tenant\'s record', async (account) => {
    const token = tokens[account] ?? '';
    const everything = await allRows(scoped.path, tokens.admin ?? '');
    const own = everything.filter((row) => scoped.owns(account, row));
    const foreign = everything.filter((row) => !scoped.owns(account, row));

    const listed = await allRows(scoped.path, token);
    expect(listed.map((row) => row.id).sort((a, b) => a - b)).toEqual(own.map((row) => row.id).sort((a, b) => a - b));
    const table = await call(ts.url, `${scoped.path}/table?pageNum=1&pageSize=500`, { token });
    expect(table.body.totalItem).toBe(own.length);
    const exported = await call(ts.url, `${scoped.path}/export`, { token });
    if (holds(account, 'export')) {
      expect(exported.status).toBe(200);
      expect(csvIds(String(exported.body)).sort((a, b) => a - b)).toEqual(own.map((row) => row.id).sort((a, b) => a - b));
    } else {
      expect([exported.status, exported.body.msg]).toEqual([403, NO_PERMISSION]);
    }

    const mine = own[0];
    if (mine) expect((await call(ts.url, `${scoped.path}/${mine.id}`, { token })).body.data.id).toBe(mine.id);
    const theirs = foreign[0];
    // The service provider keeps every seeded bill and handles every seeded ticket's order; the others do not.
    if (!theirs) {
      expect(account).not.toBe('consignor');
      return;
    }
    const missing = await call(ts.url, `${scoped.path}/999999`, { token });
    const read = await call(ts.url, `${scoped.path}/${theirs.id}`, { token });
    expect([read.status, read.body.msg]).toEqual([404, missing.body.msg]);
    if (!scoped.writable) return;
    // Where the account lacks the code, the menu refuses first; either way nothing of the record leaks.
    const refusal = (code: OperationCode): [number, unknown] => (holds(account, code) ? [404, missing.body.msg] : [403, NO_PERMISSION]);
    const update = await call(ts.url, `${scoped.path}/${theirs.id}`, { method: 'PUT', token, body: { status: theirs.status } });
    expect([update.status, update.body.msg]).toEqual(refusal('edit'));
    const remove = await call(ts.url, `${scoped.path}/${theirs.id}`, { method: 'DELETE', token });
    expect([remove.status, remove.body.msg]).toEqual(refusal('delete'));
    // Nothing changed: the admin still reads the record as it was.
    expect((await call(ts.url, `${scoped.path}/${theirs.id}`, { token: tokens.admin })).body.data.updated_at).toBe(theirs.updated_at);
  });
});

describe('tenancy of orders and the records about them', () => {
  it('gives every demo company some rows of its own, and the platform administrator all', async () => {
    const counts = Object.fromEntries(ACCOUNTS.map((account) => [account, orders.filter((o) => ownsOrder(account, o)).length]));
    for (const account of ACCOUNTS) expect(counts[account], account).toBeGreaterThan(0);
    // Sub-accounts (customer service, finance) see what their main account, the service provider, sees.
    expect([counts.cs, counts.finance]).toEqual([counts.servicer, counts.servicer]);
    expect(counts.consignor).toBeLessThan(orders.length);
    expect((await call(ts.url, '/api/order/waybills?page=1&per_page=1', { token: tokens.admin })).body.data.total).toBe(orders.length);
  });

  it('finds an order by its number only for its parties', async () => {
    const theirs = orders.find((o) => !ownsOrder('consignor', o));
    const mine = orders.find((o) => ownsOrder('consignor', o));
    expect((await call(ts.url, `/api/order/waybills/${mine?.order_no}`, { token: tokens.consignor })).status).toBe(200);
    expect((await call(ts.url, `/api/order/waybills/${theirs?.order_no}`, { token: tokens.consignor })).status).toBe(404);
  });

  it('stamps a new order with its merchant, and a merchant cannot hand its order to another merchant', async () => {
    const body = { consignor_name: '测试商家', end_contact: '王五', end_tel: '13800001111', end_province: '上海市', end_city: '上海市', end_address: '张杨路1号', consignor_user_id: 999 };
    const created = await call(ts.url, '/api/order/waybills', { method: 'POST', token: tokens.consignor, body });
    expect(created.body.data.consignor_user_id).toBe(tenantOf('consignor').id);
    const id = created.body.data.id as number;
    // It travels to the merchant's own service provider (its account's servicer_id), and to no other company.
    expect(created.body.data.servicer_user_id).toBe(tenantOf('servicer').id);
    expect((await call(ts.url, `/api/order/waybills/${id}`, { token: tokens.servicer })).status).toBe(200);
    expect((await call(ts.url, `/api/order/waybills/${id}`, { token: tokens.delivery })).status).toBe(404);
    await call(ts.url, `/api/order/waybills/${id}`, { method: 'PUT', token: tokens.consignor, body: { consignor_user_id: 999 } });
    expect((await call(ts.url, `/api/order/waybills/${id}`, { token: tokens.consignor })).body.data.consignor_user_id).toBe(tenantOf('consignor').id);
  });

  it('refuses an abnormal case on another merchant\'s order as if the order were missing, and takes one on its own', async () => {
    const theirs = orders.find((o) => !ownsOrder('consignor', o));
    const mine = orders.find((o) => ownsOrder('consignor', o));
    const report = (orderNo: unknown) => call(ts.url, '/api/order/abnormals', {
      method: 'POST', token: tokens.consignor, body: { order_no: orderNo, abnormal_type: 'DAMAGE', description: '外包装破损' },
    });
    expect((await report(theirs?.order_no)).status).toBe(404);
    expect((await report(mine?.order_no)).body.code).toBe('0');
    // Nor can an own case be moved onto another merchant's order.
    const own = (await allRows('/api/order/abnormals', tokens.consignor ?? ''))[0];
    const moved = await call(ts.url, `/api/order/abnormals/${own?.id}`, { method: 'PUT', token: tokens.consignor, body: { order_no: theirs?.order_no } });
    expect(moved.status).toBe(404);
  });

  it('answers ticket reads, comments, actions and creation on another tenant\'s order with 404', async () => {
    // The merchant has no ticket screens; another service provider (a sign-up the platform approved) has
    // them, and owns none of the seeded orders, so every seeded ticket is another tenant's to it.
    const token = (await registerApprovedCompany(ts.url, tokens.admin ?? '')).token;
    const tickets = await allRows('/api/order/tickets', tokens.admin ?? '');
    const theirs = tickets[0];
    expect(theirs).toBeDefined();
    expect(await allRows('/api/order/tickets', token)).toEqual([]);
    const missing = await call(ts.url, '/api/order/ticket/999999', { token });
    for (const [method, path, body] of [
      ['GET', `/api/order/ticket/${theirs?.id}`, undefined],
      ['PUT', `/api/order/ticket/${theirs?.id}`, { action: 'save', payload: {}, fee_lines: [] }],
      ['GET', `/api/order/ticket/${theirs?.id}/comments`, undefined],
      ['POST', `/api/order/ticket/${theirs?.id}/comments`, { content: '请尽快处理' }],
    ] as const) {
      const answer = await call(ts.url, path, { method, token, body });
      expect([answer.status, answer.body.msg], `${method} ${path}`).toEqual([404, missing.body.msg]);
    }
    // Its own service provider's customer service reads and comments on the same ticket.
    expect((await call(ts.url, `/api/order/ticket/${theirs?.id}`, { token: tokens.cs })).body.data.id).toBe(theirs?.id);
    expect((await call(ts.url, `/api/order/ticket/${theirs?.id}/comments`, { method: 'POST', token: tokens.cs, body: { content: '请尽快处理' } })).body.code).toBe('0');

    const foreignOrder = orders[0];
    const ticket = { schema_id: 1, order_id: foreignOrder?.id, type: 'EXPEDITE', payload: {}, fee_lines: [] };
    const created = await call(ts.url, '/api/order/ticket', { method: 'POST', token, body: ticket });
    expect([created.status, created.body.msg]).toEqual([404, '订单不存在']);
    const settle = await call(ts.url, `/api/order/orders/${foreignOrder?.id}/settle-targets`, { token });
    expect([settle.status, settle.body.msg]).toEqual([404, '订单不存在']);
  });

  it('counts only the caller\'s orders on the stats cards and charts', async () => {
    const now = await allRows('/api/order/waybills', tokens.admin ?? '');
    for (const account of ['consignor', 'servicer', 'delivery'] as const) {
      const own = now.filter((o) => ownsOrder(account, o));
      const cards = (await call(ts.url, '/api/order/stats/statusSum/consignor', { token: tokens[account] })).body.data;
      expect(cards.signed, account).toBe(own.filter((o) => o.status === 'SIGNED').length);
      const byStatus = (await call(ts.url, '/api/order/stats/charts/orders-by-status', { token: tokens[account] })).body.data.list as Row[];
      expect(byStatus.reduce((sum, row) => sum + Number(row.value ?? row.count ?? 0), 0), account).toBe(own.length);
    }
  });
});

describe('tenancy of derived collections about orders', () => {
  it('lists only notes on the caller\'s orders, and a call action on another tenant\'s note answers 404', async () => {
    const notes = await allRows('/api/fixture/order-notes', tokens.admin ?? '');
    const own = orderNosOf('consignor');
    const mine = notes.filter((note) => own.has(String(note.order_no)));
    const theirs = notes.find((note) => !own.has(String(note.order_no)));
    expect(mine.length).toBeGreaterThan(0);
    expect(theirs).toBeDefined();
    const listed = await allRows('/api/fixture/order-notes', tokens.consignor ?? '');
    expect(listed.map((note) => note.id).sort((a, b) => a - b)).toEqual(mine.map((note) => note.id).sort((a, b) => a - b));
    const done = (id: unknown) => call(ts.url, `/api/fixture/order-notes/${id}/done`, { method: 'PUT', token: tokens.consignor, body: {} });
    expect((await done(theirs?.id)).status).toBe(404);
    expect((await call(ts.url, `/api/fixture/order-notes/${theirs?.id}`, { token: tokens.admin })).body.data.status).toBe(theirs?.status);
    expect((await done(mine[0]?.id)).body.data.status).toBe('DONE');
  });
});

describe('tenancy of dashboard cards', () => {
  it('counts only the caller\'s records, and gives money only to fee-display holders', async () => {
    const card = async (account: string) => (await call(ts.url, '/api/fixture/tenancy/overview', { token: tokens[account] })).body.data as Row;
    const all = await allRows('/api/order/waybills', tokens.admin ?? '');
    expect((await card('admin')).order_total).toBe(all.length);
    expect((await card('consignor')).order_total).toBe(all.filter((o) => ownsOrder('consignor', o)).length);
    const tickets = await allRows('/api/order/tickets', tokens.consignor ?? '');
    expect((await card('consignor')).ticket_in_progress).toBe(tickets.filter((t) => t.status === 'IN_PROGRESS').length);
    expect(typeof (await card('finance')).settlement_income).toBe('number');
    expect((await card('supervisor')).settlement_income).toBeNull();
  });
});

describe('images attached to records', () => {
  it('are readable by the parties to the record holding them, and by no other company', async () => {
    const servicer = tokens.servicer ?? '';
    const policy = (await call(ts.url, '/api/file/image/policy', { token: servicer })).body.data.url as string;
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'damage.png');
    const uploaded = await fetch(`${ts.url}/api${policy}`, { method: 'POST', body: form, headers: { token: servicer } });
    const fileid = ((await uploaded.json()) as { data: { fileid: string } }).data.fileid;
    const download = (account: string) => call(ts.url, `/api/file/image/download?file_id=${fileid}`, { token: tokens[account] });
    expect((await download('consignor')).status).toBe(404);

    // An abnormal case with the photo, on an order of the merchant that the service provider handles and the delivery provider does not.
    const order = orders.find((o) => ownsOrder('consignor', o) && ownsOrder('servicer', o) && !ownsOrder('delivery', o));
    const body = { order_no: order?.order_no, abnormal_type: 'DAMAGE', description: '外包装破损', photos: [{ fileid }] };
    expect((await call(ts.url, '/api/order/abnormals', { method: 'POST', token: servicer, body })).body.code).toBe('0');
    expect((await download('consignor')).status).toBe(200);
    expect((await download('delivery')).status).toBe(404);
    expect((await download('cs')).status).toBe(200);
  });
});

describe('fee visibility on the server (core spec §6)', () => {
  const amountsOf = (row: Row | undefined): unknown[] => [row?.amount, ...((row?.fee_lines ?? []) as Row[]).map((line) => line.amount)];

  it('masks amounts and costs for an account without a fee-display code, in lists, reads and exports', async () => {
    // The after-sales supervisor holds IS_AFTER_SALES_SUPERVISOR only; customer service holds BANG_BZ_FEE_SHOW_WAYBILL.
    const hidden = tokens.supervisor ?? '';
    const shown = tokens.cs ?? '';
    const list = await allRows('/api/order/waybills', hidden);
    expect(list.length).toBeGreaterThan(0);
    for (const row of list) expect(amountsOf(row).every((value) => value === '***')).toBe(true);
    const withLines = list.find((row) => (row.fee_lines ?? []).length > 0);
    const read = (await call(ts.url, `/api/order/waybills/${withLines?.id}`, { token: hidden })).body.data as Row;
    expect(amountsOf(read).every((value) => value === '***')).toBe(true);
    expect(read.fee_lines[0].settle_target_name).toBe(withLines?.fee_lines[0].settle_target_name);
    const visible = (await call(ts.url, `/api/order/waybills/${withLines?.id}`, { token: shown })).body.data as Row;
    expect(amountsOf(visible).every((value) => typeof value === 'number')).toBe(true);

    const exported = String((await call(ts.url, '/api/order/waybills/export?export_screen=/saas/user/tenancy/waybills/index', { token: hidden })).body);
    const header = exported.replace(/^\uFEFF/, '').split('\r\n')[0]?.split(',') ?? [];
    const amountColumn = header.indexOf('amount');
    const line = exported.split('\r\n').find((text) => text.startsWith(`${visible.id},`)) ?? '';
    expect(amountColumn).toBeGreaterThan(0);
    expect(line.split(',')[amountColumn]).toBe('***');
    expect(exported).not.toContain(String(visible.amount));

    for (const path of ['/api/finance/settlements', '/api/order/abnormals']) {
      const rows = await allRows(path, hidden);
      expect(rows.length, path).toBeGreaterThan(0);
      expect(rows.every((row) => row.amount === '***'), path).toBe(true);
      expect((await allRows(path, shown)).some((row) => typeof row.amount === 'number'), path).toBe(true);
    }
  });

  it('masks ticket fee lines and the income and spend chart, and keeps the stored amounts when a masked account saves', async () => {
    const hidden = tokens.supervisor ?? '';
    const review = (await call(ts.url, '/api/order/tickets?status=FINANCE_REVIEWING&executive_uid=6', { token: tokens.cs })).body.data.list[0] as Row;
    const stored = (await call(ts.url, `/api/order/ticket/${review.id}`, { token: tokens.cs })).body.data as Row;
    const seen = (await call(ts.url, `/api/order/ticket/${review.id}`, { token: hidden })).body.data as Row;
    expect(stored.fee_lines.length).toBeGreaterThan(0);
    expect(seen.fee_lines.map((line: Row) => line.amount)).toEqual(stored.fee_lines.map(() => '***'));
    expect(seen.fee_lines.map((line: Row) => line.code)).toEqual(stored.fee_lines.map((line: Row) => line.code));

    // The supervisor completes the finance review with the masked lines it was given: the amounts stay.
    const done = await call(ts.url, `/api/order/ticket/${review.id}`, {
      method: 'PUT', token: hidden, body: { action: 'finance_complete', payload: seen.payload, fee_lines: seen.fee_lines },
    });
    expect([done.body.msg, done.body.data.status]).toEqual(['success', 'FINISHED']);
    expect(done.body.data.fee_lines.map((line: Row) => line.amount)).toEqual(stored.fee_lines.map(() => '***'));
    const after = (await call(ts.url, `/api/order/ticket/${review.id}`, { token: tokens.cs })).body.data as Row;
    expect(after.fee_lines).toEqual(stored.fee_lines);

    const chart = (await call(ts.url, '/api/finance/stats/charts/income-spend', { token: hidden })).body.data.list as Row[];
    expect(chart.every((row) => row.income === null && row.spend === null)).toBe(true);
    const open = (await call(ts.url, '/api/finance/stats/charts/income-spend', { token: tokens.finance })).body.data.list as Row[];
    expect(open.some((row) => typeof row.income === 'number' && row.income > 0)).toBe(true);
  });
});
