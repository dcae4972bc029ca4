import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DashboardScreen } from '../../../src/screen-model/types';
import { DashboardRenderer } from '../../../renderers/generic';
import { fakeProvider, renderScreen, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests, withoutCanvasContext } from './harness';

const dashboard: DashboardScreen = {
  $schema: '../../schemas/screen.schema.json',
  kind: 'dashboard',
  path: '/saas/dashboard/index',
  title: '工作台',
  cards: [],
  charts: [
    {
      title: '订单趋势',
      type: 'bar',
      api: '/order/stats/charts/orders-daily',
      dataKey: 'list',
      xKey: 'date',
      yKeys: [{ key: 'created', label: '新增订单' }],
      range: { param: 'days', options: [3, 5], default: 5 },
    },
    {
      title: '工单状态分布',
      type: 'pie',
      api: '/order/stats/charts/tickets-by-status',
      dataKey: 'list',
      xKey: 'name',
      yKeys: [{ key: 'count', label: '工单数' }],
    },
  ],
};

withoutCanvasContext();
setUpScreenTests();

const cardOf = (title: string) => within(screen.getByText(title).closest('.ant-card') as HTMLElement);

describe('dashboard chart cards', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('names each chart by its title, asks again for another time window and shows 暂无数据 when every count is 0', async () => {
    const main = fakeProvider('main')
      .on('custom', '/order/stats/charts/orders-daily', (params) => {
        const days = Number((params.query as { days?: number } | undefined)?.days);
        return { data: { list: Array.from({ length: days }, (_, i) => ({ date: `D${i + 1}`, created: i + 1 })) } };
      })
      .on('custom', '/order/stats/charts/tickets-by-status', () => ({ data: { list: [{ name: '待受理', count: 0 }, { name: '处理中', count: 0 }] } }));
    renderScreen(<DashboardRenderer descriptor={dashboard} params={{}} />, { route: '/saas/dashboard/index', url: '/saas/dashboard/index', main });

    const chart = await screen.findByRole('img', { name: '订单趋势' }, { timeout: 10_000 });
    await waitFor(() => expect(within(chart).getByText('D5', { selector: 'svg text' })).toBeInTheDocument(), { timeout: 10_000 });
    // The window is part of the card's header, named after the chart.
    expect(screen.getByRole('radiogroup', { name: '订单趋势的统计时间' })).toBeInTheDocument();
    expect(main.callsOf('custom')[0]?.query).toEqual({ days: 5 });

    fireEvent.click(cardOf('订单趋势').getByText('近3天'));
    await waitFor(() => expect(main.callsOf('custom').some((call) => (call.query as { days?: number } | undefined)?.days === 3)).toBe(true));
    await waitFor(() => expect(within(screen.getByRole('img', { name: '订单趋势' })).queryByText('D5', { selector: 'svg text' })).toBeNull());

    expect(await cardOf('工单状态分布').findByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '工单状态分布' })).toBeNull();
  });
});
