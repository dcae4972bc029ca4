import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormScreen } from '../../../src/screen-model/types';
import { clearSession, getRefreshToken, getToken, getUser } from '../../../src/session/token-store';
import { FormRenderer } from '../../../renderers/generic';
import { runtimeDefault } from '../../../renderers/generic/form/runtime-defaults';
import { fakeNotifications, fakeProvider, findLocation, renderScreen, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests, type FakeProvider } from './harness';

const signUp: FormScreen = {
  $schema: '../../schemas/screen.schema.json',
  path: '/register',
  title: '企业注册',
  kind: 'form',
  layout: 'narrow',
  api: { resource: '/user/users/createUser' },
  sections: [
    {
      fields: [
        { key: 'phone', label: '手机号', widget: 'text', rules: [{ name: 'required' }, { name: 'mobile' }] },
        { key: 'password', label: '登录密码', widget: 'password', rules: [{ name: 'required' }] },
        { key: 'confirm_password', label: '确认密码', widget: 'password', transient: true, rules: [{ name: 'equal', field: 'password' }] },
        {
          key: 'account_type', label: '账号类型', widget: 'select', defaultFrom: 'hostAccountType', defaultValue: 'consignor',
          options: [{ value: 'servicer', label: '服务商' }, { value: 'consignor', label: '商家' }],
        },
      ],
    },
  ],
  submitLabel: '注册',
  successMessage: '注册成功',
  afterSave: 'storeSession',
  returnTo: '/register2',
  cancel: { label: '已有账号，去登录', to: '/login' },
};

const companyForm: FormScreen = {
  $schema: '../../schemas/screen.schema.json',
  path: '/edit-company',
  title: '修改企业资料',
  kind: 'form',
  layout: 'narrow',
  api: { resource: '/user/users/dataComplete' },
  load: '/user/audit/company',
  requiresLogin: true,
  sections: [
    {
      fields: [
        { key: 'company_name', label: '企业名称', widget: 'text', rules: [{ name: 'required' }] },
        {
          key: 'service_types', label: '服务类型', widget: 'select', multiple: true,
          options: [{ value: 'TRUNK', label: '干线运输' }, { value: 'WAREHOUSING', label: '仓储服务' }],
        },
      ],
    },
  ],
  submitLabel: '提交审核',
  returnTo: '/examining',
};

const resetForm: FormScreen = {
  $schema: '../../schemas/screen.schema.json',
  path: '/forget-password',
  title: '找回密码',
  kind: 'form',
  api: { resource: '/user/users/resetPassword' },
  sections: [
    {
      fields: [
        { key: 'phone', label: '手机号', widget: 'text', rules: [{ name: 'required' }, { name: 'mobile' }] },
        { key: 'code', label: '短信验证码', widget: 'smsCode', sendCode: { api: '/user/users/sendResetCode', phoneField: 'phone' } },
      ],
    },
  ],
  returnTo: '/login',
};

function renderForm(descriptor: FormScreen, main: FakeProvider, notifications = fakeNotifications()) {
  renderScreen(<FormRenderer descriptor={descriptor} params={{}} />, { route: descriptor.path, url: descriptor.path, main, notifications });
  return notifications;
}

setUpScreenTests();
afterEach(() => clearSession());

describe('run-time defaults', () => {
  it('take the account type from the host name', () => {
    expect(runtimeDefault('hostAccountType', 'bang.example.com')).toBe('servicer');
    expect(runtimeDefault('hostAccountType', 'da.example.com')).toBe('consignor');
    expect(runtimeDefault('hostAccountType', 'pai.example.com')).toBe('delivery');
    expect(runtimeDefault('hostAccountType', '127.0.0.1')).toBeUndefined();
  });
});

