import { Activity, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormScreen } from '../../../src/screen-model/types';
import { FormRenderer } from '../../../renderers/generic';
import { roleForm } from './fixtures';
import {
  fakeNotifications,
  fakeProvider,
  findLocation,
  renderScreen,
  zh,
  type FakeProvider,
  SCREEN_TEST_TIMEOUT_MS,
  setUpScreenTests,
} from './harness';

const record = { id: 7, code: 'dispatcher', name: '调度员', mobile: '13812345678', status: 0, level: 'B', memo: '华东', extra: 'x' };

function renderCreate(main: FakeProvider, notifications = fakeNotifications(), descriptor: FormScreen = roleForm, quiet?: FakeProvider) {
  renderScreen(<FormRenderer descriptor={descriptor} params={{}} />, {
    route: '/saas/system/role/add',
    url: '/saas/system/role/add',
    main,
    quiet,
    notifications,
  });
  return notifications;
}

function renderEdit(main: FakeProvider) {
  renderScreen(<FormRenderer descriptor={roleForm} params={{ id: '7' }} />, {
    route: '/saas/system/role/update/:id',
    url: '/saas/system/role/update/7',
    main,
  });
}

const input = (label: string) => screen.getByLabelText(label);
const save = () => screen.getByRole('button', { name: zh('保存') });

setUpScreenTests();

describe('FormRenderer, create', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('shows the validators\' messages and sends nothing while the form is invalid', async () => {
    const user = userEvent.setup({ delay: null });
    renderCreate(fakeProvider('main'));
    expect(screen.getByRole('heading', { name: '新增角色' })).toBeInTheDocument();

    await user.type(input('联系手机'), '12345');
    await user.click(save());

    expect(await screen.findAllByText('该项为必填项')).toHaveLength(2);
    // antd validates the fields one by one: on a loaded machine this message may come a moment later.
    expect(await screen.findByText('手机号格式有误')).toBeInTheDocument();
  });

  it('submits the typed values with the defaults and returns to the list', async () => {
    const user = userEvent.setup({ delay: null });
    const main = fakeProvider('main').on('create', '/system/roles', (params) => ({ data: { id: 9, ...(params.variables as object) } }));
    const notifications = renderCreate(main);

    expect(screen.getByRole('switch')).toBeChecked();
    await user.type(input('角色编码'), 'dispatcher');
    await user.type(input('角色名称'), '调度员');
    await user.type(input('联系手机'), '13812345678');
    await user.type(input('初始密码'), 'abc123');
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await user.click(save());

    expect(await findLocation()).toBe('/saas/system/role/index');
    // The form, kept open in its tab for the next record, starts again at its top.
    expect(scrolled).toHaveBeenCalledWith(0, 0);
    scrolled.mockRestore();
    expect(main.callsOf('create')).toHaveLength(1);
    expect(main.callsOf('create')[0]?.variables).toMatchObject({
      code: 'dispatcher',
      name: '调度员',
      mobile: '13812345678',
      status: 1,
      level: 'A',
      password: 'abc123',
    });
    expect(notifications.open).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', message: '保存成功' }));
  });

  it('keeps every typed value and shows the server message when the save fails', async () => {
    const user = userEvent.setup({ delay: null });
    const main = fakeProvider('main').on('create', '/system/roles', () =>
      Promise.reject(Object.assign(new Error('角色编码已存在'), { msg: '角色编码已存在', statusCode: 400 })),
    );
    renderCreate(main);

    await user.type(input('角色编码'), 'dispatcher');
    await user.type(input('角色名称'), '调度员');
    await user.click(screen.getByRole('switch'));
    await user.click(save());

    expect(await screen.findByRole('alert')).toHaveTextContent('角色编码已存在');
    expect(main.callsOf('create')).toHaveLength(1);
    expect(input('角色编码')).toHaveValue('dispatcher');
    expect(input('角色名称')).toHaveValue('调度员');
    expect(screen.getByRole('switch')).not.toBeChecked();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('goes to returnTo on 取消', async () => {
    const user = userEvent.setup({ delay: null });
    renderCreate(fakeProvider('main'));
    await user.click(screen.getByRole('button', { name: zh('取消') }));
    expect(await findLocation()).toBe('/saas/system/role/index');
  });

  it('checks an order number against the waybills', async () => {
    const user = userEvent.setup({ delay: null });
    const descriptor: FormScreen = {
      ...roleForm,
      sections: [{ fields: [{ key: 'order_no', label: '系统订单号', widget: 'text', rules: [{ name: 'orderNo' }] }] }],
    };
    // The lookup is quiet: an unknown number is the field's message only, never a toast too.
    const quiet = fakeProvider('quiet')
      .on('getOne', '/order/waybills', ({ id }) => (id === 'W100' ? { data: { id: 88, status: 'SIGNED' } } : Promise.reject(new Error('not found'))));
    const main = fakeProvider('main').on('create', '/system/roles', () => ({ data: { id: 1 } }));
    renderCreate(main, fakeNotifications(), descriptor, quiet);

    await user.type(input('系统订单号'), 'NOPE');
    await user.click(save());
    expect(await screen.findByText('请输入正确的系统订单号')).toBeInTheDocument();
    expect(main.callsOf('create')).toHaveLength(0);

    await user.clear(input('系统订单号'));
    await user.type(input('系统订单号'), 'W100');
    await user.click(save());
    expect(await findLocation()).toBe('/saas/system/role/index');
    // The waybill's id and status go into the form's root data and are saved with it (widgets spec §3).
    expect(main.callsOf('create')[0]?.variables).toEqual({ order_no: 'W100', order_id: 88, status: 'SIGNED' });
  });

  it('keeps typed values while its tab is hidden and shown again', async () => {
    const user = userEvent.setup({ delay: null });
    function Tabs() {
      const [visible, setVisible] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setVisible((v) => !v)}>toggle</button>
          <Activity mode={visible ? 'visible' : 'hidden'}>
            <FormRenderer descriptor={roleForm} params={{}} />
          </Activity>
        </>
      );
    }
    renderScreen(<Tabs />, { route: '/saas/system/role/add', url: '/saas/system/role/add', main: fakeProvider('main') });
    await user.type(input('角色名称'), '调度员');
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    await waitFor(() => expect(input('角色名称')).toBeVisible());
    expect(input('角色名称')).toHaveValue('调度员');
  });
});

