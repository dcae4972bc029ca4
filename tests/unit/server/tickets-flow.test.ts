// @vitest-environment node
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, jwtClaims, login, startTestServer, type TestServer } from './test-server.js';
import { ROLE_PAGES } from './role-pages-fixture.js';

let ts: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  ts = await startTestServer({}, undefined, ROLE_PAGES);
  for (const name of ['cs', 'supervisor', 'finance', 'consignor', 'servicer']) tokens[name] = (await login(ts.url, name)).token;
});
afterAll(async () => {
  await ts.stop();
});

// Ticket bodies are arbitrary JSON here.
type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

async function firstTicket(query: string): Promise<Json> {
  const { body } = await call(ts.url, `/api/order/tickets?${query}`, { token: tokens.cs });
  expect(body.data.total).toBeGreaterThan(0);
  const { body: detail } = await call(ts.url, `/api/order/ticket/${body.data.list[0].id}`, { token: tokens.cs });
  return detail.data;
}

/** An order of the merchant that the service provider handles: both see its tickets. */
async function sharedOrderId(): Promise<number> {
  const { body } = await call(ts.url, '/api/order/waybills?page=1&per_page=500', { token: tokens.consignor });
  const servicerId = jwtClaims(tokens.servicer ?? '').main_user_id;
  const order = (body.data.list as Json[]).find((row) => row.servicer_user_id === servicerId);
  expect(order).toBeDefined();
  return order.id as number;
}

function act(user: string, ticket: Json, action: string, payload: Json = ticket.payload, feeLines: Json = ticket.fee_lines) {
  return call(ts.url, `/api/order/ticket/${ticket.id}`, { method: 'PUT', token: tokens[user], body: { action, payload, fee_lines: feeLines } });
}

it('needs a token for every ticket call', async () => {
  for (const [method, path] of [
    ['GET', '/api/order/ticket-schema/1'], ['GET', '/api/order/ticket-schema'], ['GET', '/api/order/ticket/1'], ['POST', '/api/order/ticket'],
    ['PUT', '/api/order/ticket/1'], ['GET', '/api/order/ticket/1/comments'], ['POST', '/api/order/ticket/1/comments'],
    ['GET', '/api/order/orders/1/settle-targets'], ['GET', '/api/user/resource_binding/main_user_id/bindings'],
    ['GET', '/api/user/resource_binding/get_supply_chain_role_title/1'], ['GET', '/api/user/contract/partner-contacts?resource_ids=1'],
  ] as const) {
    expect((await call(ts.url, path, { method, body: method === 'GET' ? undefined : {} })).status, path).toBe(401);
  }
});

it('serves the five schemas and a Chinese 404 for an unknown one', async () => {
  const list = await call(ts.url, '/api/order/ticket-schema', { token: tokens.cs });
  expect(list.body.data.list.map((s: Json) => s.type)).toEqual(['EXPEDITE', 'RETURN', 'REPAIR', 'COMPENSATE', 'FINANCE_REVIEW']);
  const expedite = await call(ts.url, '/api/order/ticket-schema/1', { token: tokens.cs });
  expect(expedite.body.code).toBe('0');
  expect(expedite.body.data.sub_type_options.map((o: Json) => o.label)).toEqual(['催配送', '催上门', '催取件', '催维修']);
  const missing = await call(ts.url, '/api/order/ticket-schema/9', { token: tokens.cs });
  expect(missing.status).toBe(404);
  expect(missing.body.msg).toBe('工单类型不存在');
});

it('seeds the fixtures the end-to-end tests look up', async () => {
  const submitted = await firstTicket('type=EXPEDITE&status=SUBMITTED&executive_uid=5');
  expect([submitted.type, submitted.status, submitted.executive_uid, submitted.executive_name]).toEqual(['EXPEDITE', 'SUBMITTED', 5, '刘婷婷']);
  const other = await firstTicket('type=EXPEDITE&status=IN_PROGRESS&executive_uid=101');
  expect(other.executive_name).toBe('周建华');
  const review = await firstTicket('status=FINANCE_REVIEWING&financial_uid=7');
  expect([review.financial_name, review.fee_lines.length > 0]).toEqual(['孙丽娟', true]);
  expect((await firstTicket('status=COMPLETED')).status).toBe('COMPLETED');
  expect((await firstTicket('status=REJECTED&is_rejected=1')).is_rejected).toBe(1);
  // Every status is seeded.
  for (const status of ['SUBMITTED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED', 'CLOSED', 'WAITING_CONFIRM', 'FINISHED', 'REJECTED', 'SUSPENDED', 'EXPIRED', 'FINANCE_REVIEWING']) {
    expect((await call(ts.url, `/api/order/tickets?status=${status}`, { token: tokens.cs })).body.data.total, status).toBeGreaterThan(0);
  }
});

