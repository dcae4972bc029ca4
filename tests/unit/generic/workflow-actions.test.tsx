// Workflow actions of the generic renderers (workflows/order.json): rows, bulk runs and a detail screen
// offer only the transitions src/workflow/rules.ts allows the account (state, party, operation code,
// active hold), each with its dialog (the transition's fields and rules), popover or direct call.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ListScreen, ShowScreen } from '../../../src/screen-model/types';
import { OPERATION_CODE_LIST, type OperationCode } from '../../../src/config/operation-codes';
import { ApiError } from '../../../src/http/errors';
import { setUser } from '../../../src/session/token-store';
import { registerWorkflows, resetWorkflows } from '../../../src/workflow/registry';
import type { WorkflowDescriptor } from '../../../src/workflow/types';
import orderWorkflow from '../../../workflows/order.json';
import { ListRenderer, ShowRenderer } from '../../../renderers/generic';
import {
  fakeNotifications,
  fakeProvider,
  grantMenu,
  listOf,
  menuGranting,
  renderScreen,
  zh,
  SCREEN_TEST_TIMEOUT_MS,
  setUpScreenTests,
  type FakeProvider,
} from './harness';

const RESOURCE = '/order/waybills';
const route = '/fixture/orders';

function list(rowActions: ListScreen['rowActions'], bulkActions?: ListScreen['bulkActions']): ListScreen {
  return {
    $schema: '../../schemas/screen.schema.json',
    kind: 'list',
    path: route,
    title: '订单',
    api: { resource: RESOURCE },
    titleKey: 'order_no',
    columns: [{ key: 'order_no', title: '订单号' }, { key: 'status', title: '状态' }],
    rowActions: [{ action: 'show', label: '查看', to: '/fixture/orders/:id' }, ...(rowActions ?? [])],
    bulkActions,
  };
}

const order = (id: number, status: string, extra: Record<string, unknown> = {}) => ({ id, order_no: `25010100${id}001`, status, version: id + 2, ...extra });
const rowOf = (orderNo: string) => screen.getByText(orderNo).closest('tr') as HTMLElement;
/** The names of a row's buttons, without 查看. */
const buttonsOf = (orderNo: string) => within(rowOf(orderNo)).queryAllByRole('button').map((button) => button.textContent?.replace(/\s/g, '')).filter((name) => name !== '查看');

function signIn(mainType: string): void {
  setUser({ id: 2, name: '李建国', uname: 'servicer', display_name: '李建国', expend: { main_type: mainType } });
}

function ordersProvider(rows: Array<Record<string, unknown>>): FakeProvider {
  return fakeProvider('main').on('getList', RESOURCE, () => listOf(rows.map((row) => ({ ...row }))));
}

function renderList(descriptor: ListScreen, main: FakeProvider, notifications = fakeNotifications()) {
  renderScreen(<ListRenderer descriptor={descriptor} params={{}} />, { route, url: route, main, notifications });
  return notifications;
}

setUpScreenTests();
beforeEach(() => {
  resetWorkflows();
  registerWorkflows({ order: orderWorkflow as unknown as WorkflowDescriptor });
  signIn('servicer');
});