describe('FormRenderer, edit', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('loads the record, locks readOnlyOnUpdate fields, hides createOnly fields and updates', async () => {
    const user = userEvent.setup({ delay: null });
    const main = fakeProvider('main')
      .on('getOne', '/system/roles', () => ({ data: record }))
      .on('update', '/system/roles', (params) => ({ data: { ...record, ...(params.variables as object) } }));
    renderEdit(main);

    expect(screen.getByRole('heading', { name: '编辑角色' })).toBeInTheDocument();
    await waitFor(() => expect(input('角色名称')).toHaveValue('调度员'));
    expect(main.callsOf('getOne')[0]).toMatchObject({ resource: '/system/roles', id: '7' });
    expect(input('角色编码')).toHaveValue('dispatcher');
    expect(input('角色编码')).toBeDisabled();
    expect(input('角色名称')).toBeEnabled();
    expect(screen.queryByLabelText('初始密码')).not.toBeInTheDocument();
    expect(screen.getByRole('switch')).not.toBeChecked();

    await user.clear(input('角色名称'));
    await user.type(input('角色名称'), '调度主管');
    await user.click(screen.getByRole('switch'));
    await user.click(save());

    expect(await findLocation()).toBe('/saas/system/role/index');
    expect(main.callsOf('update')).toHaveLength(1);
    const update = main.callsOf('update')[0];
    expect(update).toMatchObject({ resource: '/system/roles', id: '7' });
    expect(update?.variables).toEqual({
      code: 'dispatcher',
      name: '调度主管',
      mobile: '13812345678',
      status: 1,
      level: 'B',
      memo: '华东',
    });
  });
});
