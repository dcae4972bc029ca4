/**
 * 'Create and use' from a picker field (widgets spec §4, §5 "Create dialogs", §7, §8): the dialog's
 * checks and messages, the server's name and phone checks, the add call, the new record picked with a
 * success notice, close on failure, and the delivery provider's permission gate.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeProvider, findLocation, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests, zh, type CallParams, type FakeProvider } from '../generic/harness';
import { pick } from '../fees/table-helpers';
import {
  carrierField, deliveryField, FORM_RESOURCE, listByName, openPicker, queriesOf, renderPickerForm, saveButton, waitForShown,
} from './picker-fixtures';

const TRANSPORTER = '/user/resource_binding/transporter';
const DELIVERY = '/user/resource_binding/delivery';
const USER_CONFIG = '/user/user_config/get_list';

const SETTLE_TYPES: Record<string, Array<{ code: string; name: string }>> = {
  SETTLE_T_ZX: [{ code: 'PAY_NOW', name: '现付' }, { code: 'MONTHLY', name: '月结' }],
  SETTLE_DELIVERY: [{ code: 'PAY_NOW', name: '现付' }],
};

/** GET /user/user_config/get_list: settle types by category, and the delivery permission answering `permission`. */
const userConfig = (permission = 'CAN') => (params: CallParams) => {
  const category = String((params.query as { category_code?: string }).category_code);
  return { data: category === 'ADD_NEW_DELIVERY_FOR_ORDERS' ? [{ code: permission }] : (SETTLE_TYPES[category] ?? []) };
};

type Handler = (params: CallParams) => unknown;

function carrierQuiet({ exists = false, add = (() => ({ data: { resource_id: 99 } })) as Handler } = {}): FakeProvider {
  return fakeProvider('quiet')
    .on('custom', `${TRANSPORTER}/list`, listByName([{ resource_id: 1, name: '老承运商' }]))
    .on('custom', USER_CONFIG, userConfig())
    .on('custom', `${TRANSPORTER}/isNameExist`, () => ({ data: { is_exist: exists } }))
    .on('custom', `${TRANSPORTER}/add`, add);
}

/** Opens the picker `label`, then its create entry `entry`; returns the dialog. */
async function openCreate(label: string, entry = '新增并使用'): Promise<HTMLElement> {
  await openPicker(label);
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: new RegExp(entry) }));
  return screen.findByRole('dialog');
}

const submitDialog = (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) => user.click(within(dialog).getByRole('button', { name: zh('确定') }));
const addCalls = (quiet: FakeProvider, url: string) => quiet.callsOf('custom').filter((call) => call.url === url);

setUpScreenTests();
afterEach(() => {
  vi.restoreAllMocks();
});

describe('create and use: carrier', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('asks for the name and the phone', async () => {
    const user = userEvent.setup({ delay: null });
    const quiet = carrierQuiet();
    renderPickerForm([carrierField], { quiet });
    const dialog = await openCreate('承运商');
    expect(within(dialog).getByText('新增承运商')).toBeInTheDocument();
    expect(dialog).toHaveStyle({ width: '30%' });

    await submitDialog(user, dialog);
    expect(await within(dialog).findByText('请输入承运商名称')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入手机号')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('名称'), '一二三四五六七八九十一');
    await user.type(within(dialog).getByLabelText('手机号'), '1381234');
    await submitDialog(user, dialog);
    expect(await within(dialog).findByText('允许输入10字内')).toBeInTheDocument();
    expect(within(dialog).getByText('手机号格式不正确')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByText('请输入承运商名称')).not.toBeInTheDocument());
    expect(addCalls(quiet, `${TRANSPORTER}/isNameExist`)).toHaveLength(0);
    expect(addCalls(quiet, `${TRANSPORTER}/add`)).toHaveLength(0);
  });

  it('refuses a name the server knows: 名称已存在, and adds nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const quiet = carrierQuiet({ exists: true });
    renderPickerForm([carrierField], { quiet });
    const dialog = await openCreate('承运商');

    await user.type(within(dialog).getByLabelText('名称'), '老承运商');
    await user.type(within(dialog).getByLabelText('手机号'), '13812345678');
    await submitDialog(user, dialog);

    expect(await within(dialog).findByText('名称已存在')).toBeInTheDocument();
    expect(queriesOf(quiet, `${TRANSPORTER}/isNameExist`)).toEqual([{ object_sub_type: 'T_ZX', name: '老承运商' }]);
    expect(addCalls(quiet, `${TRANSPORTER}/add`)).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('adds the carrier, picks it, says 承运商添加成功 and closes', async () => {
    const user = userEvent.setup({ delay: null });
    const quiet = carrierQuiet();
    const main = fakeProvider('main').on('create', FORM_RESOURCE, () => ({ data: { id: 1 } }));
    const { notifications } = renderPickerForm([carrierField], { main, quiet });
    const dialog = await openCreate('承运商');

    await user.type(within(dialog).getByLabelText('名称'), ' 顺风干线 ');
    await user.type(within(dialog).getByLabelText('手机号'), '13812345678');
    await pick(user, dialog, '结算方式', '月结');
    await user.type(within(dialog).getByLabelText('备注'), '夜班');
    await submitDialog(user, dialog);

    await waitFor(() => expect(addCalls(quiet, `${TRANSPORTER}/add`)).toHaveLength(1));
    expect(addCalls(quiet, `${TRANSPORTER}/add`)[0]).toMatchObject({
      method: 'post',
      payload: { object_sub_type: 'T_ZX', name: '顺风干线', phone: '13812345678', memo: '夜班', settle_type_code: 'MONTHLY', settle_type_name: '月结' },
    });
    expect(queriesOf(quiet, USER_CONFIG)).toContainEqual({ category_code: 'SETTLE_T_ZX' });
    await waitForShown('承运商', '顺风干线');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notifications.open).toHaveBeenCalledTimes(1);
    expect(notifications.open).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', message: '成功', description: '承运商添加成功' }));

    await user.click(saveButton());
    expect(await findLocation()).toBe('/saas/picker-test/index');
    expect(main.callsOf('create')[0]?.variables).toEqual({ transporter_id: 99, transporter_name: '顺风干线' });
  });

  it('closes and resets without a notice when the add fails; the failure is only logged', async () => {
    const user = userEvent.setup({ delay: null });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const quiet = carrierQuiet({ add: () => Promise.reject(Object.assign(new Error('服务器错误'), { statusCode: 500 })) });
    const { notifications } = renderPickerForm([carrierField], { quiet });
    const dialog = await openCreate('承运商');

    await user.type(within(dialog).getByLabelText('名称'), '顺风干线');
    await user.type(within(dialog).getByLabelText('手机号'), '13812345678');
    await submitDialog(user, dialog);

    await waitFor(() => expect(addCalls(quiet, `${TRANSPORTER}/add`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notifications.open).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`${TRANSPORTER}/add`), expect.anything());
    expect(document.querySelector('.ant-select-selection-item')).toBeNull();

    // Closed and reset: opened again, the dialog is empty.
    const again = await openCreate('承运商');
    expect(within(again).getByLabelText('名称')).toHaveValue('');
    expect(within(again).getByLabelText('手机号')).toHaveValue('');
  });
});

