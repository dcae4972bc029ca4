import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { TabKeyContext } from '../../../src/app/tab-context';
import type { MenuEntry } from '../../../src/access/menu';
import type { OperationCode } from '../../../src/config/operation-codes';
import { OPERATION_CODE_LIST } from '../../../src/config/operation-codes';
import type { ListScreen } from '../../../src/screen-model/types';
import { ListRenderer, ShowRenderer } from '../../../renderers/generic';
import { roleList, roleRows, roleShow } from './fixtures';
import {
  fakeProvider,
  grantMenu,
  listOf,
  menuGranting,
  renderScreen,
  zh,
  SCREEN_TEST_TIMEOUT_MS,
  setUpScreenTests,
} from './harness';

const route = '/saas/system/role/index';

const withCalls: ListScreen = {
  ...roleList,
  aliases: ['/saas/system/role/index/:tab'],
  rowActions: [
    ...(roleList.rowActions ?? []),
    { action: 'call', operation: 'audit', label: '通过', api: '/system/roles/{id}/approve', method: 'PUT' },
    { action: 'call', operation: 'enable', label: '停用', api: '/system/roles/{id}/disable', method: 'PUT' },
  ],
  bulkActions: [{ action: 'call', operation: 'enable', label: '批量启用', api: '/system/roles/batch-enable' }],
};

/** The menu entry of the role list granting `codes`, beside another page granting every code. */
function menuFor(codes: readonly OperationCode[], path = route): MenuEntry[] {
  const other = menuGranting(OPERATION_CODE_LIST, '/saas/system/account/index').map((entry) => ({ ...entry, id: 2 }));
  return [...menuGranting(codes, path), ...other];
}

async function renderList(url = route) {
  const main = fakeProvider('main').on('getList', '/system/roles', () => listOf(roleRows));
  renderScreen(
    <TabKeyContext.Provider value={url}>
      <ListRenderer descriptor={withCalls} params={{}} pathname={url} />
    </TabKeyContext.Provider>,
    { route: '/saas/system/role/index/*', url, main },
  );
  await screen.findByText('调度员');
}

const button = (name: string | RegExp) => screen.queryByRole('button', { name });
const rowButtons = () => within(screen.getByText('调度员').closest('tr') as HTMLElement).queryAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''));

setUpScreenTests();

describe('list buttons follow the operation codes of the menu entry for the screen', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('finance (edit, export, audit) sees 导出 and 编辑 but no 新增 or 删除', async () => {
    grantMenu(menuFor(['edit', 'export', 'audit']));
    await renderList();
    expect(button(/导\s*出/)).toBeInTheDocument();
    expect(button(/新增角色/)).not.toBeInTheDocument();
    expect(rowButtons()).toEqual(['查看', '编辑', '通过']);
    // No bulk call is granted: no bulk button and no row checkboxes.
    expect(button('批量启用')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('the admin (every code) sees every button', async () => {
    grantMenu(menuFor(OPERATION_CODE_LIST));
    await renderList();
    expect(button(/新增角色/)).toBeInTheDocument();
    expect(button(/导\s*出/)).toBeInTheDocument();
    expect(button('批量启用')).toBeInTheDocument();
    expect(rowButtons()).toEqual(['查看', '编辑', '删除', '通过', '停用']);
  });

  it("a call action's button shows exactly when its own code is granted", async () => {
    grantMenu(menuFor(['enable']));
    await renderList();
    expect(rowButtons()).toEqual(['查看', '停用']);
    expect(button('批量启用')).toBeInTheDocument();
  });

  it("another page's codes do not grant buttons on this one", async () => {
    grantMenu(menuFor([]));
    await renderList();
    expect(rowButtons()).toEqual(['查看']);
    expect(button(/导\s*出/)).not.toBeInTheDocument();
  });

  it('uses the entry of the alias the screen was opened at', async () => {
    grantMenu([...menuFor(['export']), ...menuGranting(['add'], '/saas/system/role/index/:tab').map((entry) => ({ ...entry, id: 3 }))]);
    await renderList('/saas/system/role/index/mine');
    expect(button(/新增角色/)).toBeInTheDocument();
    expect(button(/导\s*出/)).not.toBeInTheDocument();
  });

  it('without any entry for the screen, the codes of the whole menu apply', async () => {
    grantMenu(menuGranting(['add'], '/saas/system/account/index'));
    await renderList();
    expect(button(/新增角色/)).toBeInTheDocument();
    expect(rowButtons()).toEqual(['查看']);
  });
});

describe('detail buttons follow the operation codes', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  const show = {
    ...roleShow,
    actions: [{ action: 'call' as const, operation: 'audit' as const, label: '通过', api: '/system/roles/{id}/approve' }],
  };
  const renderShow = async () => {
    const main = fakeProvider('main').on('getOne', '/system/roles', () => ({ data: roleRows[0] }));
    renderScreen(<ShowRenderer descriptor={show} params={{ id: '7' }} />, { route: '/saas/system/role/show/:id', url: '/saas/system/role/show/7', main });
    await screen.findByText('调度员');
  };

  it('shows 编辑 with edit and a call with its code', async () => {
    grantMenu(menuFor(['edit', 'audit'], '/saas/system/role/show/:id'));
    await renderShow();
    expect(button(zh('编辑'))).toBeInTheDocument();
    expect(button(zh('通过'))).toBeInTheDocument();
  });

  it('hides them without the codes', async () => {
    grantMenu(menuFor(['export'], '/saas/system/role/show/:id'));
    await renderShow();
    expect(button(zh('返回'))).toBeInTheDocument();
    expect(button(zh('编辑'))).not.toBeInTheDocument();
    expect(button(zh('通过'))).not.toBeInTheDocument();
  });
});
