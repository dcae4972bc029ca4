/**
 * The generic remote select (widgets spec §5, §7 "Generic selects"): it asks its url through the remote
 * select's provider, whose client takes the spec's { success, data } answer, searches by its search key
 * and saves the picked row; a failed fetch leaves the list empty.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormField, FormScreen } from '../../../src/screen-model/types';
import inPackageJson from '../../../screens/warehouse/in-package-form.json';
import { fakeProvider, findLocation, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../generic/harness';
import { FORM_RESOURCE, openPicker, queriesOf, renderPickerForm, saveButton } from './picker-fixtures';

const LOCATIONS = '/warehouse/locations';
const locationField = (inPackageJson as unknown as FormScreen).sections.flatMap((section) => section.fields)
  .find((field) => field.widget === 'remoteSelect') as FormField;

setUpScreenTests();
afterEach(() => {
  vi.restoreAllMocks();
});

describe('generic remote select', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('lists what its url answers as data (the { success, data } envelope) and saves the pick', async () => {
    const user = userEvent.setup({ delay: null });
    // The data provider hands over the answer's data: here the array of a { success, data } answer.
    const remoteSelect = fakeProvider('remoteSelect').on('custom', LOCATIONS, () => ({ data: [{ id: 4, location_code: 'A-01-02' }] }));
    const main = fakeProvider('main').on('create', FORM_RESOURCE, () => ({ data: { id: 1 } }));
    renderPickerForm([locationField], { main, remoteSelect });

    await openPicker('库位');
    await user.click((await screen.findAllByTitle('A-01-02')).at(-1)!);
    expect(queriesOf(remoteSelect, LOCATIONS)[0]).toEqual({ page: 1, per_page: 20 });
    await user.click(saveButton());
    expect(await findLocation()).toBe('/saas/picker-test/index');
    expect(main.callsOf('create')[0]?.variables).toEqual({ location_id: 4, location_code: 'A-01-02' });
  });

  it('shows an empty list when its fetch fails; the failure is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const remoteSelect = fakeProvider('remoteSelect').on('custom', LOCATIONS, () => Promise.reject(new Error('查询失败')));
    renderPickerForm([locationField], { remoteSelect });
    await openPicker('库位');
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining(LOCATIONS), expect.anything()));
    await waitFor(() => expect(document.querySelector('.ant-select-dropdown .ant-empty')).not.toBeNull());
    expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(0);
  });
});
