// @vitest-environment node
/**
 * The order workflow on the reference server (workflows/order.json, server/workflow/): every transition
 * allowed from its states and refused from the others, refused for every wrong party and without its
 * code, stale versions, the dialogs' rules, bulk reports, the intercept hold and the abnormal marker, the
 * journey of an order from the merchant to the delivery company, plain edits that cannot move the state,
 * the public query's track and the dashboard's counts. The screens offering the transitions are fixtures
 * here (the product's screens are another change): the servicer's, finance's and delivery's under
 * /saas/waybill/, the merchant's under /da/.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKFLOW_MESSAGES, WORKFLOW_PARTY_NAMES, workflowMessage } from '../../../src/config/workflow-messages.js';
import type { WorkflowDescriptor, WorkflowParty, WorkflowTransition } from '../../../src/workflow/types.js';
import type { RecordStore } from '../../../server/records/record-store.js';
import { readWorkflows } from '../../../server/workflow/registry.js';
import { registerApprovedCompany } from './sign-up-fixtures.js';
import { call, login, startTestServer, type TestServer } from './test-server.js';

// Records are arbitrary JSON here.
type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const WORKFLOW = JSON.parse(readFileSync(join(process.cwd(), 'workflows', 'order.json'), 'utf8')) as WorkflowDescriptor;
const INTERCEPT_SCREENS = Object.fromEntries(['order-intercept-index.json', 'order-intercept-create.json'].map((file) =>
  [`orders/${file}`, JSON.parse(readFileSync(join(process.cwd(), 'screens', 'orders', file), 'utf8')) as unknown]));
const ORDER_COLUMNS = [{ key: 'order_no', title: '订单号' }, { key: 'status', title: '状态' }];
const FIXTURE_SCREENS = {
  ...INTERCEPT_SCREENS,
  'fixture/waybill-workflow.json': {
    path: '/saas/waybill/fixture-workflow/index', title: '订单流转', kind: 'list', api: { resource: '/order/waybills' }, columns: ORDER_COLUMNS,
    rowActions: [{ action: 'transitions', workflow: 'order' }],
    bulkActions: [{ action: 'transition', workflow: 'order', transition: 'receive' }, { action: 'transition', workflow: 'order', transition: 'ship' }],
  },
  'fixture/da-workflow.json': {
    path: '/da/order/fixture-workflow/index', title: '我的订单流转', kind: 'list', api: { resource: '/order/waybills' }, columns: ORDER_COLUMNS,
    rowActions: [{ action: 'transitions', workflow: 'order' }],
  },
  'fixture/da-order-form.json': { path: '/da/order/fixture-workflow/create', title: '下单', kind: 'form', api: { resource: '/order/waybills' } },
  'fixture/waybill-form.json': { path: '/saas/waybill/fixture-workflow/create', title: '录单', kind: 'form', api: { resource: '/order/waybills' } },
  'fixture/stats.json': {
    path: '/saas/user/fixture-workflow/stats', title: '统计', kind: 'dashboard',
    cards: [{ title: '待接单', api: '/order/stats/statusSum/consignor/', valueKey: 'wait_receive' }],
  },
};

const DEMO = { merchant: 4, servicer: 2, delivery: 3 } as const;
/** The demo account acting for each party. */
const ACCOUNT_OF: Record<WorkflowParty, string> = { merchant: 'consignor', servicer: 'servicer', delivery: 'delivery', platform: 'admin' };
const DEMO_DELIVERY_RESOURCE = 300_052;
const state = (key: string) => WORKFLOW.states.find((item) => item.key === key)!;
const wrongStateMsg = (transition: WorkflowTransition, key: string): string =>
  workflowMessage(WORKFLOW_MESSAGES.wrongState, { subject: WORKFLOW.subject, action: transition.label, state: state(key).phrase ?? state(key).label });

