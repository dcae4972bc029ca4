// @vitest-environment node
// The stock forms offer only products in stock (widgets spec §7 GET /user/product/getAllProduct
// check_inventory, filter_zero_inventory): locking, unlocking, FIFO outbound, replenishment and the product
// a replacement takes out of stock.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FormScreen } from '../../../src/screen-model/types';
import { searchQuery, PICKER_KINDS } from '../../../src/pickers';

const formOf = (file: string): FormScreen => JSON.parse(readFileSync(join(process.cwd(), 'screens/warehouse', file), 'utf8')) as FormScreen;
const productField = (file: string, key: string) => formOf(file).sections.flatMap((section) => section.fields).find((field) => field.key === key);

describe('product pickers of the stock forms', () => {
  it.each([
    ['lock-form.json', 'product_id'],
    ['unlock-form.json', 'product_id'],
    ['out-fifo-form.json', 'product_id'],
    ['replenish-form.json', 'product_id'],
    ['product-replace-form.json', 'original_product_id'],
  ])('%s (%s) asks for products in stock, with their stock', (file, key) => {
    const field = productField(file, key);
    expect(field?.widget).toBe('product');
    const query = searchQuery({ kind: 'product', spec: PICKER_KINDS.product, options: field?.picker ?? {}, account: {}, values: {} }, '');
    expect(query).toMatchObject({ check_inventory: '1', filter_zero_inventory: '1' });
  });

  it('the replacement product may be any product', () => {
    expect(productField('product-replace-form.json', 'new_product_id')?.picker?.filterZeroInventory).toBeUndefined();
  });
});
