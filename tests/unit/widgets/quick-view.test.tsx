import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListScreen } from '../../../src/screen-model/types';
import { ListRenderer, type GenericRendererServices } from '../../../renderers/generic';
import { roleList, roleRows, roleShow } from '../generic/fixtures';
import { fakeProvider, listOf, renderScreen, zh, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../generic/harness';

const route = '/saas/system/role/index';

const withQuickView: ListScreen = {
  ...roleList,
  rowActions: [{ action: 'quickView', label: '快速查看', to: '/saas/system/role/show/:id', width: 720 }],
};

function renderList(findScreen: GenericRendererServices['findScreen']) {
  const main = fakeProvider('main')
    .on('getList', '/system/roles', () => listOf(roleRows))
    .on('getOne', '/system/roles', () => ({ data: { ...roleRows[0], owner: { name: '王小明' } } }));
  renderScreen(<ListRenderer descriptor={withQuickView} params={{}} />, {
    route,
    url: route,
    main,
    services: { exportDownload: () => Promise.reject(new Error('no export expected')), findScreen },
  });
  return main;
}

setUpScreenTests();

describe('quick view row action', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('opens the row detail in a drawer beside the list, which stays in view', async () => {
    const user = userEvent.setup({ delay: null });
    const findScreen = vi.fn(async (pathname: string) =>
      pathname === '/saas/system/role/show/7' ? { descriptor: roleShow, params: { id: '7' } } : undefined,
    );
    const main = renderList(findScreen);
    const row = (await screen.findByText('调度员')).closest('tr') as HTMLElement;
    expect(findScreen).not.toHaveBeenCalled();
    expect(main.callsOf('getOne')).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: '快速查看' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('王小明')).toBeInTheDocument();
    expect(findScreen).toHaveBeenCalledWith('/saas/system/role/show/7');
    expect(main.callsOf('getOne')[0]).toMatchObject({ resource: '/system/roles', id: '7' });
    expect(within(drawer).getByText('角色详情')).toBeInTheDocument();
    // The detail inside the drawer has no back button; the list behind it is still there.
    expect(within(drawer).queryByRole('button', { name: zh('返回') })).toBeNull();
    expect((document.querySelector('.drawer-panel .ant-drawer-content-wrapper') as HTMLElement).style.width).toBe('720px');
    expect(row).toBeVisible();
    expect(within(drawer).getByText('调度员')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(document.querySelector('.drawer-panel.ant-drawer-open')).toBeNull());
  });

  it('says so when the detail route cannot be opened (not allowed or not a detail screen)', async () => {
    const user = userEvent.setup({ delay: null });
    renderList(async () => undefined);
    const row = (await screen.findByText('调度员')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: '快速查看' }));
    expect(await within(await screen.findByRole('dialog')).findByText('无法打开该详情')).toBeInTheDocument();
  });
});
