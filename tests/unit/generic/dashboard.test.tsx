import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { OPERATION_CODE_LIST } from '../../../src/config/operation-codes';
import type { DashboardScreen } from '../../../src/screen-model/types';
import { DashboardRenderer } from '../../../renderers/generic';
import {
  fakeProvider,
  findLocation,
  grantMenu,
  menuGranting,
  renderScreen,
  SCREEN_TEST_TIMEOUT_MS,
  setUpScreenTests,
} from './harness';

const dashboard: DashboardScreen = {
  $schema: '../../schemas/screen.schema.json',
  kind: 'dashboard',
  path: '/saas/dashboard/index',
  title: '工作台',
  cards: [
    { title: '今日订单', api: '/dashboard/orders', valueKey: 'today.count' },
    { title: '今日收入', api: '/dashboard/income', valueKey: 'amount', format: { name: 'money' } },
  ],
};

setUpScreenTests();

describe('DashboardRenderer', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('shows each card\'s number from its API', async () => {
    const main = fakeProvider('main')
      .on('custom', '/dashboard/orders', () => ({ data: { today: { count: 128 } } }))
      .on('custom', '/dashboard/income', () => ({ data: { amount: 98765.4 } }));
    renderScreen(<DashboardRenderer descriptor={dashboard} params={{}} />, {
      route: '/saas/dashboard/index',
      url: '/saas/dashboard/index',
      main,
    });

    expect(screen.getByRole('heading', { name: '工作台' })).toBeInTheDocument();
    expect(await screen.findByText('128')).toBeInTheDocument();
    expect(await screen.findByText('98,765.40')).toBeInTheDocument();
    expect(screen.getByText('今日订单')).toBeInTheDocument();
    expect(main.callsOf('custom').map((call) => call.method)).toEqual(['get', 'get']);
  });
});

describe('a money card that names the list it sums', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  const sourced: DashboardScreen = {
    ...dashboard,
    cards: [{
      title: '本月收入', api: '/finance/stats/overview', valueKey: 'month_income', format: { name: 'money' },
      source: { list: '/saas/settle/index', filters: { direction: 'INCOME' }, periods: { created_at: 'thisMonth' }, sum: 'amount' },
    }],
  };
  const provider = () => fakeProvider('main').on('custom', '/finance/stats/overview', () => ({ data: { month_income: 611.41 } }));

  it('opens that list with its filters', async () => {
    grantMenu([...menuGranting(OPERATION_CODE_LIST), ...menuGranting([], '/saas/settle/index')]);
    renderScreen(<DashboardRenderer descriptor={sourced} params={{}} />, { route: '/saas/dashboard/index', url: '/saas/dashboard/index', main: provider() });
    expect(await screen.findByText('611.41')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: '本月收入' }));
    const month = dayjs();
    const start = month.startOf('month').format('YYYY-MM-DD');
    const end = month.endOf('month').format('YYYY-MM-DD');
    expect(await findLocation()).toBe(`/saas/settle/index?direction=INCOME&created_at_start=${start}&created_at_end=${end}`);
  });

  it('is no link when the account\'s menu does not reach the list', async () => {
    renderScreen(<DashboardRenderer descriptor={sourced} params={{}} />, { route: '/saas/dashboard/index', url: '/saas/dashboard/index', main: provider() });
    expect(await screen.findByText('611.41')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
