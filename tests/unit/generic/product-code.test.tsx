// A product code field (`productCode` rule): when it loses focus the product is looked up by code (GET
// /ms-fahuobao-order/FhbOrder/getProductInfo ?code, quietly) and its `fill` fields are written into the form.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormScreen } from '../../../src/screen-model/types';
import { FormRenderer } from '../../../renderers/generic';
import { fakeNotifications, fakeProvider, renderScreen, zh, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from './harness';

const route = '/saas/order-entry/entry';
const PRODUCT = { id: 3, code: 'SP100003', name: '北欧布艺三人沙发', package: 3, weight: 68.5, volume: 1.2, unit: '套', category_path: '家具/沙发' };

const entry: FormScreen = {
  $schema: '../../schemas/screen.schema.json',
  kind: 'form',
  path: route,
  title: '订单录入',
  api: { resource: '/order/waybills' },
  returnTo: '/saas/waybill/all/index',
  sections: [{
    fields: [
      {
        key: 'product_code', label: '商品编码', widget: 'text',
        rules: [{ name: 'productCode', fill: { goods_name: 'name', package_count: 'package', weight: 'weight', product_unit: 'unit' } }],
      },
      { key: 'goods_name', label: '货物名称', widget: 'text', rules: [{ name: 'required', message: '请输入货物名称' }] },
      { key: 'package_count', label: '件数', widget: 'number' },
      { key: 'weight', label: '重量(kg)', widget: 'number' },
    ],
  }],
};

const quietWithProducts = () => fakeProvider('quiet').on('custom', '/ms-fahuobao-order/FhbOrder/getProductInfo', (params) => {
  if ((params.query as { code: string }).code === PRODUCT.code) return { data: PRODUCT };
  throw Object.assign(new Error('商品不存在，请检查商品编码'), { statusCode: 404 });
});

setUpScreenTests();

describe('product code field', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('fills the order line from the product of the code and saves the filled values', async () => {
    const user = userEvent.setup({ delay: null });
    const quiet = quietWithProducts();
    const main = fakeProvider('main').on('create', '/order/waybills', () => ({ data: { id: 200 } }));
    renderScreen(<FormRenderer descriptor={entry} params={{}} />, { route, url: route, main, quiet, notifications: fakeNotifications() });

    await user.type(screen.getByLabelText('商品编码'), ' SP100003 ');
    // Typing asks nothing; leaving the field does.
    expect(quiet.callsOf('custom')).toHaveLength(0);
    await user.click(screen.getByLabelText('件数'));
    await waitFor(() => expect(screen.getByLabelText('货物名称')).toHaveValue('北欧布艺三人沙发'));
    expect(quiet.callsOf('custom')[0]).toMatchObject({ url: '/ms-fahuobao-order/FhbOrder/getProductInfo', method: 'get', query: { code: 'SP100003' } });
    expect(screen.getByLabelText('件数')).toHaveValue('3');
    expect(screen.getByLabelText('重量(kg)')).toHaveValue('68.5');

    await user.click(screen.getByRole('button', { name: zh('保存') }));
    await waitFor(() => expect(main.callsOf('create')).toHaveLength(1));
    // A fill key that is not a field of the form (product_unit) is saved too.
    expect(main.callsOf('create')[0]?.variables).toMatchObject({
      product_code: ' SP100003 ', goods_name: '北欧布艺三人沙发', package_count: 3, weight: 68.5, product_unit: '套',
    });
  });

  it('says so when no product has the code, and refuses to save', async () => {
    const user = userEvent.setup({ delay: null });
    const quiet = quietWithProducts();
    // The main provider expects nothing: a save would fail the test.
    renderScreen(<FormRenderer descriptor={entry} params={{}} />, { route, url: route, main: fakeProvider('main'), quiet });

    await user.type(screen.getByLabelText('商品编码'), 'NOPE1');
    await user.click(screen.getByLabelText('件数'));
    expect(await screen.findByText('请输入正确的商品编码')).toBeInTheDocument();
    expect(screen.getByLabelText('货物名称')).toHaveValue('');
    await user.type(screen.getByLabelText('货物名称'), '沙发');
    await user.click(screen.getByRole('button', { name: zh('保存') }));
    expect(await screen.findByText('请输入正确的商品编码')).toBeInTheDocument();
  });

  it('looks the code up within the order\'s merchant and says so when that merchant has no such product', async () => {
    const user = userEvent.setup({ delay: null });
    const OTHER_MERCHANT = '所选商家没有该商品编码的商品，请检查商品编码或商家';
    const quiet = fakeProvider('quiet').on('custom', '/ms-fahuobao-order/FhbOrder/getProductInfo', (params) => {
      const query = params.query as { code: string; consignor_id?: string };
      if (query.code === PRODUCT.code && query.consignor_id === '400001') return { data: PRODUCT };
      throw Object.assign(new Error(OTHER_MERCHANT), { statusCode: 404 });
    });
    const ofMerchant: FormScreen = {
      ...entry,
      sections: [{
        fields: [
          { key: 'consignor_resource_id', label: '商家', widget: 'text' },
          {
            key: 'product_code', label: '商品编码', widget: 'text',
            rules: [{ name: 'productCode', fill: { goods_name: 'name' }, merchantField: 'consignor_resource_id' }],
          },
          { key: 'goods_name', label: '货物名称', widget: 'text' },
        ],
      }],
    };
    // The main provider expects nothing: a save would fail the test.
    renderScreen(<FormRenderer descriptor={ofMerchant} params={{}} />, { route, url: route, main: fakeProvider('main'), quiet });

    await user.type(screen.getByLabelText('商家'), '400002');
    await user.type(screen.getByLabelText('商品编码'), 'SP100003');
    await user.click(screen.getByLabelText('货物名称'));
    expect(await screen.findByText(OTHER_MERCHANT)).toBeInTheDocument();
    expect(quiet.callsOf('custom')[0]).toMatchObject({ query: { code: 'SP100003', consignor_id: '400002' } });
    expect(screen.getByLabelText('货物名称')).toHaveValue('');

    // Picking the product's own merchant checks the code again and fills the line.
    await user.clear(screen.getByLabelText('商家'));
    await user.type(screen.getByLabelText('商家'), '400001');
    await waitFor(() => expect(screen.getByLabelText('货物名称')).toHaveValue('北欧布艺三人沙发'));
    await waitFor(() => expect(screen.queryByText(OTHER_MERCHANT)).not.toBeInTheDocument());
  });

  it('passes a blank code without asking', async () => {
    const user = userEvent.setup({ delay: null });
    const main = fakeProvider('main').on('create', '/order/waybills', () => ({ data: { id: 201 } }));
    renderScreen(<FormRenderer descriptor={entry} params={{}} />, { route, url: route, main, notifications: fakeNotifications() });
    await user.type(screen.getByLabelText('货物名称'), '沙发');
    await user.click(screen.getByRole('button', { name: zh('保存') }));
    await waitFor(() => expect(main.callsOf('create')).toHaveLength(1));
  });
});
