import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dataRows } from '../fees/table-helpers';
import { useMenuStore } from '../../../src/access/menu-store';
import type { FormScreen } from '../../../src/screen-model/types';
import { FormRenderer } from '../../../renderers/generic';
import { CONFIGS, TARGETS, deliveryLine } from '../fees/fixtures';
import { fakeProvider, findLocation, renderScreen, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests, zh } from '../generic/harness';

/** The order update form's fee table with the order's amount as the OUTLAY maximum (maxAmountKey). */
const orderFees: FormScreen = {
  $schema: '../../schemas/screen.schema.json',
  path: '/fixture/order/update/:id',
  title: '修改订单',
  kind: 'form',
  api: { resource: '/order/waybills', convention: 'main' },
  sections: [
    {
      fields: [
        { key: 'amount', label: '订单金额', widget: 'number' },
        {
          key: 'fee_lines',
          label: '费用明细',
          widget: 'feeLines',
          span: 3,
          fees: { configsApi: '/order/fee-configs', targetsApi: '/order/orders/{id}/settle-targets', statusKey: 'status', legacy: true, maxAmountKey: 'amount' },
        },
      ],
    },
  ],
  returnTo: '/fixture/order/index',
};

setUpScreenTests();

describe('fee lines within the order maximum', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('refuses an OUTLAY line above the order amount with 金额不能超过 {max}, and saves once it fits', async () => {
    useMenuStore.setState({ codes: new Set(['BANG_FEE_SHOW']) });
    const user = userEvent.setup({ delay: null });
    const main = fakeProvider('main')
      .on('getOne', '/order/waybills', () => ({ data: { id: 7, status: 'IN_TRANSIT', amount: 80, fee_lines: [deliveryLine({ amount: '100' })] } }))
      .on('custom', '/order/fee-configs', () => ({ data: { fee_configs: CONFIGS, fee_min_items: 1 } }))
      .on('custom', '/order/orders/7/settle-targets', () => ({ data: { list: TARGETS, PRODUCTS: [] } }))
      .on('update', '/order/waybills', (params) => ({ data: { id: 7, ...(params.variables as object) } }));
    renderScreen(<FormRenderer descriptor={orderFees} params={{ id: '7' }} />, {
      route: '/fixture/order/update/:id',
      url: '/fixture/order/update/7',
      main,
    });

    const amount = await screen.findByDisplayValue('100');
    await user.click(screen.getByRole('button', { name: zh('保存') }));
    expect(await within(dataRows()[0]!).findByText('金额不能超过 80')).toBeInTheDocument();
    expect(main.callsOf('update')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '80');
    await user.click(screen.getByRole('button', { name: zh('保存') }));
    expect(await findLocation()).toBe('/fixture/order/index');
    expect(main.callsOf('update')[0]?.variables).toMatchObject({ fee_lines: [expect.objectContaining({ direction: 'OUTLAY', amount: '80' })] });
  });

  it('sets no maximum when the order has no amount', async () => {
    useMenuStore.setState({ codes: new Set(['BANG_FEE_SHOW']) });
    const main = fakeProvider('main')
      .on('getOne', '/order/waybills', () => ({ data: { id: 7, status: 'IN_TRANSIT', fee_lines: [deliveryLine({ amount: '100' })] } }))
      .on('custom', '/order/fee-configs', () => ({ data: { fee_configs: CONFIGS, fee_min_items: 1 } }))
      .on('custom', '/order/orders/7/settle-targets', () => ({ data: { list: TARGETS, PRODUCTS: [] } }))
      .on('update', '/order/waybills', (params) => ({ data: { id: 7, ...(params.variables as object) } }));
    renderScreen(<FormRenderer descriptor={orderFees} params={{ id: '7' }} />, {
      route: '/fixture/order/update/:id',
      url: '/fixture/order/update/7',
      main,
    });
    await screen.findByDisplayValue('100');
    await user().click(screen.getByRole('button', { name: zh('保存') }));
    expect(await findLocation()).toBe('/fixture/order/index');
    expect(screen.queryByText(/金额不能超过/)).toBeNull();
  });
});

const user = () => userEvent.setup({ delay: null });
