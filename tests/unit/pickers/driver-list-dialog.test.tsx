/**
 * 司机管理 opens the driver dialog (widgets spec §3 "Driver": the transporter add/edit dialog, §5 "Driver
 * dialog"), the same one as the driver picker's 新增并使用: 编辑 on a row shows the saved driver (services,
 * settle type, service area, memo) under 编辑司机 and posts the whole driver model with the driver's id
 * and version to transporter/add, without the phone check; 新增司机 checks the phone first. The list
 * reloads after a save.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import type { ListScreen } from '../../../src/screen-model/types';
import driverIndexJson from '../../../screens/resource/driver-index.json';
import { ListRenderer } from '../../../renderers/generic';
import { fakeNotifications, fakeProvider, listOf, renderScreen, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests, zh } from '../generic/harness';
import { pick } from '../fees/table-helpers';
import { queriesOf } from './picker-fixtures';
import { driverQuiet, GUANGDONG, TRANSPORTER } from './driver-fixtures';

const driverIndex = driverIndexJson as unknown as ListScreen;
const LIST = `${TRANSPORTER}/list`;

const saved = {
  id: 9, version: 3, resource_id: 500_009, object_sub_type: 'T_SJ', name: '周师傅', phone: '13812345678',
  service_type_codes: ['DELIVERY'], service_type: [{ code: 'DELIVERY', name: '配送' }], settle_type_code: 'PAY_NOW', settle_type_name: '现付',
  status: 1, plate_no: '粤A·12345', vehicle_type: '厢式货车', memo: '夜班', districts: GUANGDONG, is_related: true,
};

const posts = (provider: ReturnType<typeof fakeProvider>) => provider.callsOf('custom').filter((call) => call.method === 'post');
const submit = (dialog: HTMLElement) => userEvent.setup({ delay: null }).click(within(dialog).getByRole('button', { name: zh('确定') }));

function renderDriverList(main: ReturnType<typeof fakeProvider>, quiet: ReturnType<typeof fakeProvider>) {
  const notifications = fakeNotifications();
  renderScreen(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <ListRenderer descriptor={driverIndex} params={{}} pathname={driverIndex.path} />
    </ConfigProvider>,
    { route: driverIndex.path, url: driverIndex.path, main, quiet, notifications },
  );
  return notifications;
}

setUpScreenTests();

describe('司机管理 edits and adds drivers in the driver dialog', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('编辑 shows the saved driver under 编辑司机 and posts the whole model with its id and version, without the phone check', async () => {
    const user = userEvent.setup({ delay: null });
    let rows = [saved];
    const main = fakeProvider('main')
      .on('getList', LIST, () => listOf(rows))
      .on('custom', `${TRANSPORTER}/add`, (params) => {
        rows = [{ ...saved, ...(params.payload as object), version: 4 }];
        return { data: { resource_id: 500_009 } };
      });
    const quiet = driverQuiet();
    const notifications = renderDriverList(main, quiet);

    const row = (await screen.findByText('周师傅')).closest('tr') as HTMLElement;
    await user.click(await within(row).findByRole('button', { name: zh('编辑') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('编辑司机')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('司机名称')).toHaveValue('周师傅');
    expect(within(dialog).getByLabelText('司机手机号')).toHaveValue('13812345678');
    expect(within(dialog).getByLabelText('备注')).toHaveValue('夜班');
    const selected = (label: string) => [...(within(dialog).getByRole('combobox', { name: label }).closest('.ant-select')
      ?.querySelectorAll('.ant-select-selection-item') ?? [])].map((item) => item.textContent);
    await waitFor(() => expect(selected('可派单服务')).toEqual(['配送']));
    expect(selected('结算方式')).toEqual(['现付']);
    await waitFor(() => expect(selected('服务区域')).toEqual(['广东省']));

    await user.clear(within(dialog).getByLabelText('司机名称'));
    await user.type(within(dialog).getByLabelText('司机名称'), '周大师傅');
    await pick(user, dialog, '结算方式', '月结');
    await submit(dialog);

    await waitFor(() => expect(posts(main)).toHaveLength(1));
    expect(posts(main)[0]?.url).toBe(`${TRANSPORTER}/add`);
    expect(posts(main)[0]?.payload).toEqual({
      id: 9, version: 3, object_sub_type: 'T_SJ', name: '周大师傅', phone: '13812345678', is_related: true,
      settle_type_code: 'MONTHLY', settle_type_name: '月结', service_type: [{ code: 'DELIVERY', name: '配送' }], service_type_codes: ['DELIVERY'],
      memo: '夜班', districts: GUANGDONG,
    });
    // An edited driver keeps its phone: no uniqueness check.
    expect(queriesOf(quiet, `${TRANSPORTER}/verify`)).toHaveLength(0);
    expect(notifications.open).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', description: '保存成功' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list reloads and shows the change.
    expect(await screen.findByText('周大师傅')).toBeInTheDocument();
    expect(main.callsOf('getList')).toHaveLength(2);
  });

  it('新增司机 opens the same dialog empty, refuses a phone a driver has (相同手机号的司机已存在) and adds with a free one', async () => {
    const user = userEvent.setup({ delay: null });
    let rows: Array<Record<string, unknown>> = [saved];
    const main = fakeProvider('main')
      .on('getList', LIST, () => listOf(rows))
      .on('custom', `${TRANSPORTER}/add`, (params) => {
        rows = [...rows, { ...(params.payload as object), id: 10, version: 1, status: 1 }];
        return { data: { resource_id: 500_010 } };
      });
    const quiet = driverQuiet().on('custom', `${TRANSPORTER}/verify`, (params) => ({
      data: { is_bind: (params.query as { phone?: string }).phone === '13812345678' },
    }));
    const notifications = renderDriverList(main, quiet);
    await screen.findByText('周师傅');

    await user.click(screen.getByRole('button', { name: /新增司机/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新增司机')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('司机名称')).toHaveValue('');
    await user.type(within(dialog).getByLabelText('司机名称'), '吴师傅');
    await user.type(within(dialog).getByLabelText('司机手机号'), '13812345678');
    await pick(user, dialog, '可派单服务', '配送');
    await submit(dialog);
    expect(await within(dialog).findByText('相同手机号的司机已存在')).toBeInTheDocument();
    expect(posts(main)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('司机手机号'));
    await user.type(within(dialog).getByLabelText('司机手机号'), '13912345678');
    await submit(dialog);
    await waitFor(() => expect(posts(main)).toHaveLength(1));
    expect(queriesOf(quiet, `${TRANSPORTER}/verify`)).toEqual([
      { sub_type: 'T_SJ', phone: '13812345678' }, { sub_type: 'T_SJ', phone: '13912345678' },
    ]);
    const payload = posts(main)[0]?.payload as Record<string, unknown>;
    expect(payload).toMatchObject({ object_sub_type: 'T_SJ', name: '吴师傅', phone: '13912345678', is_related: true, service_type_codes: ['DELIVERY'] });
    expect(payload).not.toHaveProperty('id');
    expect(notifications.open).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', description: '新增司机信息成功' }));
    expect(await screen.findByText('吴师傅')).toBeInTheDocument();
  });
});
