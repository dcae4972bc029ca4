// The descriptors' `api.get`: a detail screen and an edit form read their record through a call of their own
// (the core spec's /user/consignor/getInfo ?id), while the edit still saves at resource/id.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormScreen, ShowScreen } from '../../../src/screen-model/types';
import { FormRenderer, ShowRenderer } from '../../../renderers/generic';
import { roleForm, roleShow } from './fixtures';
import { fakeProvider, renderScreen, zh, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from './harness';

const GET_PATH = '/user/roles/getInfo';
const record = { id: 7, code: 'dispatcher', name: '调度员', status: 1, level: 'A', budget: 100 };

setUpScreenTests();

describe('api.get', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('shows the record the get path answers', async () => {
    // The fake answers the record only at the get path: a read of /system/roles/7 would fail the test.
    const main = fakeProvider('main').on('getOne', GET_PATH, () => ({ data: record }));
    const descriptor: ShowScreen = { ...roleShow, api: { resource: '/system/roles', get: GET_PATH } };
    renderScreen(<ShowRenderer descriptor={descriptor} params={{ id: '7' }} />, { route: '/saas/system/role/show/:id', url: '/saas/system/role/show/7', main });

    expect(await screen.findByText('调度员')).toBeInTheDocument();
    expect(main.callsOf('getOne')[0]).toMatchObject({ resource: '/system/roles', id: '7', meta: { getPath: GET_PATH } });
  });

  it('keeps the fixed params beside the get path', async () => {
    const main = fakeProvider('main').on('getOne', GET_PATH, () => ({ data: record }));
    const descriptor: ShowScreen = { ...roleShow, api: { resource: '/system/roles', get: GET_PATH, params: { app_code: 'BANG' } } };
    renderScreen(<ShowRenderer descriptor={descriptor} params={{ id: '7' }} />, { route: '/saas/system/role/show/:id', url: '/saas/system/role/show/7', main });
    await screen.findByText('调度员');
    expect(main.callsOf('getOne')[0]).toMatchObject({ meta: { getPath: GET_PATH, params: { app_code: 'BANG' } } });
  });

  it('loads an edit form from the get path and saves with a PUT at the resource', async () => {
    const user = userEvent.setup({ delay: null });
    const main = fakeProvider('main')
      .on('getOne', GET_PATH, () => ({ data: record }))
      .on('update', '/system/roles', (params) => ({ data: { ...record, ...(params.variables as object) } }));
    const descriptor: FormScreen = { ...roleForm, api: { resource: '/system/roles', get: GET_PATH } };
    renderScreen(<FormRenderer descriptor={descriptor} params={{ id: '7' }} />, {
      route: '/saas/system/role/update/:id', url: '/saas/system/role/update/7', main,
    });

    await waitFor(() => expect(screen.getByLabelText('角色名称')).toHaveValue('调度员'));
    await user.clear(screen.getByLabelText('角色名称'));
    await user.type(screen.getByLabelText('角色名称'), '调度主管');
    await user.click(screen.getByRole('button', { name: zh('保存') }));

    await waitFor(() => expect(main.callsOf('update')).toHaveLength(1));
    expect(main.callsOf('update')[0]).toMatchObject({ resource: '/system/roles', id: '7', variables: { name: '调度主管' } });
  });

  it('creates without reading any record', async () => {
    const user = userEvent.setup({ delay: null });
    const main = fakeProvider('main').on('create', '/user/roles/add', () => ({ data: { id: 9 } }));
    const descriptor: FormScreen = { ...roleForm, api: { resource: '/system/roles', get: GET_PATH, create: '/user/roles/add' } };
    renderScreen(<FormRenderer descriptor={descriptor} params={{}} />, { route: '/saas/system/role/add', url: '/saas/system/role/add', main });
    await user.type(screen.getByLabelText('角色编码'), 'planner');
    await user.type(screen.getByLabelText('角色名称'), '计划员');
    await user.click(screen.getByRole('button', { name: zh('保存') }));
    await waitFor(() => expect(main.callsOf('create')).toHaveLength(1));
    expect(main.callsOf('getOne')).toHaveLength(0);
  });
});
