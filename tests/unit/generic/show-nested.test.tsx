import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShowScreen } from '../../../src/screen-model/types';
import { ShowRenderer } from '../../../renderers/generic';
import {
  fakeNotifications,
  fakeProvider,
  listOf,
  renderScreen,
  zh,
  type FakeProvider,
  SCREEN_TEST_TIMEOUT_MS,
  setUpScreenTests,
} from './harness';

const orderShow: ShowScreen = {
  $schema: '../../schemas/screen.schema.json',
  kind: 'show',
  path: '/saas/waybill/show/:id',
  title: '订单详情',
  api: { resource: '/order/waybills' },
  sections: [{ title: '基本信息', fields: [{ key: 'order_no', label: '订单号' }] }],
  nested: [
    {
      kind: 'table',
      title: '货物明细',
      key: 'goods',
      columns: [
        { key: 'goods_name', title: '货物名称' },
        { key: 'amount', title: '金额', format: { name: 'money' } },
      ],
    },
    {
      kind: 'table',
      title: '相关工单',
      resource: '/order/tickets',
      filterKey: 'order_no',
      valueKey: 'order_no',
      columns: [
        { key: 'ticket_no', title: '工单号' },
        {
          key: 'status',
          title: '状态',
          format: { name: 'enum', options: [{ value: 'SUBMITTED', label: '待受理', color: 'processing' }] },
        },
      ],
    },
  ],
  actions: [{ action: 'call', operation: 'complete', label: '确认收货', api: '/order/waybills/{id}/confirm', confirm: '确定确认收货吗？', success: '已确认' }],
};

const record = {
  id: 31,
  order_no: '240301000011',
  goods: [
    { goods_name: '三人位沙发', amount: 2999 },
    { goods_name: '茶几', amount: '800.5' },
  ],
};

function renderShow(main: FakeProvider) {
  const notifications = fakeNotifications();
  renderScreen(<ShowRenderer descriptor={orderShow} params={{ id: '31' }} />, {
    route: '/saas/waybill/show/:id',
    url: '/saas/waybill/show/31',
    main,
    notifications,
  });
  return notifications;
}

function mainWithOrder(): FakeProvider {
  return fakeProvider('main')
    .on('getOne', '/order/waybills', () => ({ data: record }))
    .on('getList', '/order/tickets', () => listOf([{ id: 5, ticket_no: 'GD0001', status: 'SUBMITTED' }]));
}

const section = (title: string) => screen.getByRole('heading', { name: title }).closest('section') as HTMLElement;

setUpScreenTests();

describe('ShowRenderer nested tables and actions', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('shows a table of a list field of the record with formatted cells', async () => {
    renderShow(mainWithOrder());
    await screen.findByText('三人位沙发');
    const goods = section('货物明细');
    expect(within(goods).getByText('茶几')).toBeInTheDocument();
    expect(within(goods).getByText('2,999.00')).toBeInTheDocument();
    expect(within(goods).getByText('800.50')).toBeInTheDocument();
  });

  it('shows the related rows of a resource filtered by a record field', async () => {
    const main = mainWithOrder();
    renderShow(main);
    expect(await screen.findByText('GD0001')).toBeInTheDocument();
    expect(main.callsOf('getList')[0]).toMatchObject({
      resource: '/order/tickets',
      filters: [{ field: 'order_no', operator: 'eq', value: '240301000011' }],
      pagination: { currentPage: 1, pageSize: 10 },
    });
    expect(within(section('相关工单')).getByText('待受理')).toHaveClass('ant-tag-processing');
  });

  it('runs a call action on the record and reloads it', async () => {
    const user = userEvent.setup({ delay: null });
    const main = mainWithOrder().on('custom', '/order/waybills/31/confirm', () => ({ data: {} }));
    const notifications = renderShow(main);
    await screen.findByText('三人位沙发');
    const loads = main.callsOf('getOne').length;

    await user.click(screen.getByRole('button', { name: '确认收货' }));
    await user.click(await screen.findByRole('button', { name: zh('确定') }));
    await waitFor(() => expect(main.callsOf('custom')[0]).toMatchObject({ url: '/order/waybills/31/confirm', method: 'post' }));
    await waitFor(() => expect(notifications.open).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', message: '已确认' })));
    await waitFor(() => expect(main.callsOf('getOne').length).toBeGreaterThan(loads));
  });
});
