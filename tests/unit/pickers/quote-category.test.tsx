/**
 * 商品分类 of the installation, repair and return quote forms is the product select (widgets spec §1, §3,
 * §7 GET /user/product-categories/cascader-data): the category is picked from the tree, saved as its code
 * with its name, and a saved one is shown by name.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormField, FormScreen } from '../../../src/screen-model/types';
import installationJson from '../../../screens/quote/installation-form.json';
import repairJson from '../../../screens/quote/repair-form.json';
import returnJson from '../../../screens/quote/return-form.json';
import { fakeProvider, findLocation, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../generic/harness';
import { comboboxOf, FORM_RESOURCE, queriesOf, renderPickerForm, saveButton } from './picker-fixtures';

const CATEGORIES = '/user/product-categories/cascader-data';
const TREE = {
  children: [
    { value: 'PC00101', label: '家具', children: [{ value: 'PC0010101', label: '沙发' }, { value: 'PC0010102', label: '床' }] },
    { value: 'PC00102', label: '家电', children: [{ value: 'PC0010201', label: '冰箱' }] },
  ],
};

const QUOTE_FORMS = { 'installation-form': installationJson, 'repair-form': repairJson, 'return-form': returnJson } as Record<string, unknown>;

/** The 商品分类 field of a quote form as its descriptor declares it. */
function categoryField(name: string): FormField {
  const form = QUOTE_FORMS[name] as FormScreen;
  const field = form.sections.flatMap((section) => section.fields).find((item) => item.label === '商品分类');
  if (!field) throw new Error(`${name} has no 商品分类`);
  return field;
}

/** The text the tree select `label` shows. */
async function shownCategory(label: string): Promise<string> {
  let text = '';
  await waitFor(() => {
    const select = screen.getByRole('combobox', { name: label }).closest('.ant-select') as HTMLElement;
    const shown = select.querySelector('.ant-select-selection-item');
    expect(shown).not.toBeNull();
    text = shown?.textContent ?? '';
  });
  return text;
}

setUpScreenTests();

describe('商品分类 of the quote forms', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it.each(Object.keys(QUOTE_FORMS))('%s picks it with the product select, saving the code and the name', (name) => {
    expect(categoryField(name)).toMatchObject({ key: 'category_code', widget: 'productSelect', picker: { nameKey: 'category_name' } });
  });

  it('picks a category from the tree and saves category_code and category_name', async () => {
    const user = userEvent.setup({ delay: null });
    const quiet = fakeProvider('quiet').on('custom', CATEGORIES, () => ({ data: TREE }));
    const main = fakeProvider('main').on('create', FORM_RESOURCE, () => ({ data: { id: 1 } }));
    renderPickerForm([categoryField('installation-form')], { main, quiet });

    fireEvent.mouseDown(await comboboxOf('商品分类'));
    const furniture = (await screen.findByTitle('家具')).closest('.ant-select-tree-treenode') as HTMLElement;
    await user.click(furniture.querySelector('.ant-select-tree-switcher') as HTMLElement);
    await user.click(await screen.findByTitle('沙发'));
    expect(await shownCategory('商品分类')).toBe('沙发');
    expect(queriesOf(quiet, CATEGORIES)[0]).toEqual({ parent_code: 'PC001', app_code: 'BANG' });

    await user.click(saveButton());
    expect(await findLocation()).toBe('/saas/picker-test/index');
    expect(main.callsOf('create')[0]?.variables).toEqual({ category_code: 'PC0010101', category_name: '沙发' });
  });

  it('shows a saved category by its name in the tree', async () => {
    const quiet = fakeProvider('quiet').on('custom', CATEGORIES, () => ({ data: TREE }));
    const main = fakeProvider('main').on('getOne', FORM_RESOURCE, () => ({ data: { id: 5, category_code: 'PC0010201', category_name: '冰箱' } }));
    renderPickerForm([categoryField('repair-form')], { main, quiet, id: '5' });
    await waitFor(async () => expect(await shownCategory('商品分类')).toBe('冰箱'));
  });

  it('shows the saved name of a category the tree no longer holds, not its code', async () => {
    const quiet = fakeProvider('quiet').on('custom', CATEGORIES, () => ({ data: TREE }));
    const main = fakeProvider('main').on('getOne', FORM_RESOURCE, () => ({ data: { id: 6, category_code: 'PC0019901', category_name: '旧分类' } }));
    renderPickerForm([categoryField('return-form')], { main, quiet, id: '6' });
    await waitFor(() => expect(queriesOf(quiet, CATEGORIES)).not.toHaveLength(0));
    await waitFor(async () => expect(await shownCategory('商品分类')).toBe('旧分类'));
  });
});
