// 待回访订单 (screens/orders/da-order-visit.json) offers the merchant 回访 (workflows/order.json `visit`) on
// its signed orders not visited yet: a dialog asking 回访结果 (required) and 回访备注 that posts them with
// the row's version; the order keeps its state, and a visited order offers no second 回访.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListScreen } from '../../../src/screen-model/types';
import { setUser } from '../../../src/session/token-store';
import { registerWorkflows, resetWorkflows } from '../../../src/workflow/registry';
import type { WorkflowDescriptor } from '../../../src/workflow/types';
import orderWorkflow from '../../../workflows/order.json';
import visitListJson from '../../../screens/orders/da-order-visit.json';
import { ListRenderer } from '../../../renderers/generic';
import { fakeProvider, listOf, renderScreen, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests, zh } from './harness';

const visitList = visitListJson as unknown as ListScreen;
const RESOURCE = '/order/waybills';
const order = (id: number, extra: Record<string, unknown> = {}) => ({ id, order_no: `26010100${id}001`, status: 'SIGNED', version: id + 2, ...extra });
const rowOf = (orderNo: string) => screen.getByText(orderNo).closest('tr') as HTMLElement;

setUpScreenTests();
beforeEach(() => {
  resetWorkflows();
  registerWorkflows({ order: orderWorkflow as unknown as WorkflowDescriptor });
  setUser({ id: 4, name: '陈晓燕', uname: 'consignor', display_name: '陈晓燕', expend: { main_type: 'consignor' } });
});

describe('待回访订单', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('asks the signed orders not visited yet', () => {
    expect(visitList.api.params).toEqual({ status: 'SIGNED', visited: false });
  });

  it('offers 回访 on an order not visited, asks 回访结果 and posts it with 回访备注 and the version', async () => {
    const user = userEvent.setup({ delay: null });
    const main = fakeProvider('main')
      .on('getList', RESOURCE, () => listOf([order(1), order(2, { visited: true })]))
      .on('custom', `${RESOURCE}/1/actions/visit`, () => ({ data: order(1, { visited: true, version: 4 }) }));
    renderScreen(<ListRenderer descriptor={visitList} params={{}} />, { route: visitList.path, url: visitList.path, main });
    await screen.findByText('260101001001');
    // The `when` (not visited yet) is evaluated once json-rules-engine has loaded, the first time slowly.
    const visit = await within(rowOf('260101001001')).findByRole('button', { name: zh('回访') }, { timeout: 8000 });
    expect(within(rowOf('260101002001')).queryByRole('button', { name: zh('回访') })).toBeNull();

    await user.click(visit);
    const dialog = await screen.findByRole('dialog', { name: '回访' });
    await user.click(within(dialog).getByRole('button', { name: zh('确定') }));
    expect(await within(dialog).findByText('请选择回访结果')).toBeInTheDocument();
    expect(main.callsOf('custom')).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: '回访结果' }));
    await user.click((await screen.findAllByTitle('不满意')).at(-1)!);
    await user.type(within(dialog).getByRole('textbox', { name: '回访备注' }), '安装师傅迟到');
    await user.click(within(dialog).getByRole('button', { name: zh('确定') }));
    await waitFor(() => expect(main.callsOf('custom')).toHaveLength(1));
    expect(main.callsOf('custom')[0]).toMatchObject({
      url: `${RESOURCE}/1/actions/visit`, method: 'post', payload: { version: 3, visit_result: 'DISSATISFIED', visit_remark: '安装师傅迟到' },
    });
    // The visited order was never offered a second 回访.
    expect(within(rowOf('260101002001')).queryByRole('button', { name: zh('回访') })).toBeNull();
  });
});
