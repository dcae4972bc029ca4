// The account screens as descriptors draw them: the sub-account list on getUserList with its 启用/停用
// row calls (updateUserStatus with the row's id), the sub-account form's limit check before a create
// and its edit through updateUser, the sign-up form's phone check, and 修改密码 on 我的账号.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosResponse } from 'axios';
import type { DashboardScreen, FormScreen, ListScreen } from '../../../src/screen-model/types';
import { ApiError } from '../../../src/http/errors';
import { DashboardRenderer, FormRenderer, ListRenderer } from '../../../renderers/generic';
import subIndexJson from '../../../screens/account/sub-index.json';
import subCreateJson from '../../../screens/account/sub-create.json';
import myIndexJson from '../../../screens/account/my-index.json';
import passwordJson from '../../../screens/account/password.json';
import registerJson from '../../../screens/public/register.json';
import {
  fakeNotifications,
  fakeProvider,
  findLocation,
  grantMenu,
  listOf,
  menuGranting,
  renderScreen,
  zh,
  SCREEN_TEST_TIMEOUT_MS,
  setUpScreenTests,
  type FakeProvider,
} from './harness';
import { OPERATION_CODE_LIST } from '../../../src/config/operation-codes';

const subIndex = subIndexJson as unknown as ListScreen;
const subCreate = subCreateJson as unknown as FormScreen;
const myIndex = myIndexJson as unknown as DashboardScreen;
const passwordForm = passwordJson as unknown as FormScreen;
const register = registerJson as unknown as FormScreen;

const LIMIT_MESSAGE = '子账号数量已达上限（10个），请删除不再使用的子账号或升级订阅后再添加';

/** A refusal as the HTTP client rejects it: the server answered, with a code other than '0' and its msg. */
function refusal(msg: string, code = '10005'): ApiError {
  return new ApiError({ status: 200, code, msg, notified: true, response: { status: 200, data: { code, msg } } as AxiosResponse });
}

const subRows = [
  { id: 7, username: 'sd_diaodu01', nickname: '王磊', phone: '13700001111', role_name: '调度员', status: 1, remark: '', created_at: '2024-05-01 09:00:00' },
  { id: 8, username: 'sd_kefu02', nickname: '赵敏', phone: '13700002222', role_name: '客服专员', status: 0, remark: '账号已冻结', created_at: '2024-05-02 09:00:00' },
];

const input = (label: string) => screen.getByLabelText(label);

setUpScreenTests();

describe('子账号管理 (sub-index.json)', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  const route = '/saas/account/sub/index';
  const renderList = (main: FakeProvider) => {
    const notifications = fakeNotifications();
    renderScreen(<ListRenderer descriptor={subIndex} params={{}} />, { route, url: route, main, notifications });
    return notifications;
  };

  it('lists through getUserList and stops an enabled sub-account by its id, after asking', async () => {
    const user = userEvent.setup({ delay: null });
    // Answered only at getUserList: a list of /user/sub_user would be an unexpected call.
    const main = fakeProvider('main')
      .on('getList', '/user/users/getUserList', () => listOf(subRows))
      .on('custom', '/user/users/updateUserStatus', () => ({ data: { ids: [7], status: 0 } }));
    const notifications = renderList(main);

    const enabled = (await screen.findByText('王磊')).closest('tr') as HTMLElement;
    const stopped = screen.getByText('赵敏').closest('tr') as HTMLElement;
    // Each row offers the one status change that applies to it (visibleWhen on its status).
    expect(await within(stopped).findByRole('button', { name: zh('启用') })).toBeInTheDocument();
    expect(await within(enabled).findByRole('button', { name: zh('停用') })).toBeInTheDocument();
    expect(within(enabled).queryByRole('button', { name: zh('启用') })).not.toBeInTheDocument();
    expect(within(stopped).queryByRole('button', { name: zh('停用') })).not.toBeInTheDocument();
    // Rows are selectable for 批量启用 / 批量停用, each checkbox named by its sub-account.
    expect(within(enabled).getByRole('checkbox', { name: '选择 sd_diaodu01' })).toBeInTheDocument();
    const before = main.callsOf('getList').length;

    await user.click(within(enabled).getByRole('button', { name: zh('停用') }));
    expect(await screen.findByText('确定停用该子账号吗？停用后该账号将无法登录')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: zh('确定') }));

    await waitFor(() => expect(main.callsOf('custom')).toHaveLength(1));
    expect(main.callsOf('custom')[0]).toMatchObject({ url: '/user/users/updateUserStatus', method: 'post', payload: { id: 7, status: 0 } });
    await waitFor(() => expect(notifications.open).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', message: '子账号已停用' })));
    await waitFor(() => expect(main.callsOf('getList').length).toBeGreaterThan(before));
    expect(main.callsOf('getList').at(-1)).toMatchObject({ resource: '/user/sub_user', meta: { listPath: '/user/users/getUserList' } });
  });

  it('enables a stopped one without asking', async () => {
    const user = userEvent.setup({ delay: null });
    const main = fakeProvider('main')
      .on('getList', '/user/users/getUserList', () => listOf(subRows))
      .on('custom', '/user/users/updateUserStatus', () => ({ data: { ids: [8], status: 1 } }));
    renderList(main);
    const stopped = (await screen.findByText('赵敏')).closest('tr') as HTMLElement;
    await user.click(await within(stopped).findByRole('button', { name: zh('启用') }));
    await waitFor(() => expect(main.callsOf('custom')).toHaveLength(1));
    expect(main.callsOf('custom')[0]).toMatchObject({ payload: { id: 8, status: 1 } });
  });
});

