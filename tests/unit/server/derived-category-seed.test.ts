// @vitest-environment node
// A derived quote collection's 商品分类 (the product select's category_code and its category_name) is seeded
// from the product category tree, so an edit form shows a seeded category by name in the tree; its 适用安装师傅
// (installer_id, installer_name) is an installer: a station of type 安装网点.
import { describe, expect, it } from 'vitest';
import { PRODUCT_CATEGORIES } from '../../../server/codes/product-categories.js';
import { seedDerivedRows } from '../../../server/derive/derived-seed.js';
import { createRandom } from '../../../server/fake-data/prng.js';

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

  it('name installers among the stations of type 安装网点', () => {
    const stations = [
      { id: 1, name: '上海浦东配送站', type: '配送站' }, { id: 2, name: '上海徐汇安装网点', type: '安装网点' }, { id: 3, name: '杭州西湖中转站', type: '中转站' },
    ];
    const rows = seedDerivedRows(
      { resource: '/quote/installation-prices', fields: { installer_id: { spec: { type: 'integer' as const }, hints: { label: '适用安装师傅' } }, installer_name: text }, required: [], views: [] },
      { random: createRandom(3), now: new Date('2026-06-01T08:00:00'), rowsOf: (collection) => (collection === 'stations' ? stations : []) },
    );
    for (const { data } of rows) expect(data).toMatchObject({ installer_id: 2, installer_name: '上海徐汇安装网点' });
  });
});
