/** What the side menu tests share: entries in the menu store, the menu rendered at a route, and its submenus. */
import { afterEach, beforeEach } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { useMenuStore } from '../../../src/access/menu-store';
import type { MenuEntry } from '../../../src/access/menu';
import { SideMenu } from '../../../renderers/shell/SideMenu';

/** Shows the router's path, so a test sees where a click went. */
function Location() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

export function renderSideMenu(url: string, collapsed = false) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <SideMenu collapsed={collapsed} />
      <Location />
    </MemoryRouter>,
  );
}

export const submenu = (name: string) => screen.getByText(name).closest('.ant-menu-submenu') as HTMLElement;
export const isOpen = (name: string) => submenu(name).classList.contains('ant-menu-submenu-open');

/** Puts `entries` in the menu store before each test and empties it after. */
export function useMenuEntries(entries: MenuEntry[]): void {
  beforeEach(() => useMenuStore.getState().setEntries(entries));
  afterEach(() => {
    cleanup();
    useMenuStore.getState().reset();
  });
}
