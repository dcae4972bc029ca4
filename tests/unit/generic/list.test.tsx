import { Activity, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_SIZE_STORAGE_PREFIX } from '../../../src/config/constants';
import { ListRenderer, type ExportRequest } from '../../../renderers/generic';
import { roleList, roleRows } from './fixtures';
import {
  fakeNotifications,
  fakeProvider,
  findLocation,
  listOf,
  renderScreen,
  zh,
  type CallParams,
  SCREEN_TEST_TIMEOUT_MS,
  setUpScreenTests,
} from './harness';

const route = '/saas/system/role/index';

function mainWithRoles(total = 45) {
  return fakeProvider('main').on('getList', '/system/roles', () => listOf(roleRows, total));
}

function renderList(main = mainWithRoles(), extra: Partial<Parameters<typeof renderScreen>[1]> = {}) {
  return renderScreen(<ListRenderer descriptor={roleList} params={{}} />, { route, url: route, main, ...extra });
}

function pagination(call: CallParams | undefined) {
  return call?.pagination as { currentPage: number; pageSize: number } | undefined;
}

/** Opens an antd select and picks an option by its text. */
async function pick(user: ReturnType<typeof userEvent.setup>, container: HTMLElement, option: string) {
  fireEvent.mouseDown(within(container).getByRole('combobox'));
  const choices = await screen.findAllByTitle(option);
  await user.click(choices[choices.length - 1]!);
}

setUpScreenTests();

