import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { ListScreen } from '../../../src/screen-model/types';
import { ListRenderer } from '../../../renderers/generic';
import { filterWidgetLoaders } from '../../../renderers/generic/list/filter-inputs/lazy-widgets';
import { waybillList, waybillRows } from './filter-fixtures';
import { fakeProvider, listOf, renderScreen, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from './harness';

const route = '/saas/waybill/all/index';

function renderList(descriptor: ListScreen) {
  const main = fakeProvider('main').on('getList', '/order/waybills', () => listOf(waybillRows));
  renderScreen(<ListRenderer descriptor={descriptor} params={{}} />, { route, url: route, main });
}

setUpScreenTests();
afterEach(() => {
  vi.restoreAllMocks();
});

// A list loads only the filter widgets its descriptor names: the date picker's chunk stays on the server
// for a list without a date filter, and arrives behind a busy stand-in for one that has it.
describe('lazy filter widgets', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('a list with no date filter does not load the date range widget', async () => {
    const dateRange = vi.spyOn(filterWidgetLoaders, 'dateRange');
    const date = vi.spyOn(filterWidgetLoaders, 'date');
    const number = vi.spyOn(filterWidgetLoaders, 'number');
    renderList(waybillList([{ key: 'waybill_no', label: '运单号', widget: 'text' }]));
    await screen.findByText('240301000011');
    expect(screen.getByText('运单号', { selector: 'label' })).toBeInTheDocument();
    expect(dateRange).not.toHaveBeenCalled();
    expect(date).not.toHaveBeenCalled();
    expect(number).not.toHaveBeenCalled();
  });

  it('a list with a date range filter loads that widget only, behind a busy stand-in', async () => {
    const dateRange = vi.spyOn(filterWidgetLoaders, 'dateRange');
    const number = vi.spyOn(filterWidgetLoaders, 'number');
    renderList(waybillList([{ key: 'created_at', label: '下单时间', widget: 'dateRange' }]));
    await screen.findByText('240301000011');
    const item = screen.getByText('下单时间', { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(item.querySelector('.ant-picker')).not.toBeNull());
    expect(dateRange).toHaveBeenCalledTimes(1);
    expect(number).not.toHaveBeenCalled();
    expect(item.querySelector('[aria-busy="true"]')).toBeNull();
  });
});

// Opening a list starts its lazy filter widgets with its descriptor, before its filter form is drawn.
describe('lazy filter widgets started with the descriptor', () => {
  it('starts exactly the widgets the list names, and nothing for other screen kinds', async () => {
    const { preloadScreenParts } = await import('../../../renderers/render-screen');
    const dateRange = vi.spyOn(filterWidgetLoaders, 'dateRange');
    const date = vi.spyOn(filterWidgetLoaders, 'date');
    const number = vi.spyOn(filterWidgetLoaders, 'number');
    const address = vi.spyOn(filterWidgetLoaders, 'address');
    await preloadScreenParts(
      waybillList([
        { key: 'waybill_no', label: '运单号', widget: 'text' },
        { key: 'created_at', label: '下单时间', widget: 'dateRange' },
        { key: 'weight', label: '重量', widget: 'number' },
      ]),
    );
    expect(dateRange).toHaveBeenCalledTimes(1);
    expect(number).toHaveBeenCalledTimes(1);
    expect(date).not.toHaveBeenCalled();
    expect(address).not.toHaveBeenCalled();
    await preloadScreenParts({ $schema: '../../schemas/screen.schema.json', path: '/x/add', title: '新增', kind: 'form', api: { resource: '/x' }, sections: [], returnTo: '/x/index' });
    expect(dateRange).toHaveBeenCalledTimes(1);
  });
});
