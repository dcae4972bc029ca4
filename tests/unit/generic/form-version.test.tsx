import { describe, expect, it } from 'vitest';
import { renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormRenderer } from '../../../renderers/generic';
import { useBasedOnVersion } from '../../../renderers/generic/form/useBasedOnVersion';
import { ApiError } from '../../../src/http/errors';
import { roleForm } from './fixtures';
import { fakeProvider, renderScreen, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests, zh } from './harness';

const STALE_MSG = '该记录已被他人修改，请刷新后重试';
const record = { id: 7, code: 'dispatcher', name: '调度员', mobile: '13812345678', status: 0, level: 'B', memo: '华东', version: 3 };

/** The rejection the kernel's http client gives for a 409 answer of the reference server. */
const staleAnswer = (msg?: string) =>
  new ApiError({ status: 409, code: '409', msg: msg ?? 'Request failed with status code 409', notified: true, response: { data: msg ? { code: '409', msg } : '' } as never });

const input = (label: string) => screen.getByLabelText(label);

function renderEdit(main: ReturnType<typeof fakeProvider>) {
  renderScreen(<FormRenderer descriptor={roleForm} params={{ id: '7' }} />, {
    route: '/saas/system/role/update/:id',
    url: '/saas/system/role/update/7',
    main,
  });
}

setUpScreenTests();

describe('FormRenderer, edit conflicts', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('sends the version it loaded; a 409 shows the message and keeps every typed value', async () => {
    const user = userEvent.setup({ delay: null });
    const main = fakeProvider('main')
      .on('getOne', '/system/roles', () => ({ data: record }))
      .on('update', '/system/roles', () => Promise.reject(staleAnswer(STALE_MSG)));
    renderEdit(main);

    await waitFor(() => expect(input('角色名称')).toHaveValue('调度员'));
    await user.clear(input('角色名称'));
    await user.type(input('角色名称'), '调度主管');
    await user.clear(input('备注'));
    await user.type(input('备注'), '华南');
    await user.click(screen.getByRole('button', { name: zh('保存') }));

    expect(await screen.findByRole('alert')).toHaveTextContent(STALE_MSG);
    expect(main.callsOf('update')).toHaveLength(1);
    expect(main.callsOf('update')[0]?.variables).toMatchObject({ name: '调度主管', memo: '华南', version: 3 });
    expect(input('角色名称')).toHaveValue('调度主管');
    expect(input('备注')).toHaveValue('华南');
    // Still on the form: nothing navigated back to the list.
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('says what happened even when the 409 came without a server message', async () => {
    const user = userEvent.setup({ delay: null });
    const main = fakeProvider('main')
      .on('getOne', '/system/roles', () => ({ data: record }))
      .on('update', '/system/roles', () => Promise.reject(staleAnswer()));
    renderEdit(main);

    await waitFor(() => expect(input('角色名称')).toHaveValue('调度员'));
    await user.type(input('角色名称'), '甲');
    await user.click(screen.getByRole('button', { name: zh('保存') }));

    expect(await screen.findByRole('alert')).toHaveTextContent(STALE_MSG);
    expect(input('角色名称')).toHaveValue('调度员甲');
  });
});

describe('useBasedOnVersion', () => {
  it('follows the loaded record until the user types, then keeps the version the edit started from', () => {
    const { result, rerender } = renderHook(({ version, typed }) => useBasedOnVersion(version ? { version } : undefined, typed), {
      initialProps: { version: 0, typed: false },
    });
    expect(result.current).toBeUndefined();
    rerender({ version: 3, typed: false });
    expect(result.current).toBe(3);
    rerender({ version: 3, typed: true });
    // Another tab saved: the record refetches at version 4, but this edit was based on 3.
    rerender({ version: 4, typed: true });
    expect(result.current).toBe(3);
    // After a save the draft is gone and the form follows the record again.
    rerender({ version: 5, typed: false });
    expect(result.current).toBe(5);
  });
});