describe('a sign-up form', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('sends no transient field, stores the session of the reply and opens returnTo', async () => {
    const user = userEvent.setup({ delay: null });
    const reply = { token: 'access-1', refresh_token: 'refresh-1', user: { id: 31, name: '王建军', uname: '19900001111', display_name: '王建军' } };
    const main = fakeProvider('main').on('create', '/user/users/createUser', () => ({ data: reply }));
    const notifications = renderForm(signUp, main);

    // No account type from this host (localhost): the descriptor's default applies.
    expect(screen.getByTitle('商家')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '已有账号，去登录' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('手机号'), '19900001111');
    await user.type(screen.getByLabelText('登录密码'), 'secret88');
    await user.type(screen.getByLabelText('确认密码'), 'secret88');
    await user.click(screen.getByRole('button', { name: /注\s*册/ }));

    expect(await findLocation()).toBe('/register2');
    expect(main.callsOf('create')[0]?.variables).toEqual({ phone: '19900001111', password: 'secret88', account_type: 'consignor' });
    expect(getToken()).toBe('access-1');
    expect(getRefreshToken()).toBe('refresh-1');
    expect(getUser()?.id).toBe(31);
    expect(notifications.open).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', message: '注册成功' }));
  });

  it('stays on the form when the reply carries no session', async () => {
    const user = userEvent.setup({ delay: null });
    const main = fakeProvider('main').on('create', '/user/users/createUser', () => ({ data: {} }));
    renderForm(signUp, main);
    await user.type(screen.getByLabelText('手机号'), '19900001111');
    await user.type(screen.getByLabelText('登录密码'), 'secret88');
    await user.type(screen.getByLabelText('确认密码'), 'secret88');
    await user.click(screen.getByRole('button', { name: /注\s*册/ }));
    expect(await screen.findByText('保存失败')).toBeInTheDocument();
    expect(getToken()).toBeUndefined();
    expect(screen.getByLabelText('手机号')).toHaveValue('19900001111');
  });

  it('opens the cancel route', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm(signUp, fakeProvider('main'));
    await user.click(screen.getByRole('button', { name: '已有账号，去登录' }));
    expect(await findLocation()).toBe('/login');
  });
});

describe('a form acting for the logged-in account', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('asks to log in, and calls nothing, without a session', async () => {
    renderForm(companyForm, fakeProvider('main'));
    expect(await screen.findByText('请先登录')).toBeInTheDocument();
    expect(screen.queryByLabelText('企业名称')).not.toBeInTheDocument();
  });

  it('starts from the loaded values and saves them by POST to its resource', async () => {
    window.localStorage.setItem('token', 'access-2');
    const user = userEvent.setup({ delay: null });
    const main = fakeProvider('main')
      .on('custom', '/user/audit/company', () => ({ data: { company_name: '顺达物流', service_types: ['TRUNK'], audit_status: 'REJECTED', audit_reason: null } }))
      .on('create', '/user/users/dataComplete', (params) => ({ data: params.variables }));
    renderForm(companyForm, main);

    expect(await screen.findByDisplayValue('顺达物流')).toBeInTheDocument();
    expect(screen.getByTitle('干线运输')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('企业名称'));
    await user.type(screen.getByLabelText('企业名称'), '顺达供应链');
    await user.click(screen.getByRole('button', { name: '提交审核' }));

    expect(await findLocation()).toBe('/examining');
    expect(main.callsOf('custom')[0]).toMatchObject({ method: 'get' });
    expect(main.callsOf('create')[0]?.variables).toEqual({ company_name: '顺达供应链', service_types: ['TRUNK'] });
  });
});

describe('a short-message code field', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('checks the phone first, sends the code, then counts down', async () => {
    const user = userEvent.setup({ delay: null });
    const main = fakeProvider('main').on('custom', '/user/users/sendResetCode', () => ({ data: {} }));
    const notifications = renderForm(resetForm, main);

    await user.type(screen.getByLabelText('手机号'), '1380');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('手机号格式有误')).toBeInTheDocument();
    expect(main.callsOf('custom')).toHaveLength(0);

    await user.type(screen.getByLabelText('手机号'), '0013800');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(main.callsOf('custom')).toHaveLength(1));
    expect(main.callsOf('custom')[0]).toMatchObject({ method: 'post', payload: { phone: '13800013800' } });
    const countdown = await screen.findByRole('button', { name: /^\d+秒后重新获取$/ });
    expect(countdown).toBeDisabled();
    expect(notifications.open).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', message: '验证码已发送' }));
  });
});
