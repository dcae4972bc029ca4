import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Chart, DashboardScreen } from '../../../src/screen-model/types';
import { DashboardRenderer } from '../../../renderers/generic';
import {
  fakeProvider,
  renderScreen,
  SCREEN_TEST_TIMEOUT_MS,
  setUpScreenTests, withoutCanvasContext,
} from './harness';

const trend: Chart = {
  title: '近7日订单',
  type: 'line',
  api: '/report/order-daily',
  dataKey: 'list',
  xKey: 'day',
  yKeys: [
    { key: 'created', label: '下单量' },
    { key: 'signed', label: '签收量' },
  ],
};
const byStatus: Chart = {
  title: '订单状态分布',
  type: 'pie',
  api: '/report/order-status',
  xKey: 'status_name',
  yKeys: [{ key: 'count', label: '订单数' }],
};

const dashboard: DashboardScreen = {
  $schema: '../../schemas/screen.schema.json',
  kind: 'dashboard',
  path: '/saas/dashboard/index',
  title: '工作台',
  cards: [{ title: '今日订单', api: '/dashboard/orders', valueKey: 'count' }],
  charts: [trend, byStatus],
};

withoutCanvasContext();
setUpScreenTests();

const chartOf = (title: string) => within(screen.getByText(title).closest('.ant-card') as HTMLElement);

describe('DashboardRenderer charts', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('draws a line and a pie chart with echarts from the API rows', async () => {
    const main = fakeProvider('main')
      .on('custom', '/dashboard/orders', () => ({ data: { count: 3 } }))
      .on('custom', '/report/order-daily', () => ({
        data: { list: [{ day: '03-01', created: 12, signed: 9 }, { day: '03-02', created: '15', signed: 11 }] },
      }))
      .on('custom', '/report/order-status', () => ({
        data: [{ status_name: '运输中', count: 8 }, { status_name: '已签收', count: 5 }],
      }));
    renderScreen(<DashboardRenderer descriptor={dashboard} params={{}} />, { route: '/saas/dashboard/index', url: '/saas/dashboard/index', main });
    expect(await screen.findByText('3')).toBeInTheDocument();

    await waitFor(() => expect(chartOf('近7日订单').getByText('03-02', { selector: 'svg text' })).toBeInTheDocument(), { timeout: 10_000 });
    const line = chartOf('近7日订单');
    expect(line.getByText('03-01', { selector: 'svg text' })).toBeInTheDocument();
    expect(line.getByText('下单量', { selector: 'svg text' })).toBeInTheDocument();
    expect(line.getByText('签收量', { selector: 'svg text' })).toBeInTheDocument();
    // The y axis reaches the largest value (15, sent as text).
    expect(line.getByText('15', { selector: 'svg text' })).toBeInTheDocument();

    await waitFor(() => expect(chartOf('订单状态分布').getAllByText('运输中', { selector: 'svg text' }).length).toBeGreaterThan(0));
    expect(chartOf('订单状态分布').getAllByText('已签收', { selector: 'svg text' }).length).toBeGreaterThan(0);
  });

  it('shows an empty card when the API has no rows', async () => {
    const main = fakeProvider('main')
      .on('custom', '/dashboard/orders', () => ({ data: { count: 0 } }))
      .on('custom', '/report/order-daily', () => ({ data: { list: [] } }))
      .on('custom', '/report/order-status', () => ({ data: [] }));
    renderScreen(<DashboardRenderer descriptor={dashboard} params={{}} />, { route: '/saas/dashboard/index', url: '/saas/dashboard/index', main });
    await waitFor(() => expect(document.querySelectorAll('.ant-empty')).toHaveLength(2));
    expect(screen.queryByTestId('echart')).toBeNull();
  });
});
