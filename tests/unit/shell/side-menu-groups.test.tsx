import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { MenuEntry } from '../../../src/access/menu';
import { isOpen, renderSideMenu, useMenuEntries } from './side-menu-fixture';

const entry = (id: number, pid: number, name: string, path = '', sort = 0): MenuEntry => ({ id, pid, name, path, is_hidden: 0, sort });

/** 订单管理 with a list on top and two groups of lists, as the reference server builds it. */
const ENTRIES: MenuEntry[] = [
  { ...entry(1, 0, '订单管理'), icon: 'ProfileOutlined' },
  entry(11, 1, '全部订单', '/saas/order/all/index', 1),
  entry(12, 1, '订单处理', '', 2),
  entry(13, 1, '派送签收', '', 3),
  entry(121, 12, '待处理订单', '/saas/order/pending/index', 1),
  entry(131, 13, '派单管理', '/saas/order/assign/index', 1),
  entry(132, 13, '签收复核', '/saas/order/manage/sign-recheck/index', 2),
  { ...entry(2, 0, '消息记录', '/saas/message/index'), icon: 'BellOutlined' },
];

const renderMenu = renderSideMenu;

useMenuEntries(ENTRIES);

describe('SideMenu with groups', () => {
  it('opens the directory and the group of the route it starts on and selects its entry', () => {
    renderMenu('/saas/order/manage/sign-recheck/index');
    expect(isOpen('订单管理')).toBe(true);
    expect(isOpen('派送签收')).toBe(true);
    expect(isOpen('订单处理')).toBe(false);
    expect(screen.getByText('签收复核').closest('li')).toHaveClass('ant-menu-item-selected');
    // The third level is indented below its group.
    expect(screen.getByText('签收复核').closest('.ant-menu-sub')?.parentElement?.closest('.ant-menu-sub')).not.toBeNull();
  });

  it('opens a group and navigates to its list', async () => {
    const user = userEvent.setup({ delay: null });
    renderMenu('/saas/message/index');
    await user.click(screen.getByText('订单管理'));
    await waitFor(() => expect(isOpen('订单管理')).toBe(true));
    await user.click(screen.getByText('订单处理'));
    await waitFor(() => expect(isOpen('订单处理')).toBe(true));
    // Opening a sibling group keeps the directory open and closes the other group.
    await user.click(screen.getByText('派送签收'));
    await waitFor(() => expect(isOpen('派送签收')).toBe(true));
    expect(isOpen('订单管理')).toBe(true);
    expect(isOpen('订单处理')).toBe(false);
    await user.click(screen.getByText('派单管理'));
    expect(screen.getByTestId('location')).toHaveTextContent('/saas/order/assign/index');
  });

  it('collapsed, opens a directory and a group of its own and still navigates', async () => {
    const user = userEvent.setup({ delay: null });
    renderMenu('/saas/message/index', true);
    await user.click(screen.getByText('订单管理'));
    await waitFor(() => expect(isOpen('订单管理')).toBe(true));
    await user.click(screen.getByText('派送签收'));
    await waitFor(() => expect(isOpen('派送签收')).toBe(true));
    await user.click(screen.getByText('签收复核'));
    expect(screen.getByTestId('location')).toHaveTextContent('/saas/order/manage/sign-recheck/index');
  });

  it('has no serious or critical axe finding with a group open', async () => {
    renderMenu('/saas/order/assign/index');
    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});
