/** Layout of the generic list and detail screens that jsdom can see: the actions column's width and the detail card's head. */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ACTIONS_CELL_PADDING } from '../../../src/config/list';
import { actionsWidth, columnWidth, tableWidth } from '../../../src/screen-model/column-widths';
import type { ListScreen } from '../../../src/screen-model/types';
import orderAllJson from '../../../screens/orders/order-all.json';
import { ListRenderer, ShowRenderer } from '../../../renderers/generic';
import { roleList, roleRows, roleShow } from './fixtures';
import { fakeProvider, listOf, renderScreen, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from './harness';

const orderAll = orderAllJson as unknown as ListScreen;

setUpScreenTests();

describe('generic screen layout', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('sizes the fixed 操作 column by the buttons its rows show, so it does not cover the columns before it', async () => {
    // jsdom lays nothing out: each row's buttons measure 40 px per button.
    const scrollWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.hasAttribute('data-row-actions') ? this.querySelectorAll('button').length * 40 : 0;
    });
    try {
      const route = '/saas/system/role/index';
      const main = fakeProvider('main').on('getList', '/system/roles', () => listOf(roleRows, 45));
      renderScreen(<ListRenderer descriptor={roleList} params={{}} />, { route, url: route, main });
      await screen.findByText('调度员');
      const estimate = actionsWidth(roleList.rowActions ?? []);
      const buttons = Math.max(...[...document.querySelectorAll('[data-row-actions]')].map((cell) => cell.querySelectorAll('button').length));
      const measured = buttons * 40 + ACTIONS_CELL_PADDING;
      expect(measured).toBeLessThan(estimate);
      await waitFor(() => {
        const cols = [...document.querySelectorAll('colgroup col')] as HTMLElement[];
        expect(Number.parseInt(cols.at(-1)!.style.width, 10)).toBe(measured);
      });
      const table = document.querySelector('.ant-table-content table') as HTMLElement;
      const data = roleList.columns.reduce((sum, column) => sum + columnWidth(column), 0);
      expect(Number.parseInt(table.style.width, 10)).toBe(data + measured);
    } finally {
      scrollWidth.mockRestore();
    }
  });

  it('scrolls 全部订单 sideways as wide as all its columns, so 订单状态 never sits under the fixed 操作 column', async () => {
    const main = fakeProvider('main').on('getList', '/order/waybills', () => listOf([], 0));
    renderScreen(<ListRenderer descriptor={orderAll} params={{}} />, { route: orderAll.path, url: orderAll.path, main });
    await screen.findByRole('columnheader', { name: '订单状态' });
    const table = document.querySelector('.ant-table-content table') as HTMLElement;
    const width = tableWidth(orderAll.columns, orderAll.rowActions ?? [], (orderAll.bulkActions ?? []).length > 0);
    // Wider than a 1280 px window: the table scrolls sideways instead of squeezing its columns under 操作.
    expect(width).toBeGreaterThan(1280);
    await waitFor(() => expect(Number.parseInt(table.style.width, 10)).toBe(width));
    expect((document.querySelector('.ant-table-content') as HTMLElement).style.overflowX).toMatch(/auto|scroll/);
  });

  it('shows a detail\'s whole title beside its buttons (the quick view cut 运单详情 to 运单详)', async () => {
    const main = fakeProvider('main').on('getOne', '/system/roles', () => ({ data: { id: 7, name: '调度员' } }));
    renderScreen(<ShowRenderer descriptor={roleShow} params={{ id: '7' }} />, {
      route: '/saas/system/role/show/:id',
      url: '/saas/system/role/show/7',
      main,
    });
    const heading = await screen.findByRole('heading', { level: 1 });
    const title = heading.closest('.ant-card-head-title') as HTMLElement;
    // Never shrunk below its text nor cut with an ellipsis; the buttons wrap instead.
    expect(title.style.flex).toBe('1 0 auto');
    expect(title.style.overflow).toBe('visible');
    const extra = title.parentElement?.querySelector('.ant-card-extra') as HTMLElement;
    expect(extra.style.minWidth).toBe('0px');
  });
});
