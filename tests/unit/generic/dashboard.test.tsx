import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { DashboardScreen } from '../../../src/screen-model/types';
import { DashboardRenderer } from '../../../renderers/generic';
import {
  fakeProvider,
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
