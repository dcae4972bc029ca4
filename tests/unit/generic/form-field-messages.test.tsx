// What a clerk types wrong is said once, on the field, before anything is sent: a negative weight or amount
// (a number field's minimum, default 0), a 件数 of 0 (its own rules speak, not 请输入件数), and an order
// number of the wrong shape (one message; the waybill lookup is quiet and only asked once the shape is right).
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormScreen } from '../../../src/screen-model/types';
import { FormRenderer } from '../../../renderers/generic';
import { fakeNotifications, fakeProvider, renderScreen, zh, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests, type FakeProvider } from './harness';

const route = '/saas/order-entry/entry';
const entry: FormScreen = {
  $schema: '../../schemas/screen.schema.json',
  kind: 'form',
  path: route,
  title: '订单录入',
  api: { resource: '/order/waybills' },
  returnTo: '/saas/order/all/index',
  sections: [{
    fields: [
      {
        key: 'package_count', label: '件数', widget: 'number', defaultValue: 1,
        rules: [{ name: 'required', message: '请输入件数' }, { name: 'positiveInteger' }, { name: 'range', min: 1, max: 9999 }],
      },
      { key: 'weight', label: '重量(kg)', widget: 'number', rules: [{ name: 'decimal', decimals: 2, integerDigits: 6 }] },
      { key: 'amount', label: '运费', widget: 'number', rules: [{ name: 'decimal', decimals: 2, integerDigits: 8 }] },
    ],
  }],
};

const abnormal: FormScreen = {
  ...entry,
  api: { resource: '/order/abnormals' },
  sections: [{
    fields: [
      {
        key: 'order_no', label: '订单号', widget: 'text',
        rules: [{ name: 'required', message: '请输入订单号' }, { name: 'shippingNumber' }, { name: 'orderNo' }],
      },
      { key: 'amount', label: '异常金额', widget: 'number', rules: [{ name: 'decimal', decimals: 2, integerDigits: 8 }] },
    ],
  }],
};

setUpScreenTests();

function open(descriptor: FormScreen, main: FakeProvider, quiet = fakeProvider('quiet')) {
  const notifications = fakeNotifications();
  renderScreen(<FormRenderer descriptor={descriptor} params={{}} />, { route, url: route, main, quiet, notifications });
  return notifications;
}

/** The messages antd shows under a field. */
function fieldMessages(label: string): string[] {
  const item = screen.getByLabelText(label).closest('.ant-form-item');
  return [...(item?.querySelectorAll('.ant-form-item-explain-error') ?? [])].map((node) => node.textContent ?? '');
}

describe('field messages', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('refuses a negative weight and freight on the field, without sending', async () => {
    const user = userEvent.setup({ delay: null });
    // The main provider expects nothing: a save would fail the test.
    const notifications = open(entry, fakeProvider('main'));
    await user.type(screen.getByLabelText('重量(kg)'), '-5');
    await user.type(screen.getByLabelText('运费'), '-10');
    await user.click(screen.getByRole('button', { name: zh('保存') }));
    await waitFor(() => expect(fieldMessages('重量(kg)')).toEqual(['数值不能小于0']));
    expect(fieldMessages('运费')).toEqual(['数值不能小于0']);
    expect(notifications.open).not.toHaveBeenCalled();
  });

  it('says one thing about a 件数 of 0, and not that it is missing', async () => {
    const user = userEvent.setup({ delay: null });
    open(entry, fakeProvider('main'));
    await user.clear(screen.getByLabelText('件数'));
    await user.type(screen.getByLabelText('件数'), '0');
    await user.click(screen.getByRole('button', { name: zh('保存') }));
    await waitFor(() => expect(fieldMessages('件数')).toHaveLength(1));
    expect(fieldMessages('件数')[0]).not.toBe('请输入件数');
    // An emptied field is the one that is missing.
    await user.clear(screen.getByLabelText('件数'));
    await waitFor(() => expect(fieldMessages('件数')).toEqual(['请输入件数']));
  });

  it('saves 0 freight and a weight of 0 (the minimum is 0)', async () => {
    const user = userEvent.setup({ delay: null });
    const main = fakeProvider('main').on('create', '/order/waybills', () => ({ data: { id: 9 } }));
    open(entry, main, fakeProvider('quiet'));
    await user.type(screen.getByLabelText('重量(kg)'), '0');
    await user.type(screen.getByLabelText('运费'), '0');
    await user.click(screen.getByRole('button', { name: zh('保存') }));
    await waitFor(() => expect(main.callsOf('create')).toHaveLength(1));
    expect(main.callsOf('create')[0]?.variables).toMatchObject({ package_count: 1, weight: 0, amount: 0 });
  });

  it('gives a wrong order number one message and no lookup, and a negative abnormal amount its minimum', async () => {
    const user = userEvent.setup({ delay: null });
    const quiet = fakeProvider('quiet');
    const notifications = open(abnormal, fakeProvider('main'), quiet);
    await user.type(screen.getByLabelText('订单号'), '12345');
    await user.type(screen.getByLabelText('异常金额'), '-1');
    await user.click(screen.getByRole('button', { name: zh('保存') }));
    await waitFor(() => expect(fieldMessages('订单号')).toHaveLength(1));
    expect(fieldMessages('异常金额')).toEqual(['数值不能小于0']);
    expect(quiet.callsOf('getOne')).toHaveLength(0);
    expect(notifications.open).not.toHaveBeenCalled();
  });
});
