import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListScreen } from '../../../src/screen-model/types';
import { ListRenderer } from '../../../renderers/generic';
import { roleList, roleRows } from './fixtures';
import {
  fakeNotifications,
  fakeProvider,
  listOf,
  renderScreen,
  zh,
  type FakeProvider,
  SCREEN_TEST_TIMEOUT_MS,
  setUpScreenTests,
} from './harness';

const route = '/saas/system/role/index';

const withCalls: ListScreen = {
  ...roleList,
  rowActions: [
    ...(roleList.rowActions ?? []),
    { action: 'call', operation: 'enable', label: '停用', api: '/system/roles/{id}/disable', method: 'PUT', confirm: '确定停用该角色吗？', success: '已停用' },
    { action: 'call', operation: 'push', label: '刷新缓存', api: '/system/roles/{id}/refresh' },
  ],
  bulkActions: [
    { action: 'call', operation: 'delete', label: '批量删除', api: '/system/roles/batch-delete', method: 'DELETE', confirm: '确定删除选中的角色吗？', success: '已删除', idsKey: 'role_ids' },
    { action: 'call', operation: 'enable', label: '批量启用', api: '/system/roles/batch-enable', body: { status: 1 } },
  ],
};

function renderList(main: FakeProvider, descriptor: ListScreen = withCalls) {
  const notifications = fakeNotifications();
  renderScreen(<ListRenderer descriptor={descriptor} params={{}} />, { route, url: route, main, notifications });
  return notifications;
}

const rolesMain = () => fakeProvider('main').on('getList', '/system/roles', () => listOf(roleRows));
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

setUpScreenTests();

