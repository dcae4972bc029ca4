/** Products (商品) of the merchants, in a two-level category tree such as 家具/沙发. */
import { CONSIGNOR_SAMPLES, PRODUCT_CATALOGUE, type GoodsKind } from '../fake-data/business-names.js';
import { CREATED_AT_RANGE } from '../records/common-fields.js';
import type { CollectionSpec, SeedRecord } from '../records/types.js';
import { creationTimes, measure, name, text } from '../codes/core-fields.js';
import { categoryCodesOf } from '../codes/product-categories.js';

const CATEGORY_CODE = { type: 'string', pattern: '^PC\\d{3,11}$' } as const;
const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** Category codes and paths a product lacks, from the category names it has (or the codes from the names). */
function categoryFields(data: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const known = categoryCodesOf(data.lv1_category_name, data.lv2_category_name);
  const lv1Code = nonEmpty(data.lv1_category_code) ? data.lv1_category_code : known.lv1;
  const lv2Code = nonEmpty(data.lv2_category_code) ? data.lv2_category_code : known.lv2;
  const names = [data.lv1_category_name, data.lv2_category_name].filter(nonEmpty);
  const codes = [lv1Code, lv2Code].filter(nonEmpty);
  return {
    ...(nonEmpty(data.category_path) || names.length === 0 ? {} : { category_path: names.join('/') }),
    ...(lv1Code && !nonEmpty(data.lv1_category_code) ? { lv1_category_code: lv1Code } : {}),
    ...(lv2Code && !nonEmpty(data.lv2_category_code) ? { lv2_category_code: lv2Code } : {}),
    ...(nonEmpty(data.category_path_code) || codes.length === 0 ? {} : { category_path_code: codes.join('/') }),
  };
}

/** Merchants selling a kind of goods (from the fixed sample list, so products and merchants agree). */
function sellersOf(kind: GoodsKind, existing: ReadonlySet<string>): string[] {
  const sellers = CONSIGNOR_SAMPLES.filter(([n, , k]) => k === kind && (existing.size === 0 || existing.has(n))).map(([n]) => n);
  return sellers.length > 0 ? sellers : [...existing];
}

export const productsCollection: CollectionSpec = {
  name: 'products',
  path: '/product/products',
  ownership: { rule: 'merchant', of: 'merchantRows' },
  fields: {
    code: { type: 'string', pattern: '^[A-Z0-9][A-Z0-9-]{1,29}$', label: '商品编码', filter: 'like' },
    name: name('商品名称', 60),
    category_path: text('商品分类', 60, 'like'),
    package: { type: 'integer', minimum: 1, maximum: 999, default: 1, label: '包件数' },
    unit: text('单位', 10),
    volume: measure('体积(m³)'),
    weight: measure('重量(kg)'),
    consignor_name: name('所属商家'),
    lv1_category_name: text('一级分类', 20),
    lv2_category_name: text('二级分类', 20),
    lv1_category_code: { ...CATEGORY_CODE, label: '一级分类编码' },
    lv2_category_code: { ...CATEGORY_CODE, label: '二级分类编码' },
    category_path_code: text('商品分类编码', 60),
  },
  required: ['name'],
  unique: [{ field: 'code', message: '商品编码已存在' }],
  extraFilters: CREATED_AT_RANGE,
  // The create dialog sends the two category levels (spec: lv1/lv2 category names and codes); the paths join them.
  completeOnCreate: categoryFields,
  generateOnCreate: (id) => ({ code: `SP${String(200_000 + id)}` }),
  seed: ({ random, now, rowsOf }) => {
    const existing = new Set(rowsOf('consignors').map((row) => String(row.name)));
    const total = PRODUCT_CATALOGUE.reduce((sum, [, , names]) => sum + names.length, 0);
    const times = creationTimes(random, now, total, 360);
    const records: SeedRecord[] = [];
    for (const [categoryPath, unit, names] of PRODUCT_CATALOGUE) {
      const kind = categoryPath.split('/')[0] as GoodsKind;
      const sellers = sellersOf(kind, existing);
      for (const productName of names) {
        const big = kind === '家具' || categoryPath === '家电/冰箱';
        records.push({
          data: {
            code: `SP${String(100_001 + records.length)}`,
            name: productName,
            category_path: categoryPath,
            lv1_category_name: categoryPath.split('/')[0],
            lv2_category_name: categoryPath.split('/')[1],
            ...categoryFields({ category_path: categoryPath, lv1_category_name: categoryPath.split('/')[0], lv2_category_name: categoryPath.split('/')[1] }),
            package: big ? random.int(1, 4) : 1,
            unit,
            volume: Math.round((big ? random.int(40, 260) : random.int(2, 60)) * 10) / 1000,
            weight: Math.round((big ? random.int(150, 1200) : random.int(10, 300)) * 10) / 100,
            consignor_name: sellers[records.length % sellers.length] ?? '',
          },
          created_at: times[records.length],
        });
      }
    }
    return records;
  },
};