describe('新增子账号 (sub-create.json)', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  const route = '/saas/account/sub/create';
  const fill = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(input('子账号'), 'sd_new03');
    await user.type(input('姓名'), '新同事');
    await user.type(input('手机号'), '13700001236');
  };

  it('asks checkSubLimit first: beyond the limit the server’s msg shows, nothing is created and the input stays', async () => {
    const user = userEvent.setup({ delay: null });
    // No create is answered: a create call would fail the test.
    const main = fakeProvider('main').on('custom', '/user/users/checkSubLimit', () => {
      throw refusal(LIMIT_MESSAGE);
    });
    renderScreen(<FormRenderer descriptor={subCreate} params={{}} />, { route, url: route, main, notifications: fakeNotifications() });
    await fill(user);
    await user.click(screen.getByRole('button', { name: zh('保存') }));

    expect(await screen.findByText(LIMIT_MESSAGE)).toBeInTheDocument();
    expect(main.callsOf('custom')[0]).toMatchObject({ url: '/user/users/checkSubLimit', method: 'get' });
    expect(main.callsOf('create')).toHaveLength(0);
    expect(input('子账号')).toHaveValue('sd_new03');
    expect(input('姓名')).toHaveValue('新同事');
    expect(input('手机号')).toHaveValue('13700001236');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('creates once the check lets it, and returns to the list', async () => {
    const user = userEvent.setup({ delay: null });
    const main = fakeProvider('main')
      .on('custom', '/user/users/checkSubLimit', () => ({ data: { limit: 10, used: 8, remaining: 2 } }))
      .on('create', '/user/sub_user', (params) => ({ data: { id: 11, ...(params.variables as object) } }));
    renderScreen(<FormRenderer descriptor={subCreate} params={{}} />, { route, url: route, main, notifications: fakeNotifications() });
    await fill(user);
    await user.click(screen.getByRole('button', { name: zh('保存') }));

    expect(await findLocation()).toBe('/saas/account/sub/index');
    expect(main.callsOf('create')[0]?.variables).toEqual({ username: 'sd_new03', nickname: '新同事', phone: '13700001236', status: 1 });
  });

  it('edits through updateUser: the login name is fixed, the status is left to 启用/停用, no limit check', async () => {
    const user = userEvent.setup({ delay: null });
    const editRoute = '/saas/account/sub/update/:id';
    const main = fakeProvider('main')
      .on('getOne', '/user/sub_user', () => ({ data: { ...subRows[0], version: 3 } }))
      .on('update', '/user/users/updateUser', (params) => ({ data: params.variables }));
    renderScreen(<FormRenderer descriptor={subCreate} params={{ id: '7' }} />, { route: editRoute, url: '/saas/account/sub/update/7', main, notifications: fakeNotifications() });

    expect(await screen.findByDisplayValue('王磊')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '编辑子账号' })).toBeInTheDocument();
    expect(input('子账号')).toBeDisabled();
    expect(screen.queryByLabelText('状态')).not.toBeInTheDocument();
    await user.clear(input('姓名'));
    await user.type(input('姓名'), '王磊磊');
    await user.click(screen.getByRole('button', { name: zh('保存') }));

    expect(await findLocation()).toBe('/saas/account/sub/index');
    const update = main.callsOf('update')[0];
    expect(update).toMatchObject({ resource: '/user/sub_user', id: '7', meta: { updatePath: '/user/users/updateUser' } });
    expect(update?.variables).toMatchObject({ username: 'sd_diaodu01', nickname: '王磊磊', phone: '13700001111', version: 3 });
    expect(update?.variables).not.toHaveProperty('status');
    expect(main.callsOf('custom')).toHaveLength(0);
  });
});