it('takes a ticket from accept to finance completion, recording each step', async () => {
  const created = await call(ts.url, '/api/order/ticket/', {
    method: 'POST', token: tokens.cs,
    body: {
      schema_id: 2, order_id: await sharedOrderId(), type: 'RETURN',
      payload: { return_reason: '商品破损', return_count: 1, goods_state: '轻微破损', pickup_address: '上海市浦东新区张杨路1号' },
      fee_lines: [{
        direction: 'OUTLAY', code: 'TRANSSHIPMENT_FEE', code_name: '中转费', settle_target_id: 500001, settle_target_name: '专线',
        settle_target_type: 'TRANSPORTER', amount: 80, settlement_method_code: 'MONTHLY', settlement_method_name: '月结',
      }],
    },
  });
  expect(created.body.code).toBe('0');
  let ticket = created.body.data;
  expect([ticket.status, ticket.stage, ticket.executive_uid, ticket.financial_uid]).toEqual(['SUBMITTED', 'PROCESS', 5, 7]);

  const steps: Array<[string, string, string]> = [
    ['cs', 'accept', 'IN_PROGRESS'],
    ['cs', 'refund', 'IN_PROGRESS'],
    ['cs', 'save', 'IN_PROGRESS'],
    ['cs', 'complete', 'COMPLETED'],
    ['cs', 'submit_for_finance_review', 'FINANCE_REVIEWING'],
    ['finance', 'return_to_in_progress', 'IN_PROGRESS'],
    ['cs', 'submit_for_finance_review', 'FINANCE_REVIEWING'],
    ['finance', 'finance_complete', 'FINISHED'],
  ];
  for (const [user, action, status] of steps) {
    const answer = await act(user, ticket, action);
    expect(answer.body.msg, `${user} ${action}`).toBe('success');
    ticket = answer.body.data;
    expect(ticket.status, action).toBe(status);
  }
  expect(ticket.is_rejected).toBe(1);
  expect(ticket.stage).toBe('FINISHED');
  expect(ticket.payload.handling).toEqual(['refund']);
  const persisted = (await call(ts.url, `/api/order/ticket/${ticket.id}`, { token: tokens.supervisor })).body.data;
  expect(persisted.status).toBe('FINISHED');
  const comments = (await call(ts.url, `/api/order/ticket/${ticket.id}/comments`, { token: tokens.cs })).body.data.list;
  expect(comments.map((c: Json) => c.content)).toContain('已执行：退款');
  expect(comments.find((c: Json) => c.content === '已执行：财务完结').user_name).toBe('孙丽娟');
});

it('lets finance reject a ticket under review', async () => {
  const review = await firstTicket('status=FINANCE_REVIEWING&financial_uid=7');
  const answer = await act('finance', review, 'reject', { ...review.payload, reject_reason: '凭证不全' });
  expect([answer.body.data.status, answer.body.data.is_rejected]).toEqual(['REJECTED', 1]);
});

it('refuses actions the role or the status does not allow, with the action named', async () => {
  const submitted = await firstTicket('type=EXPEDITE&status=SUBMITTED&executive_uid=5');
  // The merchant has no ticket screens in its menu: the server refuses it any ticket call.
  const viewer = await act('consignor', submitted, 'accept');
  expect(viewer.status).toBe(403);
  expect(viewer.body.msg).toBe('无权访问：当前账号没有该操作的权限');
  // The executive may not complete a ticket not yet accepted, nor act as finance.
  expect((await act('cs', submitted, 'complete')).body.msg).toBe('当前角色无权执行“完成”操作');
  expect((await act('finance', submitted, 'finance_complete')).status).toBe(403);
  // Refusals name the action as its button on the ticket screen does.
  expect((await act('cs', submitted, 'return_to_in_progress')).body.msg).toBe('当前角色无权执行“退回处理中”操作');
  // An action the kind has no rule for (refund on an expedite ticket) is refused too.
  const other = await firstTicket('type=EXPEDITE&status=IN_PROGRESS&executive_uid=101');
  expect((await act('cs', other, 'save')).status).toBe(403);
  expect((await call(ts.url, `/api/order/ticket/${other.id}`, { token: tokens.cs })).body.data.status).toBe('IN_PROGRESS');
});

