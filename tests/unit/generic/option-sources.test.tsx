// Selects whose options come from the user config of a category (GET /user/user_config/get_list, a saved
// code named by get_info) or the service packages (GET /config/item/get_service_pkg_list), in forms and filters.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormScreen } from '../../../src/screen-model/types';
import { FormRenderer, ListRenderer } from '../../../renderers/generic';
import { waybillList, waybillRows } from './filter-fixtures';
import { fakeNotifications, fakeProvider, listOf, renderScreen, zh, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from './harness';

const SOLUTIONS = [{ code: 'REPAIR', name: '维修' }, { code: 'RETURN', name: '退货' }];
const PACKAGES = [{ code: 'SERVICE_PKG_DELIVERY', name: '配送服务包' }, { code: 'SERVICE_PKG_RETURN', name: '退货服务包' }];

const caseForm: FormScreen = {
  $schema: '../../schemas/screen.schema.json',
  kind: 'form',
  path: '/saas/abnormal/create',
  aliases: ['/saas/abnormal/update/:id'],
  title: '新增异常',
  api: { resource: '/order/abnormals' },
  returnTo: '/saas/abnormal/all/index',
  sections: [{
    fields: [
      { key: 'description', label: '异常描述', widget: 'text' },
      { key: 'solution_type', label: '解决方案', widget: 'select', optionsFrom: { userConfigCategory: 'SOLUTION_TYPE' } },
    ],
  }],
};

const item = (label: string) => screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;

setUpScreenTests();

describe('user config options', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('offers the category\'s items and saves the chosen code', async () => {
    const user = userEvent.setup({ delay: null });
    const main = fakeProvider('main')
      .on('custom', '/user/user_config/get_list', () => ({ data: SOLUTIONS }))
      .on('create', '/order/abnormals', () => ({ data: { id: 3 } }));
    renderScreen(<FormRenderer descriptor={caseForm} params={{}} />, { route: '/saas/abnormal/create', url: '/saas/abnormal/create', main, notifications: fakeNotifications() });

    await waitFor(() => expect(main.callsOf('custom').length).toBeGreaterThan(0));
    for (const call of main.callsOf('custom')) {
      expect(call).toMatchObject({ url: '/user/user_config/get_list', method: 'get', query: { category_code: 'SOLUTION_TYPE' } });
    }
    fireEvent.mouseDown(within(item('解决方案')).getByRole('combobox'));
    await user.click((await screen.findAllByTitle('退货')).at(-1)!);
    await user.click(screen.getByRole('button', { name: zh('保存') }));

    await waitFor(() => expect(main.callsOf('create')).toHaveLength(1));
    expect(main.callsOf('create')[0]?.variables).toMatchObject({ solution_type: 'RETURN' });
  });

  it('names a saved code the list no longer offers by get_info, quietly', async () => {
    const main = fakeProvider('main')
      .on('getOne', '/order/abnormals', () => ({ data: { id: 3, description: '外箱破损', solution_type: 'EXCHANGE' } }))
      .on('custom', '/user/user_config/get_list', () => ({ data: SOLUTIONS }));
    const quiet = fakeProvider('quiet').on('custom', '/user/user_config/get_info', () => ({ data: { code: 'EXCHANGE', name: '换货' } }));
    renderScreen(<FormRenderer descriptor={caseForm} params={{ id: '3' }} />, { route: '/saas/abnormal/update/:id', url: '/saas/abnormal/update/3', main, quiet });

    // The form is drawn again once the record arrives: look the field up afresh each time.
    await waitFor(() => expect(within(item('解决方案')).getByText('换货')).toBeInTheDocument());
    expect(quiet.callsOf('custom')[0]).toMatchObject({ url: '/user/user_config/get_info', query: { category_code: 'SOLUTION_TYPE', code: 'EXCHANGE' } });
  });

  it('asks get_info nothing when the saved code is listed', async () => {
    const main = fakeProvider('main')
      .on('getOne', '/order/abnormals', () => ({ data: { id: 3, description: '外箱破损', solution_type: 'REPAIR' } }))
      .on('custom', '/user/user_config/get_list', () => ({ data: SOLUTIONS }));
    // The quiet provider expects nothing: a get_info call would fail the test.
    renderScreen(<FormRenderer descriptor={caseForm} params={{ id: '3' }} />, { route: '/saas/abnormal/update/:id', url: '/saas/abnormal/update/3', main });
    await waitFor(() => expect(within(item('解决方案')).getByText('维修')).toBeInTheDocument());
  });
});

describe('service package filter', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('offers the service packages and sends the chosen code', async () => {
    const user = userEvent.setup({ delay: null });
    const main = fakeProvider('main')
      .on('getList', '/order/waybills', () => listOf(waybillRows))
      .on('custom', '/config/item/get_service_pkg_list', () => ({ data: PACKAGES }));
    const route = '/saas/waybill/all/index';
    const descriptor = waybillList([{ key: 'services_pkg_code', label: '服务包', widget: 'select', optionsFrom: { servicePackages: true } }]);
    renderScreen(<ListRenderer descriptor={descriptor} params={{}} />, { route, url: route, main });
    await screen.findByText('240301000011');
    expect(main.callsOf('custom')[0]).toMatchObject({ url: '/config/item/get_service_pkg_list', method: 'get' });

    fireEvent.mouseDown(within(item('服务包')).getByRole('combobox'));
    await user.click((await screen.findAllByTitle('退货服务包')).at(-1)!);
    await user.click(screen.getByRole('button', { name: zh('查询') }));
    await waitFor(() => {
      const calls = main.callsOf('getList').filter((call) => call.resource === '/order/waybills');
      expect(calls.at(-1)?.filters).toEqual([{ field: 'services_pkg_code', operator: 'eq', value: 'SERVICE_PKG_RETURN' }]);
    });
  });
});