describe('企业注册 (register.json): the phone number is checked before submit', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  const route = '/register';
  // This host implies no account type: the form starts as a servicer's, so only the phone can stop a submit.
  const asServicer: FormScreen = {
    ...register,
    sections: register.sections.map((section) => ({
      ...section,
      fields: section.fields.map((field) => (field.key === 'account_type' ? { ...field, defaultValue: 'servicer' } : field)),
    })),
  };
  const renderRegister = (quiet: FakeProvider, main = fakeProvider('main')) =>
    renderScreen(<FormRenderer descriptor={asServicer} params={{}} />, { route, url: route, main, quiet });

  it('shows the server’s msg under a registered phone once it is left, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const quiet = fakeProvider('quiet').on('custom', '/user/users/isServicerRegist', () => {
      throw refusal('该手机号已注册', '10004');
    });
    renderRegister(quiet);
    await user.type(input('手机号'), '13916882017');
    fireEvent.blur(input('手机号'));

    expect(await screen.findByText('该手机号已注册')).toBeInTheDocument();
    expect(quiet.callsOf('custom')[0]).toMatchObject({ url: '/user/users/isServicerRegist', method: 'get', query: { phone: '13916882017' } });

    await user.type(input('企业名称'), '顺达物流');
    await user.type(input('联系人'), '王建军');
    await user.type(input('登录密码'), 'secret88');
    await user.type(input('确认密码'), 'secret88');
    const asked = quiet.callsOf('custom').length;
    await user.click(screen.getByRole('button', { name: /注\s*册/ }));
    // The submit asks again and stops there: the main provider answers no sign-up, so one would fail the test.
    await waitFor(() => expect(quiet.callsOf('custom')).toHaveLength(asked + 1));
    expect(screen.getByText('该手机号已注册')).toBeInTheDocument();
    expect(input('手机号')).toHaveValue('13916882017');
    expect(input('企业名称')).toHaveValue('顺达物流');
  });

  it('asks nothing for a malformed number, and lets a free one pass', async () => {
    const user = userEvent.setup({ delay: null });
    const quiet = fakeProvider('quiet').on('custom', '/user/users/isServicerRegist', () => ({ data: { registered: false } }));
    renderRegister(quiet);
    await user.type(input('手机号'), '1391');
    fireEvent.blur(input('手机号'));
    expect(await screen.findByText('手机号格式有误')).toBeInTheDocument();
    expect(quiet.callsOf('custom')).toHaveLength(0);

    await user.type(input('手机号'), '9900001');
    fireEvent.blur(input('手机号'));
    await waitFor(() => expect(quiet.callsOf('custom')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('手机号格式有误')).not.toBeInTheDocument());
    expect(screen.queryByText('该手机号已注册')).not.toBeInTheDocument();
  });
});

describe('我的账号 (my-index.json) and its password change', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  const route = '/saas/account/my/index';
  const accountMain = () =>
    fakeProvider('main')
      .on('custom', '/user/users/getUserInfo', () => ({ data: { username: 'servicer', display_name: '李建国', app_code: 'BANG' } }))
      .on('custom', '/user/users/getLastLoginTime', () => ({ data: { last_login_time: '2024-05-01 09:00:00' } }))
      .on('custom', '/user/users/getCumulative', () => ({ data: { login_count: 12 } }));

  it('offers 修改密码, which opens the password form', async () => {
    const user = userEvent.setup({ delay: null });
    grantMenu([...menuGranting(OPERATION_CODE_LIST), ...menuGranting([], '/saas/account/password/index')]);
    renderScreen(<DashboardRenderer descriptor={myIndex} params={{}} />, { route, url: route, main: accountMain() });
    expect(await screen.findByText('李建国')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '修改密码' }));
    expect(await findLocation()).toBe('/saas/account/password/index');
  });

  it('offers no button for a route the menu does not allow', async () => {
    renderScreen(<DashboardRenderer descriptor={myIndex} params={{}} />, { route, url: route, main: accountMain() });
    expect(await screen.findByText('李建国')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '修改密码' })).not.toBeInTheDocument();
  });

  it('keeps the typed passwords and shows the server’s msg when the old one is wrong', async () => {
    const user = userEvent.setup({ delay: null });
    const path = '/saas/account/password/index';
    const main = fakeProvider('main').on('create', '/user/users/updatePassword', () => {
      throw new ApiError({ status: 400, code: '400', msg: '原密码错误', notified: true, response: { status: 400 } as AxiosResponse });
    });
    renderScreen(<FormRenderer descriptor={passwordForm} params={{}} />, { route: path, url: path, main, notifications: fakeNotifications() });
    await user.type(input('原密码'), 'not-mine');
    await user.type(input('新密码'), 'changed99');
    await user.type(input('确认密码'), 'changed99');
    await user.click(screen.getByRole('button', { name: '修改密码' }));

    expect(await screen.findByText('原密码错误')).toBeInTheDocument();
    expect(main.callsOf('create')[0]?.variables).toEqual({ old_password: 'not-mine', password: 'changed99' });
    expect(input('原密码')).toHaveValue('not-mine');
    expect(input('新密码')).toHaveValue('changed99');
    expect(screen.getByRole('button', { name: '返回我的账号' })).toBeInTheDocument();
  });
});