describe('a list\'s workflow actions', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('offers each row what its state, the account\'s party and codes and the row\'s holds allow', async () => {
    const rows = [
      order(1, 'WAIT_RECEIVE'),
      order(2, 'DELIVERING'),
      order(3, 'DELIVERING', { active_holds: ['intercept'] }),
      order(4, 'SIGNED'),
    ];
    renderList(list([{ action: 'transitions', workflow: 'order' }]), ordersProvider(rows));
    await screen.findByText('250101001001');
    await waitFor(() => expect(buttonsOf('250101001001')).toEqual(['接单', '拒单', '取消']));
    // Four allowed: two links and the others under 更多.
    expect(buttonsOf('250101002001')).toEqual(['改派', '预约', '更多']);
    // The intercept hold blocks 改派 and 签收 and offers 解除拦截.
    expect(buttonsOf('250101003001')).toEqual(['预约', '拦截', '解除拦截']);
    expect(buttonsOf('250101004001')).toEqual([]);

    const user = userEvent.setup({ delay: null });
    await user.click(within(rowOf('250101002001')).getByRole('button', { name: '订单 250101002001 的更多操作' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['签收', '拦截']);
  });

  it('offers a merchant only its own transitions, and nothing without the operation code', async () => {
    signIn('consignor');
    const rows = [order(1, 'WAIT_RECEIVE'), order(2, 'IN_TRANSIT')];
    renderList(list([{ action: 'transitions', workflow: 'order' }]), ordersProvider(rows));
    await screen.findByText('250101001001');
    await waitFor(() => expect(buttonsOf('250101001001')).toEqual(['取消']));
    expect(buttonsOf('250101002001')).toEqual(['拦截']);
  });

  it('leaves out the transitions whose code the screen\'s menu entry does not list', async () => {
    grantMenu(menuGranting(OPERATION_CODE_LIST.filter((code): code is OperationCode => code !== 'receive')));
    renderList(list([{ action: 'transitions', workflow: 'order' }]), ordersProvider([order(1, 'WAIT_RECEIVE')]));
    await screen.findByText('250101001001');
    await waitFor(() => expect(buttonsOf('250101001001')).toEqual(['取消']));
  });

  it('a "transition" action shows only on the rows it may leave from', async () => {
    renderList(list([{ action: 'transition', workflow: 'order', transition: 'receive' }]), ordersProvider([order(1, 'WAIT_RECEIVE'), order(2, 'RECEIVED')]));
    await screen.findByText('250101001001');
    await waitFor(() => expect(buttonsOf('250101001001')).toEqual(['接单']));
    expect(buttonsOf('250101002001')).toEqual([]);
  });

  it('asks a confirmation-only transition in a popover, then posts the version and reloads', async () => {
    const user = userEvent.setup({ delay: null });
    const rows = [order(1, 'WAIT_RECEIVE')];
    const main = ordersProvider(rows).on('custom', `${RESOURCE}/1/actions/receive`, () => {
      rows[0] = { ...rows[0]!, status: 'RECEIVED', version: 4 };
      return { data: rows[0] };
    });
    const notifications = renderList(list([{ action: 'transition', workflow: 'order', transition: 'receive' }]), main);
    await screen.findByText('250101001001');
    await user.click(await within(rowOf('250101001001')).findByRole('button', { name: zh('接单') }));
    expect(await screen.findByText('确定接单吗？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: zh('确定') }));

    await waitFor(() => expect(main.callsOf('custom')).toHaveLength(1));
    expect(main.callsOf('custom')[0]).toMatchObject({ url: `${RESOURCE}/1/actions/receive`, method: 'post', payload: { version: 3 } });
    expect(notifications.open).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', message: '操作成功' }));
    // Reloaded: the order is received now, so 接单 is gone.
    await waitFor(() => expect(buttonsOf('250101001001')).toEqual([]));
    expect(main.callsOf('getList').length).toBeGreaterThan(1);
  });

  it('runs a transition without fields or confirmation on click', async () => {
    const user = userEvent.setup({ delay: null });
    const workflow = structuredClone(orderWorkflow) as unknown as WorkflowDescriptor;
    delete workflow.transitions.find((transition) => transition.key === 'receive')!.confirm;
    registerWorkflows({ order: workflow });
    const main = ordersProvider([order(1, 'WAIT_RECEIVE')]).on('custom', `${RESOURCE}/1/actions/receive`, () => ({ data: order(1, 'RECEIVED') }));
    renderList(list([{ action: 'transition', workflow: 'order', transition: 'receive' }]), main);
    await screen.findByText('250101001001');
    await user.click(await within(rowOf('250101001001')).findByRole('button', { name: zh('接单') }));
    await waitFor(() => expect(main.callsOf('custom')).toHaveLength(1));
    expect(main.callsOf('custom')[0]).toMatchObject({ payload: { version: 3 } });
  });

  it('opens the dialog of a transition chosen under 更多', async () => {
    const user = userEvent.setup({ delay: null });
    renderList(list([{ action: 'transitions', workflow: 'order' }]), ordersProvider([order(2, 'DELIVERING')]));
    await screen.findByText('250101002001');
    await user.click(await within(rowOf('250101002001')).findByRole('button', { name: '订单 250101002001 的更多操作' }));
    await user.click(await screen.findByRole('menuitem', { name: '签收' }));
    const dialog = await screen.findByRole('dialog', { name: '签收' });
    expect(within(dialog).getByText('签收单')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '签收人' })).toBeInTheDocument();
  });

  it('opens the dialog of a transition with fields: the rules in Chinese, then the version and the fields', async () => {
    const user = userEvent.setup({ delay: null });
    const main = ordersProvider([order(1, 'WAIT_RECEIVE')]).on('custom', `${RESOURCE}/1/actions/reject`, () => ({ data: order(1, 'CANCELLED') }));
    renderList(list([{ action: 'transition', workflow: 'order', transition: 'reject' }]), main);
    await screen.findByText('250101001001');
    await user.click(await within(rowOf('250101001001')).findByRole('button', { name: zh('拒单') }));

    const dialog = await screen.findByRole('dialog', { name: '拒单' });
    expect(within(dialog).getByText('订单：250101001001')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: zh('确定') }));
    expect(await within(dialog).findByText('请输入拒单原因')).toBeInTheDocument();
    expect(main.callsOf('custom')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: '拒单原因' }), '超出服务范围');
    await user.click(within(dialog).getByRole('button', { name: zh('确定') }));
    await waitFor(() => expect(main.callsOf('custom')).toHaveLength(1));
    expect(main.callsOf('custom')[0]).toMatchObject({ url: `${RESOURCE}/1/actions/reject`, payload: { version: 3, cancel_reason: '超出服务范围' } });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '拒单' })).toBeNull());
  });

  it('shows a refusal\'s msg in the dialog and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    const main = ordersProvider([order(1, 'WAIT_RECEIVE')]).on('custom', `${RESOURCE}/1/actions/reject`, () => {
      throw new ApiError({ status: 409, msg: '该记录已被他人修改，请刷新后重试', notified: true });
    });
    renderList(list([{ action: 'transition', workflow: 'order', transition: 'reject' }]), main);
    await screen.findByText('250101001001');
    await user.click(await within(rowOf('250101001001')).findByRole('button', { name: zh('拒单') }));
    const dialog = await screen.findByRole('dialog', { name: '拒单' });
    await user.type(within(dialog).getByRole('textbox', { name: '拒单原因' }), '客户取消');
    await user.click(within(dialog).getByRole('button', { name: zh('确定') }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('该记录已被他人修改，请刷新后重试');
    expect(within(dialog).getByRole('textbox', { name: '拒单原因' })).toHaveValue('客户取消');
    expect(screen.getByRole('dialog', { name: '拒单' })).toBeInTheDocument();
  });

  it('has no serious or critical axe finding with a row\'s dialog open', async () => {
    const user = userEvent.setup({ delay: null });
    renderList(list([{ action: 'transitions', workflow: 'order' }]), ordersProvider([order(1, 'WAIT_RECEIVE'), order(2, 'DELIVERING')]));
    await screen.findByText('250101001001');
    await user.click(await within(rowOf('250101001001')).findByRole('button', { name: zh('拒单') }));
    await screen.findByRole('dialog', { name: '拒单' });
    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
  });
});

