import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListScreen } from '../../../src/screen-model/types';
import { ListRenderer } from '../../../renderers/generic';
import { roleList, roleRows } from './fixtures';
import {
  fakeProvider,
  listOf,
  renderScreen,
  SCREEN_TEST_TIMEOUT_MS,
  setUpScreenTests,
} from './harness';

const route = '/saas/system/role/index';
const storageKey = `table_columns:v1:${route}`;

function renderList(descriptor: ListScreen = roleList) {
  const main = fakeProvider('main').on('getList', '/system/roles', () => listOf(roleRows));
  return renderScreen(<ListRenderer descriptor={descriptor} params={{}} />, { route, url: route, main });
}

/** Column titles of the table header, in order. */
function headers(): string[] {
  return Array.from(document.querySelectorAll('.ant-table-thead th'))
    .map((cell) => cell.textContent ?? '')
    .filter((title) => title !== '');
}

async function openSettings(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /列设置/ }));
  return screen.findByTestId('column-settings');
}

setUpScreenTests();

describe('ListRenderer column settings', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('hides and moves columns, remembers only the changes, and shows a column added later', async () => {
    const user = userEvent.setup({ delay: null });
    const view = renderList();
    await screen.findByText('调度员');
    expect(headers()).toEqual(['角色名称', '预算', '状态', '创建时间', '备注', '操作']);

    const panel = await openSettings(user);
    await user.click(within(panel).getByRole('checkbox', { name: '预算' }));
    await waitFor(() => expect(headers()).toEqual(['角色名称', '状态', '创建时间', '备注', '操作']));
    await user.click(within(panel).getByRole('button', { name: '上移 备注' }));
    await waitFor(() => expect(headers()).toEqual(['角色名称', '状态', '备注', '创建时间', '操作']));
    expect(JSON.parse(window.localStorage.getItem(storageKey)!)).toEqual({
      hidden: ['budget'],
      order: ['name', 'budget', 'status', 'memo', 'created_at'],
    });

    view.unmount();
    const later: ListScreen = {
      ...roleList,
      columns: [...roleList.columns.slice(0, 2), { key: 'level', title: '级别' }, ...roleList.columns.slice(2)],
    };
    renderList(later);
    await screen.findByText('调度员');
    expect(headers()).toEqual(['角色名称', '级别', '状态', '备注', '创建时间', '操作']);
  });

  it('keeps fixed columns in place and shown; 恢复默认 forgets the changes', async () => {
    const user = userEvent.setup({ delay: null });
    const fixed: ListScreen = {
      ...roleList,
      columns: roleList.columns.map((column, index) => (index === 0 ? { ...column, fixed: 'left' as const } : column)),
    };
    renderList(fixed);
    await screen.findByText('调度员');
    const panel = await openSettings(user);
    expect(within(panel).getByRole('checkbox', { name: '角色名称' })).toBeDisabled();
    expect(within(panel).queryByRole('button', { name: '上移 角色名称' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: '上移 预算' }));
    expect(within(panel).getByRole('button', { name: '上移 预算' })).toBeDisabled();
    expect(headers()[0]).toBe('角色名称');

    await user.click(within(panel).getByRole('button', { name: /恢复默认/ }));
    expect(window.localStorage.getItem(storageKey)).toBeNull();
    await waitFor(() => expect(headers()).toEqual(['角色名称', '预算', '状态', '创建时间', '备注', '操作']));
  });
});
