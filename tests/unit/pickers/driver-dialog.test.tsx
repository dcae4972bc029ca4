/**
 * The add-driver dialog (widgets spec §2 "Dialogs", §3 "Driver", §5 "Driver dialog", §8), opened from the
 * driver picker's 新增并使用: its checks and messages, the phone check on creation, the full driver model
 * it posts, the notice 新增司机信息成功, and its service-area tree from the address cache (§4) with the
 * loading and failure texts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADDRESS_CACHE_KEY } from '../../../src/config/address';
import { fakeProvider, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests, zh } from '../generic/harness';
import { pick } from '../fees/table-helpers';
import { openPicker, queriesOf, renderPickerForm, waitForShown } from './picker-fixtures';
import {
  ADDRESS_TREE, ADDRESS_TREE_DATA, AREAS_VERSION, driverField, driverQuiet, GUANGDONG, TRANSPORTER,
} from './driver-fixtures';

setUpScreenTests();
afterEach(() => {
  vi.restoreAllMocks();
});

async function openDialog(): Promise<HTMLElement> {
  await openPicker('司机');
  await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: /新增并使用/ }));
  return screen.findByRole('dialog');
}

const submit = (dialog: HTMLElement) => userEvent.setup({ delay: null }).click(within(dialog).getByRole('button', { name: zh('确定') }));
const posts = (quiet: ReturnType<typeof fakeProvider>) => quiet.callsOf('custom').filter((call) => call.method === 'post');
const areaBox = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: '服务区域' });

describe('the add-driver dialog', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('asks name, phone and services with the spec\'s messages, then posts the driver model and says 新增司机信息成功', async () => {
    const user = userEvent.setup({ delay: null });
    const quiet = driverQuiet()
      .on('custom', `${TRANSPORTER}/verify`, () => ({ data: { is_bind: false } }))
      .on('custom', `${TRANSPORTER}/add`, () => ({ data: { resource_id: 500_123 } }));
    const { notifications } = renderPickerForm([driverField], { quiet });
    const dialog = await openDialog();
    expect(within(dialog).getByText('新增司机')).toBeInTheDocument();
    expect(dialog).toHaveStyle({ width: '30%' });

    await submit(dialog);
    expect(await within(dialog).findByText('请输入司机名称')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入司机手机号')).toBeInTheDocument();
    expect(within(dialog).getByText('请选择可派单服务')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('司机名称'), '一二三四五六七八九十一二三四五六七八九十一');
    await user.type(within(dialog).getByLabelText('司机手机号'), '1381234');
    await submit(dialog);
    expect(await within(dialog).findByText('允许输入20字内')).toBeInTheDocument();
    expect(within(dialog).getByText('手机号格式不正确')).toBeInTheDocument();
    expect(queriesOf(quiet, `${TRANSPORTER}/verify`)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('司机名称'));
    await user.type(within(dialog).getByLabelText('司机名称'), '周师傅');
    await user.clear(within(dialog).getByLabelText('司机手机号'));
    await user.type(within(dialog).getByLabelText('司机手机号'), '13812345678');
    await pick(user, dialog, '可派单服务', '配送');
    await pick(user, dialog, '结算方式', '月结');
    fireEvent.mouseDown(areaBox(dialog));
    await user.click(await screen.findByTitle('广东省'));
    await user.type(within(dialog).getByLabelText('备注'), '夜班');
    await submit(dialog);

    await waitFor(() => expect(posts(quiet)).toHaveLength(1));
    expect(queriesOf(quiet, `${TRANSPORTER}/verify`)).toEqual([{ sub_type: 'T_SJ', phone: '13812345678' }]);
    expect(posts(quiet)[0]).toMatchObject({
      url: `${TRANSPORTER}/add`,
      payload: {
        object_sub_type: 'T_SJ', name: '周师傅', phone: '13812345678', is_related: true, settle_type_code: 'MONTHLY', settle_type_name: '月结',
        service_type: [{ code: 'DELIVERY', name: '配送' }], service_type_codes: ['DELIVERY'], memo: '夜班', districts: GUANGDONG,
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notifications.open).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', description: '新增司机信息成功' }));
    await waitForShown('司机', '周师傅');
  });

  it('refuses a phone a driver has already: 相同手机号的司机已存在, and adds nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const quiet = driverQuiet().on('custom', `${TRANSPORTER}/verify`, () => ({ data: { is_bind: true } }));
    renderPickerForm([driverField], { quiet });
    const dialog = await openDialog();
    await user.type(within(dialog).getByLabelText('司机名称'), '周师傅');
    await user.type(within(dialog).getByLabelText('司机手机号'), '13700000000');
    await pick(user, dialog, '可派单服务', '安装');
    await submit(dialog);
    expect(await within(dialog).findByText('相同手机号的司机已存在')).toBeInTheDocument();
    expect(posts(quiet)).toHaveLength(0);
  });

  it('takes the service-area tree from the address cache while its version is current', async () => {
    window.localStorage.setItem(ADDRESS_CACHE_KEY, JSON.stringify({ version: 'v1', tree: ADDRESS_TREE_DATA }));
    const quiet = driverQuiet({ tree: () => Promise.reject(new Error('the cached tree is not downloaded again')) });
    renderPickerForm([driverField], { quiet });
    const dialog = await openDialog();
    fireEvent.mouseDown(areaBox(dialog));
    expect(await screen.findByTitle('浙江省')).toBeInTheDocument();
    expect(queriesOf(quiet, AREAS_VERSION)).toHaveLength(1);
    expect(queriesOf(quiet, ADDRESS_TREE)).toHaveLength(0);
  });

  it('says 加载地址数据失败: with the status when the tree cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const quiet = driverQuiet({ tree: () => Promise.reject(Object.assign(new Error('Bad Gateway'), { status: 502 })) });
    renderPickerForm([driverField], { quiet });
    const dialog = await openDialog();
    fireEvent.mouseDown(areaBox(dialog));
    expect(await screen.findByText('加载地址数据失败:502')).toBeInTheDocument();
  });
});
