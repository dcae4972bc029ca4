import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dataRows, pick } from '../fees/table-helpers';
import { useMenuStore } from '../../../src/access/menu-store';
import type { FormScreen } from '../../../src/screen-model/types';
import { FormRenderer } from '../../../renderers/generic';
import { CONFIGS, TARGETS, deliveryLine } from '../fees/fixtures';
import { fakeProvider, findLocation, renderScreen, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests, zh, type FakeProvider } from './harness';

/** An order update form whose only field is the fee-detail table (as /bang/order/update/index/:id has). */
const orderFees: FormScreen = {
  $schema: '../../schemas/screen.schema.json',
  path: '/fixture/order/update/:id',
  title: '修改订单',
  kind: 'form',
  api: { resource: '/order/waybills', convention: 'main' },
  sections: [
    {
      title: '费用明细',
      fields: [
        {
          key: 'fee_lines',
          label: '费用明细',
          widget: 'feeLines',
          span: 3,
          fees: { configsApi: '/order/fee-configs', targetsApi: '/order/orders/{id}/settle-targets', statusKey: 'status', legacy: true },
        },
      ],
    },
  ],
  returnTo: '/fixture/order/index',
};

function orderProvider(status = 'IN_TRANSIT'): FakeProvider {
  return fakeProvider('main')
    .on('getOne', '/order/waybills', () => ({ data: { id: 7, status, fee_lines: [deliveryLine()] } }))
    .on('custom', '/order/fee-configs', () => ({ data: { fee_configs: CONFIGS, fee_min_items: 1 } }))
    .on('custom', '/order/orders/7/settle-targets', () => ({ data: { list: TARGETS, PRODUCTS: [] } }));
}

function renderOrder(main: FakeProvider) {
  renderScreen(<FormRenderer descriptor={orderFees} params={{ id: '7' }} />, {
    route: '/fixture/order/update/:id',
    url: '/fixture/order/update/7',
    main,
  });
}



setUpScreenTests();

describe('an order form with the fee-detail table', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('opens with the order\'s fee lines, refuses a duplicate combination and saves a valid table', async () => {
    useMenuStore.setState({ codes: new Set(['BANG_FEE_SHOW']) });
    const user = userEvent.setup({ delay: null });
    const main = orderProvider().on('update', '/order/waybills', (params) => ({ data: { id: 7, ...(params.variables as object) } }));
    renderOrder(main);

    expect(await screen.findByDisplayValue('100')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '新增费用' }));
    const added = dataRows()[1]!;
    await pick(user, added, '收支方向', '支');
    await pick(user, added, '费用项', '配送费');
    await pick(user, added, '结算对象', '顺达配送');
    await pick(user, added, '结算方式', '现付');
    await user.type(within(added).getByRole('textbox', { name: '金额' }), '20');
    await user.click(screen.getByRole('button', { name: zh('保存') }));

    expect(await screen.findByText('同一方向、结算对象和费用项组合不可重复')).toBeInTheDocument();
    expect(main.callsOf('update')).toHaveLength(0);

    await pick(user, added, '结算对象', '安装师傅王');
    await pick(user, added, '结算方式', '现付');
    await user.click(screen.getByRole('button', { name: zh('保存') }));
    expect(await findLocation()).toBe('/fixture/order/index');
    const sent = main.callsOf('update')[0]?.variables as { fee_lines: Array<Record<string, unknown>> };
    expect(sent.fee_lines).toHaveLength(2);
    expect(sent.fee_lines[1]).toMatchObject({ direction: 'OUTLAY', code: 'DELIVERY_FEE', settle_target_id: 12, amount: '20', settlement_method_code: 'PAY_NOW' });
  });

  it('hides the amounts from users without a fee-display code', async () => {
    useMenuStore.setState({ codes: new Set() });
    renderOrder(orderProvider());
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(within(dataRows()[0]!).getByText('***')).toBeInTheDocument();
    expect(screen.queryByDisplayValue('100')).not.toBeInTheDocument();
  });

  it('a completed order keeps its lines read-only', async () => {
    useMenuStore.setState({ codes: new Set(['BANG_FEE_SHOW']) });
    renderOrder(orderProvider('COMPLETED'));
    expect(await screen.findByDisplayValue('100')).toBeDisabled();
  });
});
