/**
 * The product management form (商品管理 新增商品) creates through the spec's product call (widgets spec §3
 * "Product create", §7 POST /user/product/add) and picks the category from the category tree, sending its
 * first- and second-level codes and names.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import type { FormScreen } from '../../../src/screen-model/types';
import productFormJson from '../../../screens/basic-data/product-form.json';
import { FormRenderer } from '../../../renderers/generic';
import { fakeProvider, findLocation, renderScreen, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests, zh } from '../generic/harness';
import { pick } from '../fees/table-helpers';
import { comboboxOf, listByName } from './picker-fixtures';

const productForm = productFormJson as unknown as FormScreen;
const TREE = { children: [{ value: 'PC00101', label: '家具', children: [{ value: 'PC0010101', label: '沙发' }] }] };

setUpScreenTests();

describe('新增商品', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('creates through /user/product/add with the picked category\'s codes and names', async () => {
    const user = userEvent.setup({ delay: null });
    const main = fakeProvider('main').on('create', '/user/product/add', () => ({ data: { id: 81, code: 'SP200081' } }));
    const quiet = fakeProvider('quiet')
      .on('custom', '/user/resource_binding/consignor/list', listByName([{ resource_id: 11, name: '优品家居旗舰店' }]))
      .on('custom', '/user/product-categories/cascader-data', () => ({ data: TREE }));
    renderScreen(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <FormRenderer descriptor={productForm} params={{}} />
      </ConfigProvider>,
      { route: productForm.path, url: productForm.path, main, quiet },
    );

    await user.type(await screen.findByLabelText('商品名称'), '北欧布艺沙发');
    await comboboxOf('所属商家');
    await pick(user, document.body, '所属商家', '优品家居旗舰店');
    fireEvent.mouseDown(await comboboxOf('商品分类'));
    const furniture = (await screen.findByTitle('家具')).closest('.ant-select-tree-treenode') as HTMLElement;
    await user.click(furniture.querySelector('.ant-select-tree-switcher') as HTMLElement);
    await user.click(await screen.findByTitle('沙发'));
    await user.click(screen.getByRole('button', { name: zh('保存') }));

    expect(await findLocation()).toBe('/saas/basicData/product/index');
    expect(main.callsOf('create')[0]).toMatchObject({ resource: '/product/products', meta: expect.objectContaining({ createPath: '/user/product/add' }) });
    expect(main.callsOf('create')[0]?.variables).toMatchObject({
      name: '北欧布艺沙发', consignor_resource_id: 11, consignor_name: '优品家居旗舰店', package: 1,
      lv1_category_code: 'PC00101', lv1_category_name: '家具', lv2_category_code: 'PC0010101', lv2_category_name: '沙发',
    });
  });
});
