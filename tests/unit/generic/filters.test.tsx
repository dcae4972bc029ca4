import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import type { FilterField, ListScreen } from '../../../src/screen-model/types';
import { ListRenderer } from '../../../renderers/generic';
import { waybillList, waybillRows } from './filter-fixtures';
import {
  fakeNotifications,
  fakeProvider,
  listOf,
  renderScreen,
  zh,
  type CallParams,
  type FakeProvider,
  SCREEN_TEST_TIMEOUT_MS,
  setUpScreenTests,
} from './harness';

const route = '/saas/waybill/all/index';

function mainWithWaybills(): FakeProvider {
  return fakeProvider('main').on('getList', '/order/waybills', () => listOf(waybillRows));
}

function renderList(descriptor: ListScreen, main: FakeProvider, notifications = fakeNotifications()) {
  renderScreen(<ListRenderer descriptor={descriptor} params={{}} />, { route, url: route, main, notifications });
  return notifications;
}

const waybillCalls = (main: FakeProvider) => main.callsOf('getList').filter((call) => call.resource === '/order/waybills');
const lastFilters = (main: FakeProvider) => waybillCalls(main).at(-1)?.filters;
const search = () => screen.getByRole('button', { name: zh('查询') });
const item = (label: string) => screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
const day = (date: dayjs.Dayjs) => date.format('YYYY-MM-DD');

/** Opens the range picker of a filter and returns its popup. */
async function openRange(label: string): Promise<HTMLElement> {
  // The date pickers are a lazily loaded widget: wait for the picker, not its stand-in.
  await waitFor(() => expect(item(label).querySelector('.ant-picker')).not.toBeNull());
  fireEvent.mouseDown(within(item(label)).getAllByRole('textbox')[0]!);
  fireEvent.click(within(item(label)).getAllByRole('textbox')[0]!);
  const popups = await screen.findAllByText('最近7天');
  return popups.at(-1)!.closest('.ant-picker-dropdown') as HTMLElement;
}

setUpScreenTests();
afterEach(() => {
  vi.useRealTimers();
});