describe('ListRenderer', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('requests page 1 with 20 rows and renders formatted cells', async () => {
    const main = mainWithRoles();
    renderList(main);

    expect(await screen.findByText('调度员')).toBeInTheDocument();
    expect(pagination(main.callsOf('getList')[0])).toMatchObject({ currentPage: 1, pageSize: 20 });
    expect(main.callsOf('getList')[0]?.dataProviderName ?? 'default').toBe('default');

    expect(screen.getByRole('heading', { name: '角色管理' })).toBeInTheDocument();
    expect(screen.getByText('调度员').closest('a')).toHaveAttribute('href', '/saas/system/role/show/7');
    expect(screen.getByText('1,234,567.50')).toBeInTheDocument();
    expect(screen.getByText('启用')).toHaveClass('ant-tag');
    expect(screen.getByText('停用')).toHaveClass('ant-tag');
    expect(screen.getByText('2024-03-05 08:09:10')).toBeInTheDocument();
    // Empty money and memo cells show '-'; the long memo is cut at 20 characters.
    const secondRow = screen.getByText('财务').closest('tr')!;
    expect(within(secondRow).getAllByText('-')).toHaveLength(2);
    expect(screen.getByText('负责华东区域所有干线与支线车辆的调度和异...')).toBeInTheDocument();
    expect(screen.getByText('共 45 条')).toBeInTheDocument();
  });

  it('uses the table data provider for the table convention', async () => {
    const main = fakeProvider('main');
    const table = fakeProvider('table').on('getList', '/system/roles', () => listOf(roleRows));
    renderScreen(<ListRenderer descriptor={{ ...roleList, api: { resource: '/system/roles', convention: 'table' } }} params={{}} />, {
      route,
      url: route,
      main,
      table,
    });
    expect(await screen.findByText('调度员')).toBeInTheDocument();
    expect(main.calls).toHaveLength(0);
  });

  it('requests 50 rows after choosing 50 per page and remembers the choice', async () => {
    const user = userEvent.setup({ delay: null });
    const main = mainWithRoles(120);
    const view = renderList(main);
    await screen.findByText('调度员');

    const sizeChanger = document.querySelector<HTMLElement>('.ant-pagination-options')!;
    await pick(user, sizeChanger, '50 / page');

    await waitFor(() => expect(pagination(main.callsOf('getList').at(-1))).toMatchObject({ currentPage: 1, pageSize: 50 }));
    expect(window.localStorage.getItem(PAGE_SIZE_STORAGE_PREFIX + roleList.path)).toBe('50');

    view.unmount();
    const again = mainWithRoles(120);
    renderList(again);
    await screen.findByText('调度员');
    expect(pagination(again.callsOf('getList')[0])).toMatchObject({ currentPage: 1, pageSize: 50 });
  });

  it('sends the filters and goes back to page 1 on 查询', async () => {
    const user = userEvent.setup({ delay: null });
    const main = mainWithRoles(120);
    renderList(main);
    await screen.findByText('调度员');

    await user.click(screen.getByTitle('3'));
    await waitFor(() => expect(pagination(main.callsOf('getList').at(-1))?.currentPage).toBe(3));

    await user.type(screen.getByPlaceholderText('请输入角色名称'), ' 调度 ');
    const statusItem = screen.getByText('状态', { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
    await pick(user, statusItem, '停用');
    await user.click(screen.getByRole('button', { name: zh('查询') }));

    await waitFor(() => {
      const last = main.callsOf('getList').at(-1);
      expect(last?.filters).toEqual([
        { field: 'name', operator: 'contains', value: '调度' },
        { field: 'status', operator: 'eq', value: 0 },
      ]);
      expect(pagination(last)?.currentPage).toBe(1);
    });

    await user.click(screen.getByRole('button', { name: zh('重置') }));
    await waitFor(() => expect(main.callsOf('getList').at(-1)?.filters).toEqual([]));
    expect(screen.getByPlaceholderText('请输入角色名称')).toHaveValue('');
  });

  it('deletes a row after confirmation and refetches', async () => {
    const user = userEvent.setup({ delay: null });
    const notifications = fakeNotifications();
    const main = mainWithRoles().on('deleteOne', '/system/roles', () => ({ data: {} }));
    renderList(main, { notifications });
    await screen.findByText('调度员');
    const before = main.callsOf('getList').length;

    const row = screen.getByText('调度员').closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定删除该角色吗？')).toBeInTheDocument();
    expect(main.callsOf('deleteOne')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: zh('确定') }));

    await waitFor(() => expect(main.callsOf('deleteOne')).toHaveLength(1));
    expect(main.callsOf('deleteOne')[0]).toMatchObject({ resource: '/system/roles', id: 7 });
    await waitFor(() => expect(main.callsOf('getList').length).toBeGreaterThan(before));
    expect(notifications.open).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', message: '删除成功' }));
  });

  it('opens the show and edit routes of a row and the create route', async () => {
    const user = userEvent.setup({ delay: null });
    const view = renderList();
    await screen.findByText('调度员');
    await user.click(within(screen.getByText('财务').closest('tr')!).getByRole('button', { name: '编辑' }));
    expect(await findLocation()).toBe('/saas/system/role/update/8');
    view.unmount();

    renderList();
    await screen.findByText('调度员');
    await user.click(screen.getByRole('button', { name: /新增角色/ }));
    expect(await findLocation()).toBe('/saas/system/role/add');
  });

  it('exports with the current filters and shows the progress on the button meanwhile', async () => {
    const user = userEvent.setup({ delay: null });
    let finish: () => void = () => undefined;
    let report: (percent: number | undefined, loadedBytes: number) => void = () => undefined;
    const exportDownload = vi.fn((request: ExportRequest) => {
      report = request.onProgress ?? report;
      return new Promise<void>((resolve) => { finish = resolve; });
    });
    renderList(mainWithRoles(), { services: { exportDownload } });
    await screen.findByText('调度员');

    await user.type(screen.getByPlaceholderText('请输入角色名称'), '调度');
    await user.click(screen.getByRole('button', { name: zh('查询') }));
    const exportButton = screen.getByRole('button', { name: /导\s*出/ });
    await waitFor(() => expect(exportButton).toBeEnabled());
    await user.click(exportButton);

    expect(exportDownload).toHaveBeenCalledWith({
      api: '/system/roles/export',
      convention: 'main',
      // The server writes this list's columns in the file type of the extension (docs/exports-and-import.md).
      params: { name: '调度', export_screen: '/saas/system/role/index', export_format: 'xlsx' },
      filePrefix: '角色',
      extension: '.xlsx',
      onProgress: expect.any(Function),
    });
    await waitFor(() => expect(exportButton).toHaveClass('ant-btn-loading'));
    expect(exportButton).toHaveTextContent('导出中');
    // A streamed export has no length: the button shows what has arrived.
    act(() => report(undefined, 3 * 1024 * 1024 + 200 * 1024));
    expect(exportButton).toHaveTextContent('导出中 3.2 MB');
    act(() => report(45, 45));
    expect(exportButton).toHaveTextContent('导出中 45%');
    act(() => report(100, 100));
    expect(exportButton).toHaveTextContent('导出中 100%');
    finish();
    await waitFor(() => expect(exportButton).not.toHaveClass('ant-btn-loading'));
    expect(exportButton).toHaveTextContent(/^导\s*出$/);
  });

  it('keeps its page and filters while its tab is hidden and shown again', async () => {
    const user = userEvent.setup({ delay: null });
    const main = mainWithRoles(120);
    function Tabs() {
      const [visible, setVisible] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setVisible((v) => !v)}>toggle</button>
          <Activity mode={visible ? 'visible' : 'hidden'}>
            <ListRenderer descriptor={roleList} params={{}} />
          </Activity>
        </>
      );
    }
    renderScreen(<Tabs />, { route, url: route, main });
    await screen.findByText('调度员');
    await user.type(screen.getByPlaceholderText('请输入角色名称'), '调度');
    await user.click(screen.getByRole('button', { name: zh('查询') }));
    await user.click(await screen.findByTitle('2'));
    await waitFor(() => expect(pagination(main.callsOf('getList').at(-1))?.currentPage).toBe(2));

    await user.click(screen.getByRole('button', { name: 'toggle' }));
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    await waitFor(() => expect(screen.getByPlaceholderText('请输入角色名称')).toBeVisible());
    expect(screen.getByPlaceholderText('请输入角色名称')).toHaveValue('调度');
    const last = main.callsOf('getList').at(-1);
    expect(pagination(last)?.currentPage).toBe(2);
    expect(last?.filters).toEqual([{ field: 'name', operator: 'contains', value: '调度' }]);
  });
});