describe('ListRenderer call actions', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('row call: asks, calls the filled API through Refine, tells success and reloads the list', async () => {
    const user = userEvent.setup({ delay: null });
    const main = rolesMain().on('custom', '/system/roles/7/disable', () => ({ data: {} }));
    const notifications = renderList(main);
    await screen.findByText('调度员');
    const before = main.callsOf('getList').length;

    await user.click(within(rowOf('调度员')).getByRole('button', { name: zh('停用') }));
    expect(await screen.findByText('确定停用该角色吗？')).toBeInTheDocument();
    expect(main.callsOf('custom')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: zh('确定') }));

    await waitFor(() => expect(main.callsOf('custom')).toHaveLength(1));
    expect(main.callsOf('custom')[0]).toMatchObject({ url: '/system/roles/7/disable', method: 'put' });
    await waitFor(() => expect(notifications.open).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', message: '已停用' })));
    await waitFor(() => expect(main.callsOf('getList').length).toBeGreaterThan(before));
  });

  it('row call without confirm: POSTs on click with the default success message', async () => {
    const user = userEvent.setup({ delay: null });
    const main = rolesMain().on('custom', '/system/roles/8/refresh', () => ({ data: {} }));
    const notifications = renderList(main);
    await screen.findByText('财务');
    await user.click(within(rowOf('财务')).getByRole('button', { name: '刷新缓存' }));
    await waitFor(() => expect(main.callsOf('custom')[0]).toMatchObject({ url: '/system/roles/8/refresh', method: 'post' }));
    await waitFor(() => expect(notifications.open).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', message: '操作成功' })));
  });

  it('bulk call: rows get checkboxes, the call sends the selected ids, then reloads and clears the selection', async () => {
    const user = userEvent.setup({ delay: null });
    const main = rolesMain().on('custom', '/system/roles/batch-delete', () => ({ data: {} }));
    const notifications = renderList(main);
    await screen.findByText('调度员');
    const bulk = screen.getByRole('button', { name: '批量删除' });
    expect(bulk).toBeDisabled();

    await user.click(within(rowOf('调度员')).getByRole('checkbox'));
    await user.click(within(rowOf('财务')).getByRole('checkbox'));
    expect(screen.getByText('已选 2 条')).toBeInTheDocument();
    await waitFor(() => expect(bulk).toBeEnabled());
    const before = main.callsOf('getList').length;

    await user.click(bulk);
    expect(await screen.findByText('确定删除选中的角色吗？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: zh('确定') }));

    await waitFor(() => expect(main.callsOf('custom')).toHaveLength(1));
    expect(main.callsOf('custom')[0]).toMatchObject({ url: '/system/roles/batch-delete', method: 'delete', payload: { role_ids: [7, 8] } });
    await waitFor(() => expect(notifications.open).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', message: '已删除' })));
    await waitFor(() => expect(main.callsOf('getList').length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByText('已选 2 条')).toBeNull());
    expect(within(rowOf('调度员')).getByRole('checkbox')).not.toBeChecked();
  });

  it('bulk call: sends the action body with the ids under "ids" by default', async () => {
    const user = userEvent.setup({ delay: null });
    const main = rolesMain().on('custom', '/system/roles/batch-enable', () => ({ data: {} }));
    renderList(main);
    await screen.findByText('财务');
    await user.click(within(rowOf('财务')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '批量启用' }));
    await waitFor(() => expect(main.callsOf('custom')[0]).toMatchObject({ method: 'post', payload: { status: 1, ids: [8] } }));
  });

  it('shows no checkboxes without bulk actions', async () => {
    renderList(rolesMain(), roleList);
    await screen.findByText('调度员');
    expect(within(rowOf('调度员')).queryByRole('checkbox')).toBeNull();
  });

  it('sends api.params with every list request, next to the filters', async () => {
    const user = userEvent.setup({ delay: null });
    const main = rolesMain();
    renderList(main, { ...roleList, api: { resource: '/system/roles', params: { status: 'WAIT_RECEIVE', is_timed_out: 0 } } });
    await screen.findByText('调度员');
    expect(main.callsOf('getList')[0]?.filters).toEqual([
      { field: 'status', operator: 'eq', value: 'WAIT_RECEIVE' },
      { field: 'is_timed_out', operator: 'eq', value: 0 },
    ]);
    await user.type(screen.getByPlaceholderText('请输入角色名称'), '调度');
    await user.click(screen.getByRole('button', { name: zh('查询') }));
    await waitFor(() =>
      expect(main.callsOf('getList').at(-1)?.filters).toEqual(
        expect.arrayContaining([
          { field: 'status', operator: 'eq', value: 'WAIT_RECEIVE' },
          { field: 'is_timed_out', operator: 'eq', value: 0 },
          { field: 'name', operator: 'contains', value: '调度' },
        ]),
      ),
    );
    await user.click(screen.getByRole('button', { name: zh('重置') }));
    await waitFor(() =>
      expect(main.callsOf('getList').at(-1)?.filters).toEqual([
        { field: 'status', operator: 'eq', value: 'WAIT_RECEIVE' },
        { field: 'is_timed_out', operator: 'eq', value: 0 },
      ]),
    );
  });
});

describe('ListRenderer row actions with visibleWhen', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  const toggles: ListScreen = {
    ...roleList,
    rowActions: [
      { action: 'call', operation: 'enable', label: '启用', api: '/system/roles/{id}', method: 'PUT', body: { status: 1 }, visibleWhen: { fact: 'status', operator: 'equal', value: 0 } },
      { action: 'call', operation: 'enable', label: '停用', api: '/system/roles/{id}', method: 'PUT', body: { status: 0 }, visibleWhen: { fact: 'status', operator: 'equal', value: 1 } },
      {
        action: 'show',
        label: '查看',
        to: '/saas/system/role/show/:id',
        visibleWhen: { any: [{ fact: 'memo', operator: 'notEqual', value: '' }, { fact: 'budget', operator: 'greaterThan', value: 0 }] },
      },
    ],
  };

  it('shows each action only on the rows its condition matches', async () => {
    renderList(rolesMain(), toggles);
    await screen.findByText('调度员');
    const enabled = rowOf('调度员');
    const disabled = rowOf('财务');
    await waitFor(() => expect(within(enabled).getByRole('button', { name: zh('停用') })).toBeInTheDocument());
    expect(within(enabled).queryByRole('button', { name: zh('启用') })).toBeNull();
    expect(within(enabled).getByRole('button', { name: zh('查看') })).toBeInTheDocument();
    await waitFor(() => expect(within(disabled).getByRole('button', { name: zh('启用') })).toBeInTheDocument());
    expect(within(disabled).queryByRole('button', { name: zh('停用') })).toBeNull();
    // 财务 has neither a memo nor a budget.
    expect(within(disabled).queryByRole('button', { name: zh('查看') })).toBeNull();
  });
});