/** Valid dialog values of each transition that asks something. */
const FIELD_VALUES: Record<string, Row> = {
  reject: { cancel_reason: '超出服务范围' },
  cancel: { cancel_reason: '客户不要了' },
  dispatch: { delivery_resource_id: DEMO_DELIVERY_RESOURCE, delivery_name: '任意名字', appointment_time: '2026-12-01 10:00:00' },
  reassign: { delivery_resource_id: DEMO_DELIVERY_RESOURCE, reassign_reason: '原师傅请假' },
  appoint: { appointment_time: '2026-12-02 14:00:00' },
  sign: { sign_images: [{ fileid: 'sign-photo-1' }], signer_name: '王先生' },
  intercept: { intercept_type: 'HOLD', reason: '商家要求暂缓派送' },
  visit: { visit_result: 'SATISFIED', visit_remark: '客户满意' },
};

describe('the order workflow on the server', () => {
  let server: TestServer;
  let waybills: RecordStore;
  const tokens: Record<string, string> = {};
  let sequence = 0;

  beforeAll(async () => {
    server = await startTestServer({}, undefined, FIXTURE_SCREENS);
    waybills = server.server.context.collections.get('waybills')!;
    for (const name of ['admin', 'servicer', 'consignor', 'delivery', 'finance', 'cs']) tokens[name] = (await login(server.url, name)).token;
  }, 120_000);
  afterAll(() => server.stop());

  /** An order of the three demo companies in `status`, straight into the store. */
  function orderIn(status: string, extra: Row = {}): Row {
    sequence += 1;
    return waybills.insert({
      order_no: `2612319${String(sequence).padStart(4, '0')}1`, consignor_name: '优品家居旗舰店', servicer_name: '上海顺捷供应链管理有限公司',
      delivery_name: '上海浦东安家配送安装服务部', end_contact: '张三', end_tel: '13800001111', end_province: '上海市', end_city: '上海市',
      end_address: '张江路1号', status, tags: [], active_holds: [], tracks: [],
      consignor_user_id: DEMO.merchant, servicer_user_id: DEMO.servicer, delivery_user_id: DEMO.delivery, delivery_resource_id: DEMO_DELIVERY_RESOURCE,
      ...extra,
    }, DEMO.servicer);
  }

  const fire = (account: string, order: Row, action: string, body: Row = {}) =>
    call(server.url, `/api/order/waybills/${String(order.id)}/actions/${action}`, { method: 'POST', token: tokens[account], body: { version: order.version, ...body } });
  const read = async (account: string, order: Row) => call(server.url, `/api/order/waybills/${String(order.id)}`, { token: tokens[account] });

  it('allows every transition from each of its states and refuses it from every other state, in Chinese', async () => {
    const problems: string[] = [];
    for (const transition of WORKFLOW.transitions) {
      // The servicer fires what it may; 回访 is the merchant's alone.
      const account = ACCOUNT_OF[transition.parties.includes('servicer') ? 'servicer' : transition.parties[0]!];
      for (const { key } of WORKFLOW.states) {
        const order = orderIn(key);
        if (transition.whileHeld) {
          const held = await fire('servicer', order, 'intercept', FIELD_VALUES.intercept);
          if (held.status === 200) order.version = held.body.data.version;
        }
        const { status, body } = await fire(account, order, transition.key, FIELD_VALUES[transition.key]);
        const allowed = transition.from.includes(key);
        if (allowed && (status !== 200 || body.data.status !== (transition.to ?? key))) problems.push(`${transition.key} from ${key}: ${status} ${body.msg}`);
        if (!allowed && (status !== 409 || body.msg !== wrongStateMsg(transition, key))) problems.push(`${transition.key} from ${key}: ${status} ${body.msg}`);
      }
    }
    expect(problems).toEqual([]);
    const signed = orderIn('SIGNED');
    expect((await fire('consignor', signed, 'cancel', FIELD_VALUES.cancel)).body).toEqual({ code: '409', msg: '订单已签收，不能取消' });
  }, 120_000);

  it('refuses every transition to every party that may not fire it', async () => {
    const problems: string[] = [];
    for (const transition of WORKFLOW.transitions) {
      for (const party of (['merchant', 'servicer', 'delivery', 'platform'] as const).filter((item) => !transition.parties.includes(item))) {
        const order = orderIn(transition.from[0]!);
        const { status, body } = await fire(ACCOUNT_OF[party], order, transition.key, FIELD_VALUES[transition.key]);
        const msg = workflowMessage(WORKFLOW_MESSAGES.wrongParty, { party: WORKFLOW_PARTY_NAMES[party], action: transition.label });
        if (status !== 409 || body.msg !== msg) problems.push(`${party} ${transition.key}: ${status} ${body.msg}`);
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it('answers 403 with the transition named to an account without its code on any screen offering it', async () => {
    const order = orderIn('WAIT_RECEIVE');
    expect((await fire('finance', order, 'receive')).body).toEqual({ code: '403', msg: '没有接单的操作权限' });
    // Customer service holds 拦截 but not 接单.
    expect((await fire('cs', order, 'receive')).status).toBe(403);
    expect((await fire('cs', orderIn('RECEIVED'), 'intercept', FIELD_VALUES.intercept)).status).toBe(200);
  });

  it('answers another company\'s order and an unknown action as missing', async () => {
    const other = orderIn('WAIT_RECEIVE', { servicer_user_id: 999, consignor_user_id: 998 });
    expect((await fire('servicer', other, 'receive')).body).toEqual({ code: '404', msg: '记录不存在' });
    expect((await fire('consignor', other, 'cancel', FIELD_VALUES.cancel)).body).toEqual({ code: '404', msg: '记录不存在' });
    expect((await fire('servicer', orderIn('WAIT_RECEIVE'), 'teleport')).body).toEqual({ code: '404', msg: '不支持的操作：teleport' });
    // By order number as well as by id.
    const own = orderIn('WAIT_RECEIVE');
    const byNo = await call(server.url, `/api/order/waybills/${String(own.order_no)}/actions/receive`, { method: 'POST', token: tokens.servicer, body: {} });
    expect(byNo.body.data.status).toBe('RECEIVED');
  });

  it('refuses a transition based on an old version with the edit-conflict message', async () => {
    const order = orderIn('WAIT_RECEIVE');
    expect((await fire('servicer', order, 'receive')).status).toBe(200);
    expect((await fire('servicer', order, 'cancel', FIELD_VALUES.cancel)).body).toEqual({ code: '409', msg: '该记录已被他人修改，请刷新后重试' });
  });

  it('tells a page opened before the order moved why the transition no longer applies, rather than that it is stale', async () => {
    const order = orderIn('DELIVERING');
    expect((await fire('delivery', order, 'sign', FIELD_VALUES.sign)).status).toBe(200);
    // `order` still carries the version from before the signing.
    expect((await fire('consignor', order, 'cancel', FIELD_VALUES.cancel)).body).toEqual({ code: '409', msg: '订单已签收，不能取消' });
  });

  it('checks the dialog\'s fields with their rules\' own messages', async () => {
    const received = orderIn('RECEIVED');
    expect((await fire('servicer', received, 'cancel', {})).body).toEqual({ code: '400', msg: '请输入取消原因' });
    expect((await fire('servicer', received, 'cancel', { cancel_reason: '长'.repeat(201) })).body).toEqual({ code: '400', msg: '长度不能超过200个字符' });
    const delivering = orderIn('DELIVERING');
    expect((await fire('delivery', delivering, 'sign', { signer_name: '王先生' })).body).toEqual({ code: '400', msg: '请上传签收单图片' });
    expect((await fire('delivery', delivering, 'sign', { sign_images: [{ fileid: 'a' }], signer_name: '王'.repeat(21) })).body.msg).toBe('长度不能超过20个字符');
    const arrived = orderIn('ARRIVED');
    expect((await fire('servicer', arrived, 'dispatch', { appointment_time: '2026-12-01' })).body.msg).toBe('请选择配送安装服务商');
    expect((await fire('servicer', arrived, 'dispatch', { delivery_resource_id: 399_999, appointment_time: '2026-12-01' })).body)
      .toEqual({ code: '400', msg: '所选配送安装服务商不存在，请重新选择' });
    // Nothing moved.
    expect((await read('servicer', received)).body.data.status).toBe('RECEIVED');
  });

  it('runs a bulk transition record by record and reports each', async () => {
    const waiting = orderIn('WAIT_RECEIVE');
    const signed = orderIn('SIGNED');
    const foreign = orderIn('WAIT_RECEIVE', { servicer_user_id: 999 });
    const { status, body } = await call(server.url, '/api/order/waybills/actions/receive', {
      method: 'POST', token: tokens.servicer,
      body: { items: [waiting, signed, foreign].map((order) => ({ id: order.id, version: order.version })) },
    });
    expect(status).toBe(200);
    expect(body.msg).toBe('接单成功 1 条，失败 2 条');
    expect(body.data.done).toBe(1);
    expect(body.data.failed).toBe(2);
    expect(body.data.results.map((result: Row) => [result.id, result.order_no, result.ok, result.msg])).toEqual([
      [waiting.id, waiting.order_no, true, '操作成功'],
      [signed.id, signed.order_no, false, '订单已签收，不能接单'],
      [foreign.id, '', false, '记录不存在'],
    ]);
    expect(body.data.results[0].record.status).toBe('RECEIVED');
    // 改派 has no bulk button.
    expect((await call(server.url, '/api/order/waybills/actions/reassign', { method: 'POST', token: tokens.servicer, body: { items: [{ id: waiting.id }] } })).status).toBe(404);
  });

  it('holds an intercepted order: shipping is refused until the intercept is released, and the order carries the hold', async () => {
    const order = orderIn('RECEIVED');
    const held = await fire('servicer', order, 'intercept', FIELD_VALUES.intercept);
    expect(held.status).toBe(200);
    expect(held.body.data.status).toBe('RECEIVED');
    expect(held.body.data.active_holds).toEqual(['intercept']);
    expect(held.body.data.tags).toContainEqual({ code: 'ABNORMAL' });
    const intercepts = await call(server.url, `/api/order/intercepts?order_no=${String(order.order_no)}`, { token: tokens.servicer });
    expect(intercepts.body.data.list).toHaveLength(1);
    expect(intercepts.body.data.list[0]).toMatchObject({ status: 'PENDING', intercept_type: 'HOLD', reason: '商家要求暂缓派送', applicant_name: '李建国', consignor_name: '优品家居旗舰店' });

    const refused = await fire('servicer', { ...order, version: held.body.data.version }, 'ship');
    expect(refused.body).toEqual({ code: '409', msg: '订单已拦截，不能发货' });
    const released = await fire('servicer', held.body.data, 'release');
    expect(released.body.data.active_holds).toEqual([]);
    expect(released.body.data.tags).not.toContainEqual({ code: 'ABNORMAL' });
    const after = await call(server.url, `/api/order/intercepts?order_no=${String(order.order_no)}`, { token: tokens.servicer });
    expect(after.body.data.list[0].status).toBe('RELEASED');
    expect((await fire('servicer', released.body.data, 'ship')).body.data.status).toBe('IN_TRANSIT');
    // 解除拦截 on an order without a hold.
    expect((await fire('servicer', orderIn('RECEIVED'), 'release')).body).toEqual({ code: '409', msg: '订单当前不能解除拦截' });
  });

  it('keeps the hold in step with intercepts created and withdrawn on their own screen, whose status is their own', async () => {
    const order = orderIn('IN_TRANSIT');
    // The create form's order lookup copies the order's state into the body: the intercept starts PENDING all the same.
    const created = await call(server.url, '/api/order/intercepts', {
      method: 'POST', token: tokens.servicer,
      body: { order_no: order.order_no, order_id: order.id, status: 'IN_TRANSIT', intercept_type: 'RETURN', applicant_name: '李建国', reason: '客户拒收' },
    });
    expect(created.status).toBe(200);
    expect(created.body.data.status).toBe('PENDING');
    // The form sends no merchant: the intercept names the order's, as one raised by 拦截 does (the list's 商家).
    expect(created.body.data.consignor_name).toBe(order.consignor_name);
    expect(typeof order.consignor_name === 'string' && order.consignor_name !== '').toBe(true);
    const heldOrder = (await read('servicer', order)).body.data;
    expect(heldOrder.active_holds).toEqual(['intercept']);
    expect((await fire('servicer', heldOrder, 'arrive')).body.msg).toBe('订单已拦截，不能到货');
    // An order's state is not an intercept's.
    const wrong = await call(server.url, `/api/order/intercepts/${String(created.body.data.id)}`, { method: 'PUT', token: tokens.admin, body: { status: 'IN_TRANSIT' } });
    expect(wrong.status).toBe(400);
    // 撤销 (delete) lifts the hold.
    expect((await call(server.url, `/api/order/intercepts/${String(created.body.data.id)}`, { method: 'DELETE', token: tokens.servicer })).status).toBe(200);
    const freed = (await read('servicer', order)).body.data;
    expect(freed.active_holds).toEqual([]);
    expect((await fire('servicer', freed, 'arrive')).body.data.status).toBe('ARRIVED');
  });

  it('tags an order ABNORMAL while an abnormal case about it is open', async () => {
    const order = orderIn('IN_TRANSIT', { tags: [{ code: 'RETURN' }] });
    const created = await call(server.url, '/api/order/abnormals', {
      method: 'POST', token: tokens.admin, body: { order_no: order.order_no, abnormal_type: 'DAMAGE', description: '外包装破损' },
    });
    expect(created.status).toBe(200);
    expect((await read('servicer', order)).body.data.tags).toEqual([{ code: 'RETURN' }, { code: 'ABNORMAL' }]);
    const closed = await call(server.url, `/api/order/abnormals/${String(created.body.data.id)}`, { method: 'PUT', token: tokens.admin, body: { status: 'FINISHED' } });
    expect(closed.status).toBe(200);
    const after = (await read('servicer', order)).body.data;
    expect(after.tags).toEqual([{ code: 'RETURN' }]);
    // An intercept that closes does not take the tag of an abnormal case still open.
    await call(server.url, '/api/order/abnormals', { method: 'POST', token: tokens.admin, body: { order_no: order.order_no, abnormal_type: 'DELAY', description: '延误' } });
    const held = await fire('servicer', (await read('servicer', order)).body.data, 'intercept', FIELD_VALUES.intercept);
    const released = await fire('servicer', held.body.data, 'release');
    expect(released.body.data.tags).toContainEqual({ code: 'ABNORMAL' });
  });

  it('takes an order from the merchant through the service provider to the delivery company and back', async () => {
    const created = await call(server.url, '/api/order/waybills', {
      method: 'POST', token: tokens.consignor,
      body: {
        consignor_name: '优品家居旗舰店', consignor_resource_id: 400_107, end_contact: '赵六', end_tel: '13900002222',
        end_province: '上海市', end_city: '上海市', end_address: '世纪大道100号', goods_name: '三人沙发',
      },
    });
    expect(created.status).toBe(200);
    let order = created.body.data;
    expect(order).toMatchObject({ status: 'WAIT_RECEIVE', consignor_user_id: DEMO.merchant, servicer_user_id: DEMO.servicer, servicer_name: '上海顺捷供应链管理有限公司' });
    expect(order.tracks).toMatchObject([{ action: 'create', label: '下单', to: 'WAIT_RECEIVE', to_label: '待接单', user_name: '陈晓燕', party: 'merchant', company_name: '优品家居旗舰店' }]);

    // The service provider sees it among its orders waiting to be received.
    const waiting = await call(server.url, '/api/order/waybills?status=WAIT_RECEIVE&per_page=500', { token: tokens.servicer });
    expect(waiting.body.data.list.map((row: Row) => row.id)).toContain(order.id);
    for (const action of ['receive', 'ship', 'arrive']) {
      if (action === 'arrive') expect((await fire('consignor', order, 'cancel', FIELD_VALUES.cancel)).body).toEqual({ code: '409', msg: '订单运输中，不能取消' });
      const moved = await fire('servicer', order, action);
      expect(moved.status, action).toBe(200);
      order = moved.body.data;
    }
    // Before the dispatch the demo delivery company does not see it; after it, it does, and another delivery company never.
    expect((await read('delivery', order)).status).toBe(404);
    const dispatched = await fire('servicer', order, 'dispatch', FIELD_VALUES.dispatch);
    expect(dispatched.body.data).toMatchObject({
      status: 'DELIVERING', delivery_resource_id: DEMO_DELIVERY_RESOURCE, delivery_name: '上海浦东安家配送安装服务部', delivery_user_id: DEMO.delivery,
      appointment_time: '2026-12-01 10:00:00',
    });
    order = dispatched.body.data;
    expect((await read('delivery', order)).status).toBe(200);
    const otherDelivery = await registerApprovedCompany(server.url, tokens.admin ?? '', 'delivery');
    expect((await call(server.url, `/api/order/waybills/${String(order.id)}`, { token: otherDelivery.token })).status).toBe(404);

    const signed = await fire('delivery', order, 'sign', FIELD_VALUES.sign);
    expect(signed.status).toBe(200);
    const seen = (await read('consignor', order)).body.data;
    expect(seen.status).toBe('SIGNED');
    expect(seen.sign_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(seen.sign_images).toEqual([{ fileid: 'sign-photo-1' }]);
    expect(seen.tracks.map((event: Row) => [event.action, event.to, event.party])).toEqual([
      ['create', 'WAIT_RECEIVE', 'merchant'], ['receive', 'RECEIVED', 'servicer'], ['ship', 'IN_TRANSIT', 'servicer'], ['arrive', 'ARRIVED', 'servicer'],
      ['dispatch', 'DELIVERING', 'servicer'], ['sign', 'SIGNED', 'delivery'],
    ]);
    expect(seen.tracks[4]).toMatchObject({ user_name: '李建国', company_name: '上海顺捷供应链管理有限公司', note: '配送安装服务商：上海浦东安家配送安装服务部；预约时间：2026-12-01 10:00:00' });
    expect(seen.tracks[5]).toMatchObject({ user_name: '张志强', company_name: '上海浦东安家配送安装服务部', note: '签收单：1张；签收人：王先生' });
    // The merchant was told, with a link to its own order screen; the delivery company of its dispatch.
    const merchantNews = await call(server.url, '/api/notify/history?per_page=50', { token: tokens.consignor });
    const signedNote = merchantNews.body.data.list.find((item: Row) => item.title === '订单已签收' && String(item.message).includes(String(order.order_no)));
    expect(signedNote).toMatchObject({ category: 'ORDER', data: { route: `/da/order/show/${String(order.id)}` } });
    expect(signedNote.message).toBe(`订单 ${String(order.order_no)}：上海浦东安家配送安装服务部签收（签收单：1张；签收人：王先生）`);
    const deliveryNews = await call(server.url, '/api/notify/history?per_page=50', { token: tokens.delivery });
    expect(deliveryNews.body.data.list.some((item: Row) => item.title === '订单已派单' && String(item.message).includes(String(order.order_no)))).toBe(true);
    // Nobody is told of their own act.
    expect(deliveryNews.body.data.list.some((item: Row) => item.title === '订单已签收' && String(item.message).includes(String(order.order_no)))).toBe(false);
  });

  it('pushes the other party a socket.io message the moment a transition runs', async () => {
    const order = orderIn('WAIT_RECEIVE');
    const socket = io(server.url, { path: '/socket.io', transports: ['websocket'], auth: { token: tokens.consignor }, reconnection: false });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', () => resolve());
        socket.on('connect_error', reject);
      });
      const pushed = new Promise<Row>((resolve) => socket.on('notify', (message: Row) => {
        if (String(message.message).includes(String(order.order_no))) resolve(message);
      }));
      expect((await fire('servicer', order, 'receive')).status).toBe(200);
      expect(await pushed).toMatchObject({ title: '订单已接单', category: 'ORDER', data: { route: `/da/order/show/${String(order.id)}` } });
    } finally {
      socket.close();
    }
  });

  it('sends a service provider\'s order for a merchant of its book to that merchant', async () => {
    const created = await call(server.url, '/api/order/waybills', {
      method: 'POST', token: tokens.servicer,
      body: { consignor_name: '优品家居旗舰店', end_contact: '钱七', end_tel: '13900003333', end_province: '上海市', end_city: '上海市', end_address: '陆家嘴1号' },
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ servicer_user_id: DEMO.servicer, consignor_user_id: DEMO.merchant, consignor_resource_id: 400_107 });
    expect(created.body.data.tracks[0]).toMatchObject({ party: 'servicer', company_name: '上海顺捷供应链管理有限公司', user_name: '李建国' });
    expect((await read('consignor', created.body.data)).status).toBe(200);
  });

  it('never moves the state, track or holds by a plain edit, and creates orders only in an initial state', async () => {
    const order = orderIn('RECEIVED', { tracks: [{ at: '2026-01-01 00:00:00', action: 'receive', label: '接单', to: 'RECEIVED', to_label: '已接单', user_name: 'x', party: 'servicer', company_name: 'y' }] });
    const { status, body } = await call(server.url, `/api/order/waybills/${String(order.id)}`, {
      method: 'PUT', token: tokens.admin, body: { version: order.version, status: 'SIGNED', end_contact: '李四', tracks: [], active_holds: ['intercept'], sign_time: '2026-01-02 00:00:00' },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ status: 'RECEIVED', end_contact: '李四', active_holds: [] });
    expect(body.data.tracks).toHaveLength(1);
    expect(body.data.sign_time).toBeUndefined();
    const wrong = await call(server.url, '/api/order/waybills', {
      method: 'POST', token: tokens.admin,
      body: { consignor_name: '优品家居旗舰店', end_contact: '赵六', end_tel: '13900002222', end_province: '上海市', end_city: '上海市', end_address: '世纪大道100号', status: 'SIGNED' },
    });
    expect(wrong.body).toEqual({ code: '400', msg: '新建订单的状态只能是待接单、草稿' });
    const draft = await call(server.url, '/api/order/waybills', {
      method: 'POST', token: tokens.consignor,
      body: { consignor_name: '优品家居旗舰店', end_contact: '赵六', end_tel: '13900002222', end_province: '上海市', end_city: '上海市', end_address: '世纪大道100号', status: 'DRAFT' },
    });
    expect(draft.body.data.status).toBe('DRAFT');
    expect((await fire('consignor', draft.body.data, 'submit')).body.data).toMatchObject({ status: 'WAIT_RECEIVE', submitted_at: expect.any(String) });
  });

  it('assigns the delivery company by 派单 and 改派 only: a form naming one changes nothing the company would see', async () => {
    const order = orderIn('ARRIVED', { delivery_name: '', delivery_resource_id: 0, delivery_user_id: 0 });
    const edited = await call(server.url, `/api/order/waybills/${String(order.id)}`, {
      method: 'PUT', token: tokens.servicer, body: { version: order.version, delivery_resource_id: DEMO_DELIVERY_RESOURCE, delivery_name: '上海浦东安家配送安装服务部', end_contact: '李四' },
    });
    expect(edited.body.data).toMatchObject({ end_contact: '李四', delivery_name: '', delivery_resource_id: 0 });
    expect((await read('delivery', order)).status).toBe(404);
    const created = await call(server.url, '/api/order/waybills', {
      method: 'POST', token: tokens.servicer,
      body: { consignor_name: '优品家居旗舰店', end_contact: '赵六', end_tel: '13900002222', end_province: '上海市', end_city: '上海市', end_address: '世纪大道100号', delivery_resource_id: DEMO_DELIVERY_RESOURCE, delivery_name: '上海浦东安家配送安装服务部' },
    });
    expect(created.body.data.delivery_name ?? '').toBe('');
    expect(created.body.data.delivery_resource_id ?? 0).toBe(0);
  });

  it('shows the public the track of an order without who acted or what they wrote', async () => {
    const seeded = waybills.allRows().find((row) => row.status === 'SIGNED')!;
    const { body } = await call(server.url, `/api/public/order/query?order_no=${String(seeded.order_no)}`);
    const found = (body.data.list as Row[])[0]!;
    expect(found.order_no).toBe(seeded.order_no);
    expect(found.tracks.length).toBeGreaterThan(1);
    for (const event of found.tracks) expect(Object.keys(event).sort()).toEqual(['at', 'company_name', 'label', 'to_label']);
    const last = (seeded.tracks as Row[]).at(-1)!;
    expect(found.latest_track).toBe(`${String(last.at)} 已签收（${String(last.company_name)}）`);
    const text = JSON.stringify(found);
    for (const hidden of ['user_name', 'note', 'end_address', 'consignor_user_id', String(seeded.end_tel)]) expect(text).not.toContain(hidden);
  });

  it('seeds orders whose stamps, track and holds agree with their state', () => {
    const seeded = waybills.allRows().filter((row) => row.id <= 120);
    expect(seeded).toHaveLength(120);
    for (const order of seeded) {
      const tracks = order.tracks as Row[];
      expect(tracks.at(-1)?.to, String(order.order_no)).toBe(order.status);
      if (order.status === 'SIGNED') expect(tracks.at(-1)?.at).toBe(order.sign_time);
      if (['IN_TRANSIT', 'ARRIVED', 'DELIVERING', 'SIGNED'].includes(String(order.status))) expect(order.shipped_at).toBeTruthy();
    }
    const intercepts = [...server.server.context.collections.values()].find((store) => store.spec.path === '/order/intercepts')!;
    const active = new Set(intercepts.allRows().filter((row) => ['PENDING', 'SUCCESS'].includes(String(row.status))).map((row) => row.order_no));
    const held = waybills.allRows().filter((row) => (row.active_holds as string[] | undefined)?.includes('intercept')).map((row) => row.order_no);
    expect(new Set(held)).toEqual(new Set([...active].filter((no) => waybills.allRows().some((row) => row.order_no === no))));
  });

  it('counts the orders of each state on the dashboard as the order list does, for each account', async () => {
    for (const account of ['consignor', 'servicer', 'delivery']) {
      const { body } = await call(server.url, '/api/order/stats/statusSum/consignor', { token: tokens[account] });
      for (const { key } of WORKFLOW.states) {
        const list = await call(server.url, `/api/order/waybills?status=${key}&per_page=1`, { token: tokens[account] });
        expect(body.data[key.toLowerCase()], `${account} ${key}`).toBe(list.body.data.total);
      }
    }
  });
});

describe('reading the workflows', () => {
  it('refuses to start on a workflow its schema or its own references refuse', () => {
    const dir = mkdtempSync(join(tmpdir(), 'workflows-'));
    try {
      writeFileSync(join(dir, 'order.json'), JSON.stringify({ ...WORKFLOW, transitions: [{ ...WORKFLOW.transitions[0], from: ['NOWHERE'] }] }));
      expect(() => readWorkflows(dir)).toThrow(/transition submit names the unknown state NOWHERE/);
      writeFileSync(join(dir, 'order.json'), JSON.stringify({ ...WORKFLOW, states: undefined }));
      expect(() => readWorkflows(dir)).toThrow(/must have required property 'states'/);
      writeFileSync(join(dir, 'order.json'), JSON.stringify(WORKFLOW));
      expect(readWorkflows(dir).get('order')?.transitions).toHaveLength(17);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
