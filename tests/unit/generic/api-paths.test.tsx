// The descriptors' `api.list` and `api.create`: a list and a create through calls other than the
// collection's own (the widgets spec's partner calls), while detail, edit and delete stay on the resource.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormScreen, ListScreen } from '../../../src/screen-model/types';
import { FormRenderer, ListRenderer } from '../../../renderers/generic';
import { roleForm, roleList, roleRows } from './fixtures';
import {
  fakeNotifications,
  fakeProvider,
  findLocation,
  listOf,
  renderScreen,
  zh,
  SCREEN_TEST_TIMEOUT_MS,
  setUpScreenTests,
} from './harness';

const LIST_PATH = '/user/roles/list';
const CREATE_PATH = '/user/roles/add';
const listRoute = '/saas/system/role/index';

const specList: ListScreen = { ...roleList, api: { resource: '/system/roles', list: LIST_PATH } };
const specForm: FormScreen = { ...roleForm, api: { resource: '/system/roles', create: CREATE_PATH } };

const input = (label: string) => screen.getByLabelText(label);

setUpScreenTests();

describe('api.list', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('lists from the list path with the resource as identity, its paging, filters and fixed params', async () => {
    const user = userEvent.setup({ delay: null });
    // The fake answers a list only at the list path: a request to /system/roles would fail the test.
    const main = fakeProvider('main').on('getList', LIST_PATH, () => listOf(roleRows, 2));
    const descriptor: ListScreen = { ...specList, api: { ...specList.api, params: { object_sub_type: 'T_SJ' } } };
    renderScreen(<ListRenderer descriptor={descriptor} params={{}} />, { route: listRoute, url: listRoute, main });

    expect(await screen.findByText('调度员')).toBeInTheDocument();
    const first = main.callsOf('getList')[0];
    expect(first).toMatchObject({ resource: '/system/roles', meta: { listPath: LIST_PATH } });
    expect(first?.filters).toEqual([{ field: 'object_sub_type', operator: 'eq', value: 'T_SJ' }]);
    expect(screen.getByText('调度员').closest('a')).toHaveAttribute('href', '/saas/system/role/show/7');

    await user.type(input('角色名称'), '调度');
    await user.click(screen.getByRole('button', { name: zh('查询') }));
    await waitFor(() => expect(main.callsOf('getList').length).toBeGreaterThan(1));
    const searched = main.callsOf('getList').at(-1);
    expect(searched).toMatchObject({ resource: '/system/roles', meta: { listPath: LIST_PATH } });
    expect(searched?.filters).toEqual(expect.arrayContaining([
      { field: 'name', operator: 'contains', value: '调度' },
      { field: 'object_sub_type', operator: 'eq', value: 'T_SJ' },
    ]));
  });

  it('deletes at the resource and reloads from the list path', async () => {
    const user = userEvent.setup({ delay: null });
    const main = fakeProvider('main')
      .on('getList', LIST_PATH, () => listOf(roleRows))
      .on('deleteOne', '/system/roles', () => ({ data: {} }));
    renderScreen(<ListRenderer descriptor={specList} params={{}} />, { route: listRoute, url: listRoute, main, notifications: fakeNotifications() });
    await screen.findByText('调度员');
    const before = main.callsOf('getList').length;

    await user.click(within(screen.getByText('调度员').closest('tr')!).getByRole('button', { name: '删除' }));
    await user.click(await screen.findByRole('button', { name: zh('确定') }));

    await waitFor(() => expect(main.callsOf('deleteOne')).toHaveLength(1));
    expect(main.callsOf('deleteOne')[0]).toMatchObject({ resource: '/system/roles', id: 7 });
    await waitFor(() => expect(main.callsOf('getList').length).toBeGreaterThan(before));
    expect(main.callsOf('getList').at(-1)).toMatchObject({ meta: { listPath: LIST_PATH } });
  });

  it('passes no list path without api.list', async () => {
    const main = fakeProvider('main').on('getList', '/system/roles', () => listOf(roleRows));
    renderScreen(<ListRenderer descriptor={roleList} params={{}} />, { route: listRoute, url: listRoute, main });
    await screen.findByText('调度员');
    expect((main.callsOf('getList')[0]?.meta as { listPath?: string } | undefined)?.listPath).toBeUndefined();
  });
});