describe('create and use: multiple picker', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('keeps the names of earlier picks beside the created one', async () => {
    const user = userEvent.setup({ delay: null });
    const quiet = carrierQuiet();
    const main = fakeProvider('main').on('create', FORM_RESOURCE, () => ({ data: { id: 1 } }));
    const field = { ...carrierField, key: 'transporter_ids', picker: { nameKey: 'transporter_names', multiple: true } };
    renderPickerForm([field], { main, quiet });
    await openPicker('承运商');
    await user.click((await screen.findAllByTitle('老承运商')).at(-1)!);
    await user.click(await screen.findByRole('button', { name: /新增并使用/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('名称'), '顺风干线');
    await user.type(within(dialog).getByLabelText('手机号'), '13812345678');
    await submitDialog(user, dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(saveButton());
    expect(await findLocation()).toBe('/saas/picker-test/index');
    // Today the body is { transporter_ids: [1, 99], transporter_names: '顺风干线' }.
    expect(main.callsOf('create')[0]?.variables).toEqual({ transporter_ids: [1, 99], transporter_names: '老承运商,顺风干线' });
  });
});

describe('create and use: delivery provider', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  const providers = [{ resource_id: 5, name: '安装一队' }];
  const deliveryQuiet = (permission: string) =>
    fakeProvider('quiet').on('custom', `${DELIVERY}/`, listByName(providers)).on('custom', USER_CONFIG, userConfig(permission));

  it('hides 新增配送安装服务商 when the permission check answers CANNOT', async () => {
    const quiet = deliveryQuiet('CANNOT');
    renderPickerForm([deliveryField], { quiet });
    await waitFor(() => expect(queriesOf(quiet, USER_CONFIG).length).toBeGreaterThan(0));
    // The form's mount-time reset mounts the picker twice, so the check may be sent twice.
    expect(new Set(queriesOf(quiet, USER_CONFIG).map((query) => query.category_code))).toEqual(new Set(['ADD_NEW_DELIVERY_FOR_ORDERS']));
    await openPicker('服务商');
    expect(await screen.findByTitle('安装一队')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText('新增配送安装服务商')).not.toBeInTheDocument();
    expect(screen.queryByText('新增并使用')).not.toBeInTheDocument();
  });

  it('shows 新增配送安装服务商 when it answers CAN', async () => {
    const quiet = deliveryQuiet('CAN');
    renderPickerForm([deliveryField], { quiet });
    await openPicker('服务商');
    expect(await screen.findByTitle('安装一队')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /新增配送安装服务商/ })).toBeInTheDocument();
  });

  it('refuses a phone already bound: 相同手机号的服务商已存在', async () => {
    const user = userEvent.setup({ delay: null });
    const quiet = deliveryQuiet('CAN')
      .on('custom', `${DELIVERY}/isNameExist`, () => ({ data: { is_exist: false } }))
      .on('custom', `${DELIVERY}/verify`, () => ({ data: { is_bind: true } }));
    renderPickerForm([deliveryField], { quiet });
    const dialog = await openCreate('服务商', '新增配送安装服务商');
    expect(dialog).toHaveStyle({ width: '500px' });

    await user.type(within(dialog).getByLabelText('名称'), '安装二队');
    await user.type(within(dialog).getByLabelText('手机号'), '13912345678');
    await submitDialog(user, dialog);

    expect(await within(dialog).findByText('相同手机号的服务商已存在')).toBeInTheDocument();
    expect(queriesOf(quiet, `${DELIVERY}/isNameExist`)).toEqual([{ name: '安装二队' }]);
    expect(queriesOf(quiet, `${DELIVERY}/verify`)).toEqual([expect.objectContaining({ phone: '13912345678' })]);
    expect(quiet.callsOf('custom').filter((call) => call.method === 'post')).toHaveLength(0);
  });
});
