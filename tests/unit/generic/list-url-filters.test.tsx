import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { TabKeyContext } from '../../../src/app/tab-context';
import { ListRenderer } from '../../../renderers/generic';
import { urlFilterValues } from '../../../renderers/generic/list/url-filters';
import { roleList, roleRows } from './fixtures';
import { fakeProvider, listOf, renderScreen, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests, zh } from './harness';

const route = '/saas/system/role/index';
const fields = roleList.filters ?? [];

setUpScreenTests();

describe('urlFilterValues', () => {
  it('takes only the descriptor’s filters, typed as their inputs hold them', () => {
    const values = urlFilterValues(fields, '?name=%20调度%20&status=0&page=3&token=x&created_at_start=2026-11-01&created_at_end=2026-11-20');
    expect(Object.keys(values).sort()).toEqual(['created_at', 'name', 'status']);
    expect(values.name).toBe('调度');
    // The select's option value is the number 0, not the text '0'.
    expect(values.status).toBe(0);
    const [start, end] = values.created_at as [dayjs.Dayjs, dayjs.Dayjs];
    expect([start.format('YYYY-MM-DD'), end.format('YYYY-MM-DD')]).toEqual(['2026-11-01', '2026-11-20']);
  });

  it('leaves out empty values and half a date range', () => {
    expect(urlFilterValues(fields, '?name=%20%20&created_at_start=2026-11-01')).toEqual({});
    expect(urlFilterValues(fields, '')).toEqual({});
  });
});

describe('ListRenderer with filters in the URL', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('sends them with the first request, shows them in the filter bar, and 重置 clears them', async () => {
    const user = userEvent.setup({ delay: null });
    const main = fakeProvider('main').on('getList', '/system/roles', () => listOf(roleRows));
    renderScreen(<ListRenderer descriptor={roleList} params={{}} pathname={route} />, { route, url: `${route}?name=调度&status=1&other=x`, main });

    await screen.findByText('调度员');
    expect(main.callsOf('getList')[0]?.filters).toEqual([
      { field: 'name', operator: 'contains', value: '调度' },
      { field: 'status', operator: 'eq', value: 1 },
    ]);
    expect(screen.getByPlaceholderText('请输入角色名称')).toHaveValue('调度');
    expect(screen.getByTitle('启用')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: zh('重置') }));
    await waitFor(() => expect(main.callsOf('getList').at(-1)?.filters).toEqual([]));
    expect(screen.getByPlaceholderText('请输入角色名称')).toHaveValue('');
  });

  it('inside a tab, takes the query of its own tab rather than the location’s', async () => {
    const main = fakeProvider('main').on('getList', '/system/roles', () => listOf(roleRows));
    renderScreen(
      <TabKeyContext.Provider value={`${route}?name=财务`}>
        <ListRenderer descriptor={roleList} params={{}} pathname={route} />
      </TabKeyContext.Provider>,
      { route, url: `${route}?name=调度`, main },
    );
    await screen.findByText('调度员');
    expect(main.callsOf('getList')[0]?.filters).toEqual([{ field: 'name', operator: 'contains', value: '财务' }]);
    expect(screen.getByPlaceholderText('请输入角色名称')).toHaveValue('财务');
  });
});
