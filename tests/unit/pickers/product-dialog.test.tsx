/**
 * The product picker's 新增并使用 (widgets spec §3 "Product create", §5 "Product dialog", §7 GET
 * /user/product-categories/cascader-data and POST /user/product/add, §8 'product added'): the category
 * tree under PC001 for app BANG, both fields required, the body it posts, and the new product picked.
 * A failed product search leaves the list empty (§8).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormField, FormScreen } from '../../../src/screen-model/types';
import lockFormJson from '../../../screens/warehouse/lock-form.json';
import { fakeProvider, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests, zh } from '../generic/harness';
import { openPicker, queriesOf, renderPickerForm, waitForShown } from './picker-fixtures';

const ALL_PRODUCTS = '/user/product/getAllProduct';
const CATEGORIES = '/user/product-categories/cascader-data';
const ADD = '/user/product/add';
const TREE = { children: [{ value: 'PC00101', label: '家具', children: [{ value: 'PC0010101', label: '沙发' }] }] };

const productField = (lockFormJson as unknown as FormScreen).sections.flatMap((section) => section.fields)
  .find((field) => field.widget === 'product') as FormField;

setUpScreenTests();
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the product dialog', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('asks a category of the tree and a name, posts the product create and picks the new product: 商品添加成功', async () => {
    const user = userEvent.setup({ delay: null });
    const quiet = fakeProvider('quiet')
      .on('custom', ALL_PRODUCTS, () => ({ data: [{ id: 1, name: '北欧布艺三人沙发', code: 'SP100001' }] }))
      .on('custom', CATEGORIES, () => ({ data: TREE }))
      .on('custom', ADD, () => ({ data: { id: 81, code: 'SP200081', category_path: '家具/沙发', category_path_code: 'PC00101/PC0010101' } }));
    const { notifications } = renderPickerForm([productField], { quiet });
    await openPicker('商品');
    await user.click(await screen.findByRole('button', { name: /新增并使用/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新增商品')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: zh('确定') }));
    expect(await within(dialog).findByText('请选择商品分类')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入商品名称')).toBeInTheDocument();
    expect(quiet.callsOf('custom').filter((call) => call.url === ADD)).toHaveLength(0);

    expect(queriesOf(quiet, CATEGORIES)).toContainEqual({ parent_code: 'PC001', app_code: 'BANG' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '商品分类' }));
    await user.click(await screen.findByText('家具', { selector: '.ant-cascader-menu-item-content' }));
    await user.click(await screen.findByText('沙发', { selector: '.ant-cascader-menu-item-content' }));
    await user.type(within(dialog).getByLabelText('名称'), '真皮休闲沙发');
    await user.click(within(dialog).getByRole('button', { name: zh('确定') }));

    await waitFor(() => expect(quiet.callsOf('custom').filter((call) => call.url === ADD)).toHaveLength(1));
    expect(quiet.callsOf('custom').find((call) => call.url === ADD)).toMatchObject({
      method: 'post',
      payload: {
        name: '真皮休闲沙发', package: 1, lv1_category_code: 'PC00101', lv1_category_name: '家具',
        lv2_category_code: 'PC0010101', lv2_category_name: '沙发', parent_code: 'PC001', parent_name: '',
      },
    });
    await waitForShown('商品', '真皮休闲沙发');
    expect(notifications.open).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', description: '商品添加成功' }));
  });
});

describe('a failed product search', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('gives an empty list, and the failure is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const quiet = fakeProvider('quiet').on('custom', ALL_PRODUCTS, () => Promise.reject(Object.assign(new Error('服务器错误'), { statusCode: 500 })));
    const { notifications } = renderPickerForm([productField], { quiet });
    await openPicker('商品');
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining(ALL_PRODUCTS), expect.anything()));
    await waitFor(() => expect(document.querySelector('.ant-select-dropdown .ant-empty')).not.toBeNull());
    expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(0);
    expect(notifications.open).not.toHaveBeenCalled();
  });
});