describe('bulk transitions', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  const bulkList = list([], [{ action: 'transition', workflow: 'order', transition: 'receive' }]);

  it('run on the selected rows with their versions, tell the summary and list the refused orders', async () => {
    const user = userEvent.setup({ delay: null });
    const main = ordersProvider([order(1, 'WAIT_RECEIVE'), order(2, 'WAIT_RECEIVE')]).on('custom', `${RESOURCE}/actions/receive`, () => ({
      data: {
        results: [
          { id: 1, order_no: '250101001001', ok: true, msg: '' },
          { id: 2, order_no: '250101002001', ok: false, msg: '订单已拦截，不能接单' },
        ],
        done: 1,
        failed: 1,
      },
    }));
    const notifications = renderList(bulkList, main);
    await screen.findByText('250101001001');
    const bulk = await screen.findByRole('button', { name: zh('接单') });
    expect(bulk).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: '选择 250101001001' }));
    await user.click(screen.getByRole('checkbox', { name: '选择 250101002001' }));
    await user.click(screen.getByRole('button', { name: zh('接单') }));
    expect(await screen.findByText('确定接单吗？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: zh('确定') }));

    await waitFor(() => expect(main.callsOf('custom')).toHaveLength(1));
    expect(main.callsOf('custom')[0]).toMatchObject({ url: `${RESOURCE}/actions/receive`, payload: { items: [{ id: 1, version: 3 }, { id: 2, version: 4 }] } });
    expect(notifications.open).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', message: '接单成功 1 条，失败 1 条' }));
    // antd names every dialog by the same id in tests, so the result dialog is found by its title.
    const result = (await screen.findByText('接单结果')).closest('[role="dialog"]') as HTMLElement;
    expect(within(result).getByText('接单成功 1 条，失败 1 条')).toBeInTheDocument();
    expect(within(result).getByText('订单 250101002001')).toBeInTheDocument();
    expect(within(result).getByText('订单已拦截，不能接单')).toBeInTheDocument();
  });

  it('ask the fields once for all the rows', async () => {
    const user = userEvent.setup({ delay: null });
    const descriptor = list([], [{ action: 'transition', workflow: 'order', transition: 'dispatch' }]);
    const main = ordersProvider([order(1, 'ARRIVED')]);
    renderList(descriptor, main);
    await user.click(await screen.findByRole('checkbox', { name: '选择 250101001001' }));
    await user.click(screen.getByRole('button', { name: zh('派单') }));
    const dialog = await screen.findByRole('dialog', { name: '派单' });
    expect(within(dialog).getByText('已选 1 条')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: zh('确定') }));
    expect(await within(dialog).findByText('请选择配送安装服务商')).toBeInTheDocument();
    expect(await within(dialog).findByText('请选择预约时间')).toBeInTheDocument();
    expect(main.callsOf('custom')).toHaveLength(0);
  });

  it('are not offered to a party that may not fire them (no checkboxes for nothing)', async () => {
    signIn('consignor');
    renderList(bulkList, ordersProvider([order(1, 'WAIT_RECEIVE')]));
    await screen.findByText('250101001001');
    expect(screen.queryByRole('button', { name: zh('接单') })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});

describe('a detail screen\'s workflow actions and track', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  const detail: ShowScreen = {
    $schema: '../../schemas/screen.schema.json',
    kind: 'show',
    path: '/fixture/orders/:id',
    title: '订单详情',
    api: { resource: RESOURCE },
    sections: [
      { title: '订单信息', fields: [{ key: 'order_no', label: '订单号' }] },
      { title: '物流轨迹', timeline: { key: 'tracks' } },
    ],
    actions: [{ action: 'transitions', workflow: 'order' }],
  };
  const tracks = [
    { at: '2025-01-01 09:00:00', action: 'create', label: '下单', to: 'WAIT_RECEIVE', to_label: '待接单', user_name: '陈晓燕', party: 'merchant', company_name: '上海优品家居' },
    { at: '2025-01-01 10:30:00', action: 'receive', label: '接单', from: 'WAIT_RECEIVE', to: 'RECEIVED', to_label: '已接单', user_name: '李建国', party: 'servicer', company_name: '顺捷物流', note: '' },
    { at: '2025-01-02 08:00:00', action: 'cancel', label: '取消', from: 'RECEIVED', to: 'CANCELLED', to_label: '已取消', user_name: '李建国', party: 'servicer', company_name: '顺捷物流', note: '取消原因：客户不要了' },
  ];

  function renderDetail(record: Record<string, unknown>) {
    const main = fakeProvider('main').on('getOne', RESOURCE, () => ({ data: record }));
    renderScreen(<ShowRenderer descriptor={detail} params={{ id: '1' }} />, { route: '/fixture/orders/:id', url: '/fixture/orders/1', main });
    return main;
  }

  it('offers the record\'s allowed transitions as buttons and draws its track, newest first', async () => {
    renderDetail(order(1, 'CANCELLED', { tracks }));
    expect(await screen.findByRole('button', { name: zh('回收') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: zh('删除') })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: zh('接单') })).toBeNull();

    const timeline = screen.getByRole('region', { name: '物流轨迹' });
    const items = within(timeline).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      '取消 · 已取消2025-01-02 08:00:00 顺捷物流 李建国取消原因：客户不要了',
      '接单 · 已接单2025-01-01 10:30:00 顺捷物流 李建国',
      '下单 · 待接单2025-01-01 09:00:00 上海优品家居 陈晓燕',
    ]);
    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
  });

  it('says 暂无轨迹 for a record without a track', async () => {
    renderDetail(order(1, 'SIGNED'));
    const timeline = await screen.findByRole('region', { name: '物流轨迹' });
    expect(within(timeline).getByText('暂无轨迹')).toBeInTheDocument();
  });
});
