import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { BROWSER_PRINT_ROOT_ID } from '../../../src/config/print';
import type { ListScreen, PrintAction, ShowScreen } from '../../../src/screen-model/types';
import { ListRenderer, ShowRenderer } from '../../../renderers/generic';
import { roleList, roleRows, roleShow } from './fixtures';
import { fakeProvider, grantMenu, listOf, menuGranting, renderScreen, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from './harness';

const route = '/saas/system/role/index';
const PRINT: PrintAction = { action: 'print', operation: 'print', label: '打印运单', template: 'WAYBILL' };
const withPrint: ListScreen = { ...roleList, rowActions: [...(roleList.rowActions ?? []), PRINT], bulkActions: [PRINT] };

const TEMPLATE = {
  id: 3, template_name: '测试运单模板', template_type: 'WAYBILL', paper_size: '100X150', print_copies: 1, is_default: 1, status: 1,
  fields: [
    { type: 'text', label: '角色', key: 'name', x: 5, y: 5, width: 80 },
    { type: 'text', label: '预算（大写）', key: 'budget', format: 'capitalAmount', x: 5, y: 15, width: 90 },
  ],
};

/** What window.print would have printed: the pages' texts at the moment it was called. */
let printed: string[][] = [];
beforeEach(() => {
  printed = [];
  vi.spyOn(window, 'print').mockImplementation(() => {
    printed.push([...document.querySelectorAll(`#${BROWSER_PRINT_ROOT_ID} [data-print-page]`)].map((page) => page.textContent ?? ''));
  });
});
afterEach(() => {
  document.getElementById(BROWSER_PRINT_ROOT_ID)?.remove();
  vi.restoreAllMocks();
});

setUpScreenTests();

/** No plug-in port in this browser: every print falls back to the browser's own. */
const noPluginPorts = () => window.localStorage.setItem('client_settings', JSON.stringify({ printPluginPorts: [] }));
const templatesOf = (records: unknown[]) => () => listOf(records as never[]);
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('print actions', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('bulk print: the selected rows print with the kind’s default template; without a plug-in the browser prints and says so', async () => {
    noPluginPorts();
    const user = userEvent.setup({ delay: null });
    const main = fakeProvider('main').on('getList', '/system/roles', () => listOf(roleRows)).on('getList', '/basic/print-templates', templatesOf([TEMPLATE]));
    renderScreen(<App><ListRenderer descriptor={withPrint} params={{}} /></App>, { route, url: route, main });
    await screen.findByText('调度员');
    const bulk = screen.getAllByRole('button', { name: /打印运单/ }).find((button) => !button.closest('.ant-table')) as HTMLElement;
    expect(bulk).toBeDisabled();
    await user.click(within(rowOf('调度员')).getByRole('checkbox'));
    await user.click(within(rowOf('财务')).getByRole('checkbox'));
    await user.click(bulk);

    await waitFor(() => expect(printed).toHaveLength(1));
    expect(printed[0]).toEqual(['角色：调度员预算（大写）：壹佰贰拾叁万肆仟伍佰陆拾柒元伍角', '角色：财务预算（大写）：']);
    expect(await screen.findByText(/未检测到打印插件.*已使用浏览器打印/)).toBeInTheDocument();
    const [templatesCall] = main.callsOf('getList').filter((call) => call.resource === '/basic/print-templates');
    expect(templatesCall?.filters).toEqual([
      { field: 'template_type', operator: 'eq', value: 'WAYBILL' },
      { field: 'status', operator: 'eq', value: 1 },
    ]);
  });

  it('row print prints that row alone', async () => {
    noPluginPorts();
    const user = userEvent.setup({ delay: null });
    const main = fakeProvider('main').on('getList', '/system/roles', () => listOf(roleRows)).on('getList', '/basic/print-templates', templatesOf([TEMPLATE]));
    renderScreen(<App><ListRenderer descriptor={withPrint} params={{}} /></App>, { route, url: route, main });
    await screen.findByText('财务');
    await user.click(within(rowOf('财务')).getByRole('button', { name: /打印运单/ }));
    await waitFor(() => expect(printed).toHaveLength(1));
    expect(printed[0]).toEqual(['角色：财务预算（大写）：']);
  });

  it('says there is no template when no enabled template of the kind can print, and prints nothing', async () => {
    noPluginPorts();
    const user = userEvent.setup({ delay: null });
    const main = fakeProvider('main').on('getList', '/system/roles', () => listOf(roleRows))
      .on('getList', '/basic/print-templates', templatesOf([{ ...TEMPLATE, template_type: 'LABEL' }]));
    renderScreen(<App><ListRenderer descriptor={withPrint} params={{}} /></App>, { route, url: route, main });
    await screen.findByText('财务');
    await user.click(within(rowOf('财务')).getByRole('button', { name: /打印运单/ }));
    expect(await screen.findByText(/没有可用的打印模板/)).toBeInTheDocument();
    expect(printed).toHaveLength(0);
  });

  it('hides print buttons from an account without 打印', async () => {
    grantMenu(menuGranting(['add', 'edit', 'delete']));
    const main = fakeProvider('main').on('getList', '/system/roles', () => listOf(roleRows));
    renderScreen(<App><ListRenderer descriptor={withPrint} params={{}} /></App>, { route, url: route, main });
    await screen.findByText('财务');
    expect(screen.queryByRole('button', { name: /打印运单/ })).toBeNull();
    // No bulk action left: no checkboxes either.
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('detail print prints the record shown', async () => {
    noPluginPorts();
    const user = userEvent.setup({ delay: null });
    const show: ShowScreen = { ...roleShow, actions: [PRINT] };
    const main = fakeProvider('main').on('getOne', '/system/roles', () => ({ data: roleRows[0] })).on('getList', '/basic/print-templates', templatesOf([TEMPLATE]));
    renderScreen(<App><ShowRenderer descriptor={show} params={{ id: '7' }} /></App>, { route: '/saas/system/role/show/:id', url: '/saas/system/role/show/7', main });
    const button = await screen.findByRole('button', { name: /打印运单/ });
    // Disabled until the record has arrived.
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(printed).toHaveLength(1));
    expect(printed[0]?.[0]).toContain('角色：调度员');
  });
});
