import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MenuEntry } from '../../../src/access/menu';
import { isOpen, renderSideMenu, submenu, useMenuEntries } from './side-menu-fixture';
import { isKnownMenuIcon } from '../../../renderers/shell/icons';
import { FALLBACK_DIRECTORY, MENU_DIRECTORIES } from '../../../server/menu/menu-directories';

const entry = (id: number, pid: number, name: string, path = '', extra: Partial<MenuEntry> = {}): MenuEntry => ({
  id, pid, name, path, is_hidden: 0, ...extra,
});

const ENTRIES: MenuEntry[] = [
  entry(1, 0, '订单管理', '', { icon: 'FileTextOutlined' }),
  entry(11, 1, '全部运单', '/saas/waybill/all/index'),
  entry(12, 1, '运单详情', '/saas/waybill/detail/:id', { is_hidden: 1 }),
  entry(2, 0, '财务管理', '', { icon: 'DollarOutlined' }),
  entry(21, 2, '结算管理', '/saas/settle/index'),
  entry(3, 0, '消息记录', '/saas/message/index'),
];

const renderMenu = (url = '/saas/message/index') => renderSideMenu(url);

useMenuEntries(ENTRIES);

describe('SideMenu', () => {
  it('draws the visible menu tree with icons and leaves hidden entries out', () => {
    renderMenu();
    expect(screen.getByText('订单管理')).toBeInTheDocument();
    expect(screen.getByText('消息记录')).toBeInTheDocument();
    expect(screen.queryByText('运单详情')).not.toBeInTheDocument();
    expect(submenu('订单管理').querySelector('.anticon-file-text')).not.toBeNull();
    expect(submenu('财务管理').querySelector('.anticon-dollar')).not.toBeNull();
    // A top-level entry without an icon of its own gets the default one (collapsed, icons are all there is).
    expect(screen.getByText('消息记录').closest('li')?.querySelector('.anticon')).not.toBeNull();
  });

  it('opens one submenu at a time and navigates on click', async () => {
    const user = userEvent.setup({ delay: null });
    renderMenu();
    await user.click(screen.getByText('订单管理'));
    await waitFor(() => expect(isOpen('订单管理')).toBe(true));
    await user.click(screen.getByText('财务管理'));
    await waitFor(() => expect(isOpen('财务管理')).toBe(true));
    expect(isOpen('订单管理')).toBe(false);
    await user.click(screen.getByText('结算管理'));
    expect(screen.getByTestId('location')).toHaveTextContent('/saas/settle/index');
  });

  it('opens the directory of the route it starts on and selects its entry', () => {
    renderMenu('/saas/waybill/all/index');
    expect(isOpen('订单管理')).toBe(true);
    expect(screen.getByText('全部运单').closest('li')).toHaveClass('ant-menu-item-selected');
  });
});

describe('menu icons', () => {
  it('bundles every icon the reference server’s menu directories name', () => {
    const missing = [...MENU_DIRECTORIES, FALLBACK_DIRECTORY].map((d) => d.icon).filter((icon) => !isKnownMenuIcon(icon));
    expect(missing).toEqual([]);
  });
});
