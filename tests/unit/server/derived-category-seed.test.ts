// @vitest-environment node
// A derived quote collection's 商品分类 (the product select's category_code and its category_name) is seeded
// from the product category tree, so an edit form shows a seeded category by name in the tree.
import { describe, expect, it } from 'vitest';
import { PRODUCT_CATEGORIES } from '../../../server/collections/core/product-categories.js';
import { seedDerivedRows } from '../../../server/derive/derived-seed.js';
import { createRandom } from '../../../server/seed/prng.js';

const text = { spec: { type: 'string' as const, maxLength: 30 }, hints: { label: '商品分类' } };

describe('seeded product categories of derived collections', () => {
  it('are second-level categories of the tree, with their own names', () => {
    const rows = seedDerivedRows(
      { resource: '/quote/installation-prices', fields: { category_name: text, category_code: text }, required: [], views: [] },
      { random: createRandom(7), now: new Date('2026-06-01T08:00:00'), rowsOf: () => [] },
    );
    const names = new Map(PRODUCT_CATEGORIES.flatMap((category) => category.children).map((category) => [category.code, category.name]));
    expect(rows.length).toBeGreaterThan(0);
    for (const { data } of rows) {
      expect(names.has(String(data.category_code))).toBe(true);
      expect(data.category_name).toBe(names.get(String(data.category_code)));
    }
  });
});
