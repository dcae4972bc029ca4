/**
 * A station picker names its station type (widgets spec §7 GET /user/stations station_type_alias_code,
 * POST /user/stations {name, type}): it lists stations of that type only, its dialog says what it
 * creates (新增中转站), and the station 新增并使用 creates is of that type, not a 配送站.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormField } from '../../../src/screen-model/types';
import { fakeProvider, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests, zh } from '../generic/harness';
import { listByName, openPicker, queriesOf, renderPickerForm, waitForShown } from './picker-fixtures';

const STATIONS = '/user/stations';

const startStation: FormField = {
  key: 'start_station_id', label: '始发站', widget: 'station', picker: { nameKey: 'start_station_name', stationType: 'TRANSIT' },
};

setUpScreenTests();

describe('station picker of a type', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('lists the stations of its type and creates one of that type: 新增中转站 posts type TRANSIT', async () => {
    const user = userEvent.setup({ delay: null });
    const quiet = fakeProvider('quiet')
      .on('custom', STATIONS, (params) =>
        params.method === 'post' ? { data: { id: 31 } } : listByName([{ id: 3, name: '上海浦东中转站' }], 'station_name')(params));
    renderPickerForm([startStation], { quiet });

    await openPicker('始发站');
    expect(await screen.findByTitle('上海浦东中转站')).toBeInTheDocument();
    expect(queriesOf(quiet, STATIONS)[0]).toEqual({ format: 'dropdown', station_type_alias_code: 'TRANSIT', page: 1, per_page: 20 });

    await user.click(await screen.findByRole('button', { name: /新增并使用/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新增中转站')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('名称'), '杭州萧山中转站');
    await user.click(within(dialog).getByRole('button', { name: zh('确定') }));

    await waitFor(() => expect(quiet.callsOf('custom').filter((call) => call.method === 'post')).toHaveLength(1));
    expect(quiet.callsOf('custom').find((call) => call.method === 'post')?.payload).toEqual({ name: '杭州萧山中转站', type: 'TRANSIT' });
    await waitForShown('始发站', '杭州萧山中转站');
  });
});