it('lets the supervisor act on another executive’s ticket and as finance', async () => {
  const other = await firstTicket('type=EXPEDITE&status=IN_PROGRESS&executive_uid=101');
  const handled = await act('supervisor', other, 'add_order_fee');
  expect(handled.body.data.payload.handling).toContain('add_order_fee');
  expect((await act('supervisor', handled.body.data, 'refund')).body.msg).toBe('当前角色无权执行“退款”操作');
  const done = await act('supervisor', handled.body.data, 'complete');
  expect(done.body.data.status).toBe('COMPLETED');
  const foreignReview = await firstTicket('status=FINANCE_REVIEWING&financial_uid=102');
  expect((await act('finance', foreignReview, 'finance_complete')).status).toBe(403);
  expect((await act('supervisor', foreignReview, 'finance_complete')).body.data.status).toBe('FINISHED');
});

it('rejects invalid payloads and fee lines with readable messages', async () => {
  const orderId = await sharedOrderId();
  const base = { schema_id: 4, order_id: orderId, type: 'COMPENSATE' };
  const line = {
    direction: 'OUTLAY', code: 'COMPENSATION_FEE', code_name: '理赔费', settle_target_id: 400001, settle_target_name: '商家',
    settle_target_type: 'CONSIGNOR', amount: 120, settlement_method_code: 'MONTHLY', settlement_method_name: '月结',
  };
  const payload = { claim_reason: '货物破损', claim_method: '现金', liable_party: '承运商', evidence: '照片三张' };
  const post = (body: Json) => call(ts.url, '/api/order/ticket', { method: 'POST', token: tokens.cs, body: { ...base, ...body } });
  // The cash claim needs its amount: error_schema's message.
  expect((await post({ payload, fee_lines: [line] })).body.msg).toBe('请输入理赔金额');
  const cash = { ...payload, claim_amount: 300 };
  expect((await post({ payload: { ...cash, claim_amount: 60000 }, fee_lines: [line] })).body.msg).toBe('理赔金额不能超过50000');
  expect((await post({ payload: cash, fee_lines: [] })).body.msg).toBe('至少需要一条费用明细');
  expect((await post({ payload: cash, fee_lines: [line, line] })).body.msg).toBe('同一方向、结算对象和费用项组合不可重复');
  expect((await post({ payload: cash, fee_lines: [{ ...line, amount: '' }] })).body.msg).toBe('第1条费用明细：请选择或填写金额');
  expect((await post({ payload: cash, fee_lines: [{ ...line, settlement_method_code: 'CARD' }] })).body.msg)
    .toBe('第1条费用明细：可选结算方式为：月结、现付、到付');
  const missing = await call(ts.url, '/api/order/ticket', { method: 'POST', token: tokens.cs, body: { schema_id: 4, type: 'COMPENSATE', payload: cash } });
  expect(missing.status).toBe(400);
  expect(missing.body.msg).toMatch(/订单/);
  expect((await post({ type: 'RETURN', payload: cash, fee_lines: [line] })).body.msg).toBe('工单类型与工单模板不匹配');
  const good = await post({ payload: cash, fee_lines: [line] });
  expect(good.body.code).toBe('0');
  // No OUTLAY line may exceed the order's amount (widgets spec §5).
  const admin = (await login(ts.url, 'admin')).token;
  const order = (await call(ts.url, `/api/order/waybills/${orderId}`, { token: admin })).body.data as Json;
  const above = await post({ payload: cash, fee_lines: [{ ...line, amount: Number(order.amount) + 0.01 }] });
  expect([above.status, above.body.msg]).toEqual([400, `第1条费用明细：金额不能超过 ${Number(order.amount)}`]);
  // Servicer staff handle what they file.
  const byServicer = await call(ts.url, '/api/order/ticket', { method: 'POST', token: tokens.servicer, body: { ...base, payload: cash, fee_lines: [line] } });
  expect(byServicer.body.data.executive_uid).toBe(2);
});