describe('api.create', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('creates at the create path with the typed values, then returns to the list', async () => {
    const user = userEvent.setup({ delay: null });
    const main = fakeProvider('main').on('create', CREATE_PATH, () => ({ data: { resource_id: 500041 } }));
    const notifications = fakeNotifications();
    renderScreen(<FormRenderer descriptor={specForm} params={{}} />, { route: '/saas/system/role/add', url: '/saas/system/role/add', main, notifications });

    await user.type(input('角色编码'), 'dispatcher');
    await user.type(input('角色名称'), '调度员');
    await user.click(screen.getByRole('button', { name: zh('保存') }));

    expect(await findLocation()).toBe('/saas/system/role/index');
    const [created] = main.callsOf('create');
    expect(created).toMatchObject({ resource: '/system/roles', meta: { createPath: CREATE_PATH } });
    expect(created?.variables).toMatchObject({ code: 'dispatcher', name: '调度员', status: 1, level: 'A' });
    expect(notifications.open).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', message: '保存成功' }));
  });

  it('edits at the resource: the record from resource/id, the save a PUT there, no create path', async () => {
    const user = userEvent.setup({ delay: null });
    const record = { id: 7, code: 'dispatcher', name: '调度员', status: 1, level: 'A' };
    const main = fakeProvider('main')
      .on('getOne', '/system/roles', () => ({ data: record }))
      .on('update', '/system/roles', (params) => ({ data: { ...record, ...(params.variables as object) } }));
    renderScreen(<FormRenderer descriptor={specForm} params={{ id: '7' }} />, {
      route: '/saas/system/role/update/:id', url: '/saas/system/role/update/7', main,
    });

    await waitFor(() => expect(input('角色名称')).toHaveValue('调度员'));
    await user.clear(input('角色名称'));
    await user.type(input('角色名称'), '调度主管');
    await user.click(screen.getByRole('button', { name: zh('保存') }));

    await waitFor(() => expect(main.callsOf('update')).toHaveLength(1));
    expect(main.callsOf('update')[0]).toMatchObject({ resource: '/system/roles', id: '7', variables: { name: '调度主管' } });
    for (const call of [...main.callsOf('getOne'), ...main.callsOf('update')]) {
      expect((call.meta as { createPath?: string } | undefined)?.createPath).toBeUndefined();
    }
    expect(main.callsOf('create')).toHaveLength(0);
  });

  it('refreshes a list of the same resource from its list path after a create', async () => {
    const user = userEvent.setup({ delay: null });
    const rows = [...roleRows];
    const main = fakeProvider('main')
      .on('getList', LIST_PATH, () => listOf([...rows]))
      .on('create', CREATE_PATH, (params) => {
        rows.push({ id: 9, name: String((params.variables as { name: string }).name), budget: null, status: 1, created_at: '2024-03-07 09:00:00', memo: '' });
        return { data: { id: 9 } };
      });
    // The form returns to the list's own route, so both stay mounted.
    const form: FormScreen = { ...specForm, returnTo: listRoute };
    renderScreen(
      <>
        <ListRenderer descriptor={specList} params={{}} />
        <FormRenderer descriptor={form} params={{}} />
      </>,
      { route: listRoute, url: listRoute, main, notifications: fakeNotifications() },
    );
    await screen.findByText('调度员');
    const before = main.callsOf('getList').length;

    await user.type(input('角色编码'), 'planner');
    // The filter bar has its own 角色名称 above the form's.
    await user.type(screen.getAllByLabelText('角色名称').at(-1)!, '计划员');
    await user.click(screen.getByRole('button', { name: zh('保存') }));

    expect(await screen.findByText('计划员', { selector: 'a' })).toBeInTheDocument();
    expect(main.callsOf('getList').length).toBeGreaterThan(before);
    expect(main.callsOf('getList').every((call) => call.resource === '/system/roles')).toBe(true);
  });
});
