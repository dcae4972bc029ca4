/**
 * Editing a driver (widgets spec §3 "Driver": the driver model "and id when editing", §7 POST
 * transporter/add): the driver form shows the saved service area in the address tree, lets it change,
 * and saves the driver model (services as codes and {code, name} items) with the driver's id and version
 * through transporter/add, the whole model: related (is_related true) and the settle type by code and name.
 * Its settle types are the SETTLE_T_ZX user config's, as the driver dialog's (not a fixed 现付/月结).
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import type { FormScreen } from '../../../src/screen-model/types';
import driverFormJson from '../../../screens/resource/driver-form.json';
import { FormRenderer } from '../../../renderers/generic';
import { fakeNotifications, fakeProvider, findLocation, renderScreen, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests, zh } from '../generic/harness';
import { pick } from '../fees/table-helpers';
import { driverQuiet, GUANGDONG, SETTLE_TYPES, TRANSPORTER, USER_CONFIG, settleTypesOf } from './driver-fixtures';
import { comboboxOf } from './picker-fixtures';

const driverForm = driverFormJson as unknown as FormScreen;
const EDIT_ROUTE = '/saas/resource/driver/update/:id';

const saved = {
  id: 9, version: 3, object_sub_type: 'T_SJ', name: '周师傅', phone: '13812345678', service_type_codes: ['DELIVERY'],
  settle_type_code: 'PAY_NOW', status: 1, plate_no: '粤A·12345', vehicle_type: '厢式货车', memo: '', districts: GUANGDONG,
};

setUpScreenTests();

describe('the driver form', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('shows the saved service area, and saves a changed one with the driver\'s id through transporter/add', async () => {
    const user = userEvent.setup({ delay: null });
    const main = fakeProvider('main')
      .on('custom', USER_CONFIG, settleTypesOf())
      .on('getOne', '/resource/transporters', () => ({ data: saved }))
      .on('update', `${TRANSPORTER}/add`, () => ({ data: { resource_id: 500_009 } }));
    renderScreen(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <FormRenderer descriptor={driverForm} params={{ id: '9' }} />
      </ConfigProvider>,
      { route: EDIT_ROUTE, url: '/saas/resource/driver/update/9', main, quiet: driverQuiet() },
    );

    // Queried afresh: the form draws its fields anew once the record has loaded.
    const area = () => screen.getByRole('combobox', { name: '服务区域' });
    await waitFor(() => expect(area().closest('.ant-select')?.querySelector('.ant-select-selection-item')?.textContent).toBe('广东省'));

    fireEvent.mouseDown(area());
    await user.click(await screen.findByTitle('浙江省'));
    // The services are saved as codes and as the model's {code, name} items.
    fireEvent.mouseDown(await comboboxOf('可派单服务'));
    await user.click((await screen.findAllByTitle('安装')).at(-1)!);
    await user.click(screen.getByRole('button', { name: zh('保存') }));

    expect(await findLocation()).toBe('/saas/resource/driver/index');
    const update = main.callsOf('update')[0];
    expect(update).toMatchObject({ id: '9', meta: expect.objectContaining({ updatePath: `${TRANSPORTER}/add` }) });
    expect(update?.variables).toMatchObject({
      version: 3, object_sub_type: 'T_SJ', name: '周师傅', phone: '13812345678', is_related: true, settle_type_code: 'PAY_NOW', settle_type_name: '现付',
      memo: '', service_type_codes: ['DELIVERY', 'INSTALL'],
      service_type: [{ code: 'DELIVERY', name: '配送' }, { code: 'INSTALL', name: '安装' }],
      districts: {
        list: [
          GUANGDONG.list[0],
          { province: '浙江省', province_no: '330000', citys: [{ city: '杭州市', city_no: '330100', districts: [{ district: '西湖区', district_no: '330106' }] }] },
        ],
      },
    });
  });

  it('adds a driver through transporter/add and says 新增司机信息成功', async () => {
    const user = userEvent.setup({ delay: null });
    const main = fakeProvider('main')
      .on('custom', USER_CONFIG, settleTypesOf())
      .on('create', `${TRANSPORTER}/add`, () => ({ data: { resource_id: 500_010 } }));
    const notifications = fakeNotifications();
    renderScreen(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <FormRenderer descriptor={driverForm} params={{}} />
      </ConfigProvider>,
      { route: driverForm.path, url: driverForm.path, main, quiet: driverQuiet(), notifications },
    );
    await user.type(await screen.findByLabelText('司机名称'), '吴师傅');
    await user.type(screen.getByLabelText('手机号'), '13912345678');
    await comboboxOf('可派单服务');
    await pick(user, document.body, '可派单服务', '配送');
    await user.click(screen.getByRole('button', { name: zh('保存') }));

    expect(await findLocation()).toBe('/saas/resource/driver/index');
    expect(main.callsOf('create')[0]?.variables).toMatchObject({
      object_sub_type: 'T_SJ', name: '吴师傅', phone: '13912345678', service_type_codes: ['DELIVERY'], service_type: [{ code: 'DELIVERY', name: '配送' }],
      is_related: true, settle_type_code: 'PAY_NOW', settle_type_name: '现付',
    });
    expect(notifications.open).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', message: '新增司机信息成功' }));
  });

  it('offers the SETTLE_T_ZX settle types the driver dialog offers, and saves the picked one by code and name', async () => {
    const user = userEvent.setup({ delay: null });
    const main = fakeProvider('main')
      .on('custom', USER_CONFIG, settleTypesOf([...SETTLE_TYPES, { code: 'ARRIVE_PAY', name: '到付' }]))
      .on('create', `${TRANSPORTER}/add`, () => ({ data: { resource_id: 500_011 } }));
    renderScreen(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <FormRenderer descriptor={driverForm} params={{}} />
      </ConfigProvider>,
      { route: driverForm.path, url: driverForm.path, main, quiet: driverQuiet() },
    );
    await user.type(await screen.findByLabelText('司机名称'), '郑师傅');
    await user.type(screen.getByLabelText('手机号'), '13912345679');
    await comboboxOf('可派单服务');
    await pick(user, document.body, '可派单服务', '配送');
    await pick(user, document.body, '结算方式', '到付');
    await user.click(screen.getByRole('button', { name: zh('保存') }));

    expect(await findLocation()).toBe('/saas/resource/driver/index');
    expect(main.callsOf('custom').map((call) => call.query)).toContainEqual({ category_code: 'SETTLE_T_ZX' });
    expect(main.callsOf('create')[0]?.variables).toMatchObject({ settle_type_code: 'ARRIVE_PAY', settle_type_name: '到付' });
  });
});
