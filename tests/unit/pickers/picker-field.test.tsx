/**
 * Picker fields in a generic form (widgets spec §4, §7, §9): search as the user types after the debounce,
 * the pick saved as id and name, saved values shown by name or looked up once by id, forbidden merchants
 * disabled, auto-select and lock, and the remote select without a url.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeProvider, findLocation, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../generic/harness';
import { pick } from '../fees/table-helpers';
import {
  comboboxOf, FORM_RESOURCE, listByName, merchantField, openPicker, page, queriesOf, renderPickerForm, saveButton, shownValue, waitForShown,
} from './picker-fixtures';

const CONSIGNOR_LIST = '/user/resource_binding/consignor/list';
const merchants = [
  { resource_id: 11, name: '华东家居', is_forbid_create_order: 0 },
  { resource_id: 12, name: '华南建材', is_forbid_create_order: 0 },
  { resource_id: 13, name: '北方商贸', is_forbid_create_order: 1 },
];

setUpScreenTests();
afterEach(() => {
  vi.useRealTimers();
});

describe('picker field: search and pick', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('searches the kind\'s list with the typed name 500 ms after the last keystroke', async () => {
    const quiet = fakeProvider('quiet').on('custom', CONSIGNOR_LIST, listByName(merchants));
    renderPickerForm([merchantField()], { quiet });
    const box = await openPicker('商家');
    await waitFor(() => expect(queriesOf(quiet, CONSIGNOR_LIST)).toHaveLength(1));
    expect(queriesOf(quiet, CONSIGNOR_LIST)[0]).toEqual({ page: 1, per_page: 10 });
    expect(await screen.findByTitle('北方商贸')).toBeInTheDocument();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(box, { target: { value: '华' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(box, { target: { value: '华东' } });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(queriesOf(quiet, CONSIGNOR_LIST)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(10));
    vi.useRealTimers();

    await waitFor(() => expect(queriesOf(quiet, CONSIGNOR_LIST)).toHaveLength(2));
    expect(queriesOf(quiet, CONSIGNOR_LIST)[1]).toEqual({ page: 1, per_page: 10, name: '华东' });
    await waitFor(() => expect(screen.queryByTitle('北方商贸')).not.toBeInTheDocument());
    expect(screen.getByTitle('华东家居')).toBeInTheDocument();
  });

  it('saves the picked id in the field and its name in nameKey', async () => {
    const user = userEvent.setup({ delay: null });
    const quiet = fakeProvider('quiet').on('custom', CONSIGNOR_LIST, listByName(merchants));
    const main = fakeProvider('main').on('create', FORM_RESOURCE, (params) => ({ data: { id: 1, ...(params.variables as object) } }));
    renderPickerForm([merchantField()], { main, quiet });

    await pick(user, document.body, '商家', '华南建材');
    await waitForShown('商家', '华南建材');
    await user.click(saveButton());

    expect(await findLocation()).toBe('/saas/picker-test/index');
    expect(main.callsOf('create')[0]?.variables).toEqual({ consignor_resource_id: 12, consignor_name: '华南建材' });
  });
});

describe('picker field: several picks', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('saves the ids as a list and the names comma-joined', async () => {
    const user = userEvent.setup({ delay: null });
    const quiet = fakeProvider('quiet').on('custom', CONSIGNOR_LIST, listByName(merchants));
    const main = fakeProvider('main').on('create', FORM_RESOURCE, () => ({ data: { id: 1 } }));
    renderPickerForm([merchantField({ multiple: true })], { main, quiet });

    await openPicker('商家');
    await user.click((await screen.findAllByTitle('华东家居')).at(-1)!);
    await user.click((await screen.findAllByTitle('北方商贸')).at(-1)!);
    await user.click(saveButton());

    expect(await findLocation()).toBe('/saas/picker-test/index');
    expect(main.callsOf('create')[0]?.variables).toEqual({ consignor_resource_id: [11, 13], consignor_name: '华东家居,北方商贸' });
  });
});

describe('picker field: saved values', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('shows a saved merchant by the name the record holds', async () => {
    const main = fakeProvider('main').on('getOne', FORM_RESOURCE, () => ({
      data: { id: 5, consignor_resource_id: 11, consignor_name: '华东家居' },
    }));
    // Answered so that a stray lookup cannot change what is shown (the next test asks that none is made).
    const quiet = fakeProvider('quiet').on('custom', CONSIGNOR_LIST, () => page([{ resource_id: 11, name: '查到的名称' }]));
    renderPickerForm([merchantField()], { main, quiet, id: '5' });

    await waitForShown('商家', '华东家居');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await shownValue('商家')).toBe('华东家居');
  });

  it('makes no lookup for a saved merchant whose name the record holds', async () => {
    const main = fakeProvider('main').on('getOne', FORM_RESOURCE, () => ({
      data: { id: 5, consignor_resource_id: 11, consignor_name: '华东家居' },
    }));
    const quiet = fakeProvider('quiet').on('custom', CONSIGNOR_LIST, () => page([{ resource_id: 11, name: '华东家居' }]));
    renderPickerForm([merchantField()], { main, quiet, id: '5' });

    await waitForShown('商家', '华东家居');
    // Give a stray lookup the time to start.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(quiet.calls).toEqual([]);
  });

  it('looks a saved id without a name up once, 50 a page, and shows its name', async () => {
    const main = fakeProvider('main').on('getOne', FORM_RESOURCE, () => ({ data: { id: 5, consignor_resource_id: 12 } }));
    const quiet = fakeProvider('quiet').on('custom', CONSIGNOR_LIST, () => page([merchants[1]!]));
    renderPickerForm([merchantField()], { main, quiet, id: '5' });

    await waitForShown('商家', '华南建材');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(queriesOf(quiet, CONSIGNOR_LIST)).toEqual([{ page: 1, per_page: 50, resource_ids: '12' }]);
  });
});

describe('merchant picker rules (§4)', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('shows a forbidden merchant disabled where billing is disabled', async () => {
    const quiet = fakeProvider('quiet').on('custom', CONSIGNOR_LIST, listByName(merchants));
    renderPickerForm([merchantField({ disableForbidden: true })], { quiet });
    await openPicker('商家');

    const option = (title: string) => screen.getByTitle(title).closest('.ant-select-item-option');
    await screen.findByTitle('北方商贸');
    expect(option('北方商贸')).toHaveClass('ant-select-item-option-disabled');
    expect(option('华东家居')).not.toHaveClass('ant-select-item-option-disabled');
  });

  it('shows every merchant selectable without disableForbidden', async () => {
    const quiet = fakeProvider('quiet').on('custom', CONSIGNOR_LIST, listByName(merchants));
    renderPickerForm([merchantField()], { quiet });
    await openPicker('商家');
    const forbidden = await screen.findByTitle('北方商贸');
    expect(forbidden.closest('.ant-select-item-option')).not.toHaveClass('ant-select-item-option-disabled');
  });

  it('auto-selects the only merchant and locks the picker', async () => {
    const user = userEvent.setup({ delay: null });
    const quiet = fakeProvider('quiet').on('custom', CONSIGNOR_LIST, () => page([merchants[0]!]));
    const main = fakeProvider('main').on('create', FORM_RESOURCE, () => ({ data: { id: 1 } }));
    renderPickerForm([merchantField({ autoSelect: true })], { main, quiet });

    await waitForShown('商家', '华东家居');
    await waitFor(async () => expect(await comboboxOf('商家')).toBeDisabled());
    expect(queriesOf(quiet, CONSIGNOR_LIST)[0]).toEqual({ page: 1, per_page: 20 });

    await user.click(saveButton());
    expect(await findLocation()).toBe('/saas/picker-test/index');
    expect(main.callsOf('create')[0]?.variables).toEqual({ consignor_resource_id: 11, consignor_name: '华东家居' });
  });

  it('neither picks nor locks when two merchants answer', async () => {
    const quiet = fakeProvider('quiet').on('custom', CONSIGNOR_LIST, () => page(merchants.slice(0, 2)));
    renderPickerForm([merchantField({ autoSelect: true })], { quiet });
    await waitFor(() => expect(queriesOf(quiet, CONSIGNOR_LIST).length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The form's mount-time reset may mount the picker twice, so the same search may be sent twice.
    expect(new Set(queriesOf(quiet, CONSIGNOR_LIST).map((query) => JSON.stringify(query)))).toEqual(new Set([JSON.stringify({ page: 1, per_page: 20 })]));
    expect(await comboboxOf('商家')).toBeEnabled();
    expect(document.querySelector('.ant-select-selection-item')).toBeNull();
  });
});

describe('remote select (§5)', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('says 未定义远程地址 without a url', async () => {
    renderPickerForm([{ key: 'servicer_id', label: '服务商', widget: 'remoteSelect', picker: {} }]);
    expect(await screen.findByText('未定义远程地址')).toBeInTheDocument();
    expect(await comboboxOf('服务商')).toBeDisabled();
  });
});
