// Row call actions that send the row's key in their body (`idKey`) and open a dialog first (`dialog`): the
// subscription list's 停用/启用 (POST updateStatus {id, status}) and 续费 (GET renew ?id, then POST renew {id, months}).
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CallAction, ListScreen } from '../../../src/screen-model/types';
import { ListRenderer } from '../../../renderers/generic';
import { fakeNotifications, fakeProvider, listOf, renderScreen, zh, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests, type FakeProvider } from './harness';

const route = '/saas/salesCenter/subscription/index';
const RESOURCE = '/user/user_subscription';

const renew: CallAction = {
  action: 'call', label: '续费', operation: 'edit', api: '/user/user_subscription/renew', idKey: 'id', success: '续费成功',
  dialog: {
    title: '订阅续费',
    load: '/user/user_subscription/renew',
    loadParams: { id: '{id}' },
    show: [
      { key: 'company_name', label: '企业名称' },
      { key: 'hosting_end', label: '当前到期日期', format: { name: 'date' } },
    ],
    fields: [{
      key: 'months', label: '续费时长', widget: 'select',
      optionsFrom: { dataKey: 'periods', valueKey: 'months', labelKey: 'label' },
      rules: [{ name: 'required', message: '请选择续费时长' }],
    }],
  },
  visibleWhen: { fact: 'status', operator: 'in', value: ['ACTIVE', 'EXPIRED'] },
};
const disable: CallAction = {
  action: 'call', label: '停用', operation: 'enable', api: '/user/user_subscription/updateStatus', idKey: 'id',
  body: { status: 'DISABLED' }, confirm: '确定停用该订阅吗？', success: '已停用', danger: true,
  visibleWhen: { fact: 'status', operator: 'equal', value: 'ACTIVE' },
};

const subscriptions: ListScreen = {
  $schema: '../../schemas/screen.schema.json',
  kind: 'list',
  path: route,
  title: '订阅管理',
  api: { resource: RESOURCE, list: '/user/user_subscription/list' },
  columns: [
    { key: 'subscription_no', title: '订阅单号' },
    { key: 'hosting_end', title: '到期日期', format: { name: 'date' } },
    { key: 'status', title: '订阅状态' },
  ],
  rowActions: [renew, disable],
};

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

function subscriptionsProvider(rows: Array<Record<string, unknown>>): FakeProvider {
  return fakeProvider('main').on('getList', '/user/user_subscription/list', () => listOf(rows.map((row) => ({ ...row }))));
}

setUpScreenTests();

describe('call actions with idKey and a dialog', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('停用 asks first, then posts the row key and the fixed body, and reloads', async () => {
    const user = userEvent.setup({ delay: null });
    const rows = [{ id: 12, subscription_no: 'SUB202501080012', hosting_end: '2026-05-31', status: 'ACTIVE' }];
    const main = subscriptionsProvider(rows).on('custom', '/user/user_subscription/updateStatus', (params) => {
      rows[0]!.status = 'DISABLED';
      return { data: { id: (params.payload as { id: number }).id, status: 'DISABLED' } };
    });
    const notifications = fakeNotifications();
    renderScreen(<ListRenderer descriptor={subscriptions} params={{}} />, { route, url: route, main, notifications });
    await screen.findByText('SUB202501080012');

    await user.click(await within(rowOf('SUB202501080012')).findByRole('button', { name: zh('停用') }));
    await user.click(await screen.findByRole('button', { name: zh('确定') }));

    await waitFor(() => expect(main.callsOf('custom')).toHaveLength(1));
    expect(main.callsOf('custom')[0]).toMatchObject({ url: '/user/user_subscription/updateStatus', method: 'post', payload: { id: 12, status: 'DISABLED' } });
    expect(notifications.open).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', message: '已停用' }));
    // The list reloads: the row is no longer active, so neither 停用 nor 续费 shows.
    await waitFor(() => expect(within(rowOf('SUB202501080012')).queryByRole('button', { name: zh('停用') })).toBeNull());
  });

  it('续费 loads the offer for the row, asks the period, posts {id, months} and shows the new end date', async () => {
    const user = userEvent.setup({ delay: null });
    const rows = [{ id: 12, subscription_no: 'SUB202501080012', hosting_end: '2026-05-31', status: 'ACTIVE' }];
    const main = subscriptionsProvider(rows)
      .on('custom', '/user/user_subscription/renew', (params) => {
        if (params.method === 'get') {
          return {
            data: {
              id: 12, company_name: '上海顺捷供应链管理有限公司', hosting_end: '2026-05-31',
              periods: [{ months: 1, label: '1个月（¥399.00，到期日延至 2026-06-30）' }, { months: 12, label: '12个月（¥3,990.00，到期日延至 2027-05-31）' }],
            },
          };
        }
        rows[0]!.hosting_end = '2027-05-31';
        return { data: { subscription: rows[0] } };
      });
    const notifications = fakeNotifications();
    renderScreen(<ListRenderer descriptor={subscriptions} params={{}} />, { route, url: route, main, notifications });
    await screen.findByText('SUB202501080012');

    await user.click(await within(rowOf('SUB202501080012')).findByRole('button', { name: zh('续费') }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('上海顺捷供应链管理有限公司')).toBeInTheDocument();
    expect(within(dialog).getByText('订阅续费')).toBeInTheDocument();
    const loads = main.callsOf('custom').filter((call) => call.method === 'get');
    expect(loads[0]).toMatchObject({ url: '/user/user_subscription/renew', query: { id: '12' } });

    // 确定 without a period says what is missing and calls nothing.
    await user.click(within(dialog).getByRole('button', { name: zh('确定') }));
    expect(await within(dialog).findByText('请选择续费时长')).toBeInTheDocument();
    expect(main.callsOf('custom').filter((call) => call.method === 'post')).toHaveLength(0);

    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    await user.click((await screen.findAllByTitle('12个月（¥3,990.00，到期日延至 2027-05-31）')).at(-1)!);
    await user.click(within(dialog).getByRole('button', { name: zh('确定') }));

    await waitFor(() => expect(main.callsOf('custom').filter((call) => call.method === 'post')).toHaveLength(1));
    expect(main.callsOf('custom').find((call) => call.method === 'post')).toMatchObject({ url: '/user/user_subscription/renew', payload: { id: 12, months: 12 } });
    expect(notifications.open).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', message: '续费成功' }));
    expect(await screen.findByText('2027-05-31')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps 确定 off when the offer cannot be loaded', async () => {
    const user = userEvent.setup({ delay: null });
    const rows = [{ id: 5, subscription_no: 'SUB202501080005', hosting_end: '2025-01-31', status: 'EXPIRED' }];
    const main = subscriptionsProvider(rows).on('custom', '/user/user_subscription/renew', () => {
      throw Object.assign(new Error('已取消的订阅不能续费'), { statusCode: 400 });
    });
    renderScreen(<ListRenderer descriptor={subscriptions} params={{}} />, { route, url: route, main });
    await screen.findByText('SUB202501080005');
    await user.click(await within(rowOf('SUB202501080005')).findByRole('button', { name: zh('续费') }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('加载失败')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: zh('确定') })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: zh('取消') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