it('keeps comments: trimmed, 1 to 500 characters', async () => {
  const ticket = await firstTicket('status=COMPLETED');
  const post = (content: string) => call(ts.url, `/api/order/ticket/${ticket.id}/comments`, { method: 'POST', token: tokens.cs, body: { content } });
  const empty = await post('   ');
  expect([empty.status, empty.body.msg]).toEqual([400, '评论内容不能为空']);
  expect((await post('长'.repeat(501))).body.msg).toBe('评论内容不能超过500个字');
  const added = await post('  已电话联系客户，确认下午送达  ');
  expect(added.body.data).toMatchObject({ content: '已电话联系客户，确认下午送达', user_id: 5, user_name: '刘婷婷', ticket_id: ticket.id });
  const list = (await call(ts.url, `/api/order/ticket/${ticket.id}/comments`, { token: tokens.finance })).body.data.list;
  expect(list.at(-1).content).toBe('已电话联系客户，确认下午送达');
});

it('answers 404 for a ticket that does not exist', async () => {
  const answer = await call(ts.url, '/api/order/ticket/99999', { token: tokens.cs });
  expect([answer.status, answer.body.msg]).toEqual([404, '工单不存在']);
});

it('offers no generic writes on the ticket list, so no change skips the action rules', async () => {
  const { body } = await call(ts.url, '/api/order/tickets?status=SUBMITTED', { token: tokens.cs });
  const id = body.data.list[0].id as number;
  expect((await call(ts.url, '/api/order/tickets', { method: 'POST', token: tokens.cs, body: { order_no: '250101100011', type: 'EXPEDITE' } })).status).toBe(404);
  expect((await call(ts.url, `/api/order/tickets/${id}`, { method: 'PUT', token: tokens.consignor, body: { status: 'FINISHED' } })).status).toBe(404);
  expect((await call(ts.url, `/api/order/tickets/${id}`, { method: 'DELETE', token: tokens.consignor })).status).toBe(404);
  expect((await call(ts.url, `/api/order/ticket/${id}`, { token: tokens.cs })).body.data.status).toBe('SUBMITTED');
});

const FEE_LINES = [{
  direction: 'OUTLAY', code: 'TRANSSHIPMENT_FEE', code_name: '中转费', settle_target_id: 500001, settle_target_name: '专线',
  settle_target_type: 'TRANSPORTER', amount: 80, settlement_method_code: 'MONTHLY', settlement_method_name: '月结',
}];

it('refuses a ticket save based on a version someone else has moved on from, with 409 and the message', async () => {
  const created = await call(ts.url, '/api/order/ticket/', {
    method: 'POST', token: tokens.cs,
    body: { schema_id: 2, order_id: await sharedOrderId(), type: 'RETURN', payload: { return_reason: '商品破损', return_count: 1, goods_state: '轻微破损', pickup_address: '上海市浦东新区张杨路1号' }, fee_lines: FEE_LINES },
  });
  const ticket = created.body.data;
  expect(ticket.version).toBe(1);
  const save = (remark: string, version: number, action = 'save') =>
    call(ts.url, `/api/order/ticket/${ticket.id}`, { method: 'PUT', token: tokens.cs, body: { action, payload: { ...ticket.payload, pickup_address: `上海市浦东新区${remark}` }, fee_lines: FEE_LINES, version } });
  expect((await save('受理', 1, 'accept')).status).toBe(200);
  expect((await save('第一次保存', 2)).status).toBe(200);
  const stale = await save('基于旧版本', 2);
  expect(stale.status).toBe(409);
  expect(stale.body.msg).toBe('该记录已被他人修改，请刷新后重试');
  const stored = (await call(ts.url, `/api/order/ticket/${ticket.id}`, { token: tokens.cs })).body.data;
  expect([stored.payload.pickup_address, stored.version]).toEqual(['上海市浦东新区第一次保存', 3]);
  expect((await save('基于新版本', 3)).status).toBe(200);
});
