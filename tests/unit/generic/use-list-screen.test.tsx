import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { TablePaginationConfig, TableProps } from 'antd';
import { PAGE_SIZE_STORAGE_PREFIX } from '../../../src/config/constants';
import type { ListScreen } from '../../../src/screen-model/types';
import type { Row } from '../../../renderers/generic/paths';
import { useListScreen, type ListScreenOptions } from '../../../renderers/generic/list/useListScreen';
import { roleList, roleRows } from './fixtures';
import { fakeProvider, listOf, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests, TestApp, type FakeProvider } from './harness';

const route = '/saas/system/role/index';

setUpScreenTests();

function renderListScreen(main: FakeProvider, options: Partial<ListScreenOptions> & { url?: string } = {}) {
  const { url = route, ...overrides } = options;
  const wrapper = ({ children }: { children: ReactNode }) => <TestApp options={{ route, url, main }}>{children}</TestApp>;
  return renderHook((props: ListScreenOptions) => useListScreen(props), {
    wrapper,
    initialProps: { descriptor: roleList, params: {}, urlSearch: '', ...overrides },
  });
}

function pagination(call: Record<string, unknown> | undefined) {
  return call?.pagination as { currentPage: number; pageSize: number } | undefined;
}

/** A page change as the table reports it. */
function changePage(change: TablePaginationConfig): Parameters<NonNullable<TableProps<Row>['onChange']>> {
  return [change, {}, [], { action: 'paginate', currentDataSource: [] }];
}

describe('useListScreen', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('asks with the URL’s filters first and fills the filter form with them', async () => {
    const main = fakeProvider('main').on('getList', '/system/roles', () => listOf(roleRows));
    const { result } = renderListScreen(main, { urlSearch: '?name=调度&status=1&other=x' });

    await waitFor(() => expect(result.current.rows).toEqual(roleRows));
    const filters = [
      { field: 'name', operator: 'contains', value: '调度' },
      { field: 'status', operator: 'eq', value: 1 },
    ];
    expect(main.callsOf('getList')[0]?.filters).toEqual(filters);
    expect(result.current.filters).toEqual(filters);
    // The form is drawn by the view; its store holds the URL's values already.
    const form = result.current.filterFormProps.form;
    expect([form?.getFieldValue('name'), form?.getFieldValue('status')]).toEqual(['调度', 1]);
  });

  it('applies a later query’s filters as a new search from page 1', async () => {
    const main = fakeProvider('main').on('getList', '/system/roles', () => listOf(roleRows));
    const { result, rerender } = renderListScreen(main, { urlSearch: '?name=调度' });
    await waitFor(() => expect(result.current.rows).toEqual(roleRows));

    rerender({ descriptor: roleList, params: {}, urlSearch: '?name=财务' });
    await waitFor(() => expect(main.callsOf('getList').at(-1)?.filters).toEqual([{ field: 'name', operator: 'contains', value: '财务' }]));
    expect(pagination(main.callsOf('getList').at(-1))?.currentPage).toBe(1);
    expect(result.current.filterFormProps.form?.getFieldValue('name')).toBe('财务');
  });

  it('starts with the page size last chosen for the screen and remembers a new one', async () => {
    window.localStorage.setItem(PAGE_SIZE_STORAGE_PREFIX + roleList.path, '50');
    const main = fakeProvider('main').on('getList', '/system/roles', () => listOf(roleRows, 120));
    const { result } = renderListScreen(main);
    await waitFor(() => expect(result.current.pagination).toMatchObject({ current: 1, pageSize: 50, total: 120 }));
    expect(pagination(main.callsOf('getList')[0])).toMatchObject({ currentPage: 1, pageSize: 50 });

    act(() => result.current.onTableChange?.(...changePage({ current: 1, pageSize: 100 })));
    await waitFor(() => expect(pagination(main.callsOf('getList').at(-1))).toMatchObject({ currentPage: 1, pageSize: 100 }));
    expect(window.localStorage.getItem(PAGE_SIZE_STORAGE_PREFIX + roleList.path)).toBe('100');

    // A page change of the same size stores nothing new.
    window.localStorage.removeItem(PAGE_SIZE_STORAGE_PREFIX + roleList.path);
    act(() => result.current.onTableChange?.(...changePage({ current: 2, pageSize: 100 })));
    await waitFor(() => expect(pagination(main.callsOf('getList').at(-1))).toMatchObject({ currentPage: 2, pageSize: 100 }));
    expect(window.localStorage.getItem(PAGE_SIZE_STORAGE_PREFIX + roleList.path)).toBeNull();
  });

  it('keeps the selection across a search, and clears it after a bulk action with the rows asked again', async () => {
    const main = fakeProvider('main').on('getList', '/system/roles', () => listOf(roleRows));
    const { result } = renderListScreen(main);
    await waitFor(() => expect(result.current.rows).toEqual(roleRows));

    act(() => result.current.setSelectedKeys([8]));
    expect(result.current.selectedRows).toEqual([roleRows[1]]);

    await act(async () => {
      await result.current.filterFormProps.onFinish?.({ name: '财务' });
    });
    await waitFor(() => expect(main.callsOf('getList').at(-1)?.filters).toEqual([{ field: 'name', operator: 'contains', value: '财务' }]));
    expect(result.current.selectedKeys).toEqual([8]);

    const calls = main.callsOf('getList').length;
    act(() => result.current.afterBulkAction());
    expect(result.current.selectedKeys).toEqual([]);
    expect(result.current.selectedRows).toEqual([]);
    await waitFor(() => expect(main.callsOf('getList').length).toBe(calls + 1));
  });

  it('a lookup list asks nothing, shows no rows and is not loading until a lookup filter has a value', async () => {
    const lookupList: ListScreen = { ...roleList, lookup: { anyOf: ['name'], hint: '请输入角色名称查询' } };
    const main = fakeProvider('main').on('getList', '/system/roles', () => listOf(roleRows));
    const { result } = renderListScreen(main, { descriptor: lookupList });

    expect(result.current.lookupReady).toBe(false);
    expect(result.current.rows).toEqual([]);
    expect(result.current.loading).toBe(false);
    expect(result.current.pagination.total).toBe(0);

    // Another filter alone is not a lookup.
    act(() => result.current.filterFormProps.onFinish?.({ status: 1 }));
    expect(result.current.lookupReady).toBe(false);

    act(() => result.current.filterFormProps.onFinish?.({ name: '调度' }));
    expect(result.current.lookupReady).toBe(true);
    await waitFor(() => expect(result.current.rows).toEqual(roleRows));
    expect(main.callsOf('getList')).toHaveLength(1);
    expect(main.callsOf('getList')[0]?.filters).toEqual([{ field: 'name', operator: 'contains', value: '调度' }]);
  });
});