describe('list filters', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('select: options are the config items of the category and the code is sent', async () => {
    const user = userEvent.setup({ delay: null });
    const main = mainWithWaybills().on('custom', '/config/item/getConfigItemList', () => ({
      data: [{ code: 'SECOND_DOOR', name: '二次上门' }, { code: 'TICKET', name: '工单' }],
    }));
    renderList(waybillList([{ key: 'tags', label: '订单标签', widget: 'select', optionsFrom: { configCategory: 'ORDER_TAG' } }]), main);
    await screen.findByText('240301000011');
    expect(main.callsOf('custom')[0]).toMatchObject({ url: '/config/item/getConfigItemList', method: 'get', query: { category_code: 'ORDER_TAG' } });

    fireEvent.mouseDown(within(item('订单标签')).getByRole('combobox'));
    await user.click((await screen.findAllByTitle('工单')).at(-1)!);
    await user.click(search());
    await waitFor(() => expect(lastFilters(main)).toEqual([{ field: 'tags', operator: 'eq', value: 'TICKET' }]));
  });

  it('remote select: searches 500 ms after the last keystroke, then sends the picked value', async () => {
    const user = userEvent.setup({ delay: null });
    const consignors = (params: CallParams) => {
      const filters = (params.filters ?? []) as Array<{ value: string }>;
      const rows = [{ id: 11, name: '华东物流' }, { id: 12, name: '华南家居' }, { id: 13, name: '北方商贸' }];
      return listOf(rows.filter((row) => filters.every((filter) => row.name.includes(filter.value))));
    };
    const main = mainWithWaybills().on('getList', '/resource/consignors', consignors);
    const field: FilterField = {
      key: 'consignor_name', label: '商家', widget: 'select',
      optionsFrom: { resource: '/resource/consignors', labelKey: 'name', valueKey: 'name', searchKey: 'name' },
    };
    renderList(waybillList([field]), main);
    await screen.findByText('240301000011');
    const searches = () => main.callsOf('getList').filter((call) => call.resource === '/resource/consignors');
    expect(searches()).toHaveLength(0);

    const box = within(item('商家')).getByRole('combobox');
    fireEvent.mouseDown(box);
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0]).toMatchObject({ filters: [], pagination: { currentPage: 1, pageSize: 10 } });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(box, { target: { value: '华' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(box, { target: { value: '华东' } });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(searches()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(searches()).toHaveLength(2);
    expect(searches()[1]?.filters).toEqual([{ field: 'name', operator: 'contains', value: '华东' }]);
    vi.useRealTimers();

    await user.click(await screen.findByTitle('华东物流'));
    await user.click(search());
    await waitFor(() => expect(lastFilters(main)).toEqual([{ field: 'consignor_name', operator: 'eq', value: '华东物流' }]));
  });

  it('dateRange opted out of the cap (restricted: false): offers the nine shortcuts and sends the days of 最近7天', async () => {
    const user = userEvent.setup({ delay: null });
    const main = mainWithWaybills();
    renderList(waybillList([{ key: 'created_at', label: '下单时间', widget: 'dateRange', restricted: false }]), main);
    await screen.findByText('240301000011');

    const popup = await openRange('下单时间');
    for (const label of ['今天', '昨天', '本周', '上周', '本月', '本季度', '最近7天', '最近30天', '最近90天']) {
      expect(within(popup).getByText(label)).toBeInTheDocument();
    }
    await user.click(within(popup).getByText('最近7天'));
    await user.click(search());
    const today = dayjs();
    await waitFor(() =>
      expect(lastFilters(main)).toEqual([{ field: 'created_at', operator: 'between', value: [day(today.subtract(6, 'day')), day(today)] }]),
    );
  });

  it('date: offers 今天 and 昨天', async () => {
    const user = userEvent.setup({ delay: null });
    const main = mainWithWaybills();
    renderList(waybillList([{ key: 'appointment_time', label: '预约日期', widget: 'date' }]), main);
    await screen.findByText('240301000011');
    fireEvent.mouseDown(within(item('预约日期')).getByRole('textbox'));
    fireEvent.click(within(item('预约日期')).getByRole('textbox'));
    await user.click(await screen.findByText('昨天'));
    expect(screen.getByText('今天')).toBeInTheDocument();
    await user.click(search());
    await waitFor(() =>
      expect(lastFilters(main)).toEqual([{ field: 'appointment_time', operator: 'eq', value: day(dayjs().subtract(1, 'day')) }]),
    );
  });

  it('dateRange by default (core spec §5): no day after today, nothing more than 30 days from the first pick, no long shortcuts', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2024, 2, 15, 10, 0, 0));
    const main = mainWithWaybills();
    renderList(waybillList([{ key: 'sign_time', label: '签收时间', widget: 'dateRange' }]), main);
    await screen.findByText('240301000011');

    const popup = await openRange('签收时间');
    const cell = (date: string) => popup.querySelector(`td[title="${date}"]`) as HTMLElement;
    expect(within(popup).queryByText('最近90天')).toBeNull();
    expect(within(popup).getByText('最近30天')).toBeInTheDocument();
    expect(cell('2024-03-16')).toHaveClass('ant-picker-cell-disabled');
    expect(cell('2024-03-15')).not.toHaveClass('ant-picker-cell-disabled');

    fireEvent.click(popup.querySelector('.ant-picker-header-prev-btn')!);
    await waitFor(() => expect(cell('2024-02-13')).not.toBeNull());
    expect(cell('2024-02-13')).not.toHaveClass('ant-picker-cell-disabled');
    fireEvent.click(within(cell('2024-03-15')).getByText('15'));
    await waitFor(() => expect(cell('2024-02-13')).toHaveClass('ant-picker-cell-disabled'));
    expect(cell('2024-02-14')).not.toHaveClass('ant-picker-cell-disabled');
    expect(cell('2024-03-01')).not.toHaveClass('ant-picker-cell-disabled');
  });

  it('dateRange rule: refuses a range over 31 days with 日期区间不能超过31天', async () => {
    const user = userEvent.setup({ delay: null });
    const main = mainWithWaybills();
    renderList(waybillList([{ key: 'created_at', label: '下单时间', widget: 'dateRange', restricted: false, rules: [{ name: 'dateRange' }] }]), main);
    await screen.findByText('240301000011');
    const before = waybillCalls(main).length;

    await user.click(within(await openRange('下单时间')).getByText('最近90天'));
    await user.click(search());
    expect(await screen.findByText('日期区间不能超过31天')).toBeInTheDocument();
    expect(waybillCalls(main)).toHaveLength(before);

    await user.click(within(await openRange('下单时间')).getByText('最近30天'));
    await waitFor(() => expect(screen.queryByText('日期区间不能超过31天')).toBeNull());
    await user.click(search());
    await waitFor(() => expect(waybillCalls(main).length).toBeGreaterThan(before));
  });

  it('requireFilter: 查询 with every filter empty says 请至少输入一个条件 and does not search', async () => {
    const user = userEvent.setup({ delay: null });
    const main = mainWithWaybills();
    const filters: FilterField[] = [
      { key: 'order_no', label: '订单号', widget: 'text' },
      { key: 'created_at', label: '下单时间', widget: 'dateRange' },
    ];
    const notifications = renderList(waybillList(filters, { requireFilter: true }), main);
    await screen.findByText('240301000011');
    const before = waybillCalls(main).length;

    await user.type(screen.getByPlaceholderText('请输入订单号'), '   ');
    await user.click(search());
    await waitFor(() => expect(notifications.open).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', message: '请至少输入一个条件' })));
    expect(waybillCalls(main)).toHaveLength(before);

    await user.type(screen.getByPlaceholderText('请输入订单号'), '2403');
    await user.click(search());
    await waitFor(() => expect(lastFilters(main)).toEqual([{ field: 'order_no', operator: 'contains', value: '2403' }]));
    expect(notifications.open).toHaveBeenCalledTimes(1);
  });

  it('lookup: asks nothing and shows the hint until a lookup filter has a value, then searches; 重置 goes back', async () => {
    const user = userEvent.setup({ delay: null });
    const main = mainWithWaybills();
    const filters: FilterField[] = [
      { key: 'order_no', label: '订单号', widget: 'text' },
      { key: 'consignor_name', label: '发货商家', widget: 'text' },
    ];
    const hint = '请输入完整的订单号、外部单号或收货人电话后查询';
    const notifications = renderList(waybillList(filters, { lookup: { anyOf: ['order_no'], hint } }), main);
    expect(await screen.findByText(hint)).toBeTruthy();
    expect(waybillCalls(main)).toHaveLength(0);

    // Another filter alone is not a lookup.
    await user.type(screen.getByPlaceholderText('请输入发货商家'), '优品');
    await user.click(search());
    await waitFor(() => expect(notifications.open).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', message: hint })));
    expect(waybillCalls(main)).toHaveLength(0);

    await user.type(screen.getByPlaceholderText('请输入订单号'), '240301000011');
    await user.click(search());
    await screen.findByText('240301000011');
    expect(lastFilters(main)).toEqual([
      { field: 'order_no', operator: 'contains', value: '240301000011' },
      { field: 'consignor_name', operator: 'contains', value: '优品' },
    ]);
    expect(screen.queryByText(hint)).toBeNull();
    // Not one request went out without the order number.
    expect(waybillCalls(main).map((call) => JSON.stringify(call.filters)).filter((f) => !f.includes('order_no'))).toEqual([]);

    const calls = waybillCalls(main).length;
    await user.click(screen.getByRole('button', { name: zh('重置') }));
    expect(await screen.findByText(hint)).toBeTruthy();
    expect(screen.queryByText('240301000011')).toBeNull();
    expect(waybillCalls(main)).toHaveLength(calls);
  });

  it('address: loads each level when its parent opens and sends province, city and district codes', async () => {
    const user = userEvent.setup({ delay: null });
    const districts: Record<string, Array<{ code: string; name: string }>> = {
      '100000': [{ code: '310000', name: '上海市' }, { code: '440000', name: '广东省' }],
      '440000': [{ code: '440100', name: '广州市' }, { code: '440300', name: '深圳市' }],
      '440300': [{ code: '440305', name: '南山区' }],
    };
    const main = mainWithWaybills().on('custom', '/map/area/getDistrictList', (params) => ({
      data: districts[String((params.query as { parentCode: string }).parentCode)] ?? [],
    }));
    renderList(waybillList([{ key: 'end', label: '收货地址', widget: 'address' }]), main);
    await screen.findByText('240301000011');
    const parents = () => main.callsOf('custom').map((call) => (call.query as { parentCode: string }).parentCode);
    await waitFor(() => expect(parents()).toEqual(['100000']));

    fireEvent.mouseDown(within(item('收货地址')).getByRole('combobox'));
    await user.click(await screen.findByText('广东省'));
    expect(await screen.findByText('深圳市')).toBeInTheDocument();
    expect(parents()).toEqual(['100000', '440000']);
    await user.click(screen.getByText('深圳市'));
    await user.click(await screen.findByText('南山区'));
    expect(parents()).toEqual(['100000', '440000', '440300']);

    await user.click(search());
    await waitFor(() =>
      expect(lastFilters(main)).toEqual([
        { field: 'end_province', operator: 'eq', value: '440000' },
        { field: 'end_city', operator: 'eq', value: '440300' },
        { field: 'end_district', operator: 'eq', value: '440305' },
      ]),
    );
  });

  it('address: tells a failed load of the provinces inside the cascader', async () => {
    const main = mainWithWaybills().on('custom', '/map/area/getDistrictList', () => {
      throw Object.assign(new Error('Service Unavailable'), { statusCode: 503 });
    });
    renderList(waybillList([{ key: 'end', label: '收货地址', widget: 'address' }]), main);
    await screen.findByText('240301000011');
    await waitFor(() => expect(main.callsOf('custom')).toHaveLength(1));
    fireEvent.mouseDown(within(item('收货地址')).getByRole('combobox'));
    expect(await screen.findByText('加载地址数据失败:Service Unavailable')).toBeInTheDocument();
  });
});
