/**
 * A small form of picker fields rendered by the generic FormRenderer, with a fake `main` provider for the
 * form's own save and load and a fake `quiet` provider for the pickers' calls.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { ConfigProvider } from 'antd';
import type { FormField, FormScreen } from '../../../src/screen-model/types';
import { FormRenderer } from '../../../renderers/generic';
import { fakeNotifications, fakeProvider, renderScreen, zh, type CallParams, type FakeProvider } from '../generic/harness';

export const FORM_RESOURCE = '/order/pickerTests';
const ADD_ROUTE = '/saas/picker-test/add';
const EDIT_ROUTE = '/saas/picker-test/update/:id';

export function pickerForm(fields: FormField[]): FormScreen {
  return {
    $schema: '../../schemas/screen.schema.json',
    kind: 'form',
    path: ADD_ROUTE,
    aliases: [EDIT_ROUTE],
    title: '新增测试单',
    api: { resource: FORM_RESOURCE },
    returnTo: '/saas/picker-test/index',
    sections: [{ fields }],
  };
}

export const merchantField = (picker: FormField['picker'] = {}): FormField => ({
  key: 'consignor_resource_id', label: '商家', widget: 'merchant', picker: { nameKey: 'consignor_name', ...picker },
});
export const carrierField: FormField = { key: 'transporter_id', label: '承运商', widget: 'carrier', picker: { nameKey: 'transporter_name' } };
export const deliveryField: FormField = { key: 'delivery_id', label: '服务商', widget: 'delivery', picker: { nameKey: 'delivery_name' } };

export interface PickerRender {
  main: FakeProvider;
  quiet: FakeProvider;
  notifications: ReturnType<typeof fakeNotifications>;
}

/** Renders the form of `fields`: the create screen, or the edit screen of record `id`. */
export function renderPickerForm(
  fields: FormField[],
  { main = fakeProvider('main'), quiet = fakeProvider('quiet'), remoteSelect, id }: { main?: FakeProvider; quiet?: FakeProvider; remoteSelect?: FakeProvider; id?: string } = {},
): PickerRender {
  const notifications = fakeNotifications();
  const url = id === undefined ? ADD_ROUTE : EDIT_ROUTE.replace(':id', id);
  // Without motion a closed dialog and a cleared message leave at once (jsdom never ends antd's animations).
  const ui = (
    <ConfigProvider theme={{ token: { motion: false } }}>
      <FormRenderer descriptor={pickerForm(fields)} params={id === undefined ? {} : { id }} />
    </ConfigProvider>
  );
  renderScreen(ui, {
    route: id === undefined ? ADD_ROUTE : EDIT_ROUTE,
    url,
    main,
    quiet,
    remoteSelect,
    notifications,
  });
  return { main, quiet, notifications };
}

/** The quiet provider's answer: `{ data }` as the real one gives the response's data. */
export const page = (list: Record<string, unknown>[]) => ({ data: { list } });

/** A list handler answering the rows whose name holds the typed `name` (all rows when none was typed). */
export const listByName = (rows: Record<string, unknown>[], field = 'name') => (params: CallParams) => {
  const typed = (params.query as Record<string, unknown> | undefined)?.[field];
  return page(typeof typed === 'string' ? rows.filter((row) => String(row.name).includes(typed)) : rows);
};

/** Queries of the quiet calls to `url`. */
export const queriesOf = (quiet: FakeProvider, url: string) =>
  quiet.callsOf('custom').filter((call) => call.url === url).map((call) => call.query as Record<string, unknown>);

/**
 * The picker named `label`, once its code has loaded: until then a disabled stand-in of the same name is shown
 * (marked aria-busy), which a user cannot open either.
 */
export async function comboboxOf(label: string): Promise<HTMLElement> {
  return waitFor(() => {
    const box = screen.getByRole('combobox', { name: label });
    expect(box).not.toHaveAttribute('aria-busy', 'true');
    return box;
  });
}

/** Opens the picker named `label` (its dropdown asks the first page). */
export async function openPicker(label: string): Promise<HTMLElement> {
  const box = await comboboxOf(label);
  fireEvent.mouseDown(box);
  return box;
}

/**
 * The text of the value the single select `label` shows. Queried afresh each time: Refine's useForm resets
 * the fields when the form mounts and when the record loads, and antd then renders the form item anew.
 */
export async function shownValue(label: string): Promise<string> {
  let text = '';
  await waitFor(() => {
    const item = screen.getByRole('combobox', { name: label }).closest('.ant-select') as HTMLElement;
    const shown = item.querySelector('.ant-select-selection-item');
    expect(shown).not.toBeNull();
    text = shown?.textContent ?? '';
  });
  return text;
}

/** Waits until the single select `label` shows `text`. */
export async function waitForShown(label: string, text: string): Promise<void> {
  await waitFor(async () => expect(await shownValue(label)).toBe(text));
}

/** The form's save button. */
export const saveButton = () => screen.getByRole('button', { name: zh('保存') });
