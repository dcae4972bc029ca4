/**
 * The product category tree (商品分类) under the root PC001: the two levels of the seed catalogue, with
 * codes numbered in catalogue order — 家具 PC00101, its 沙发 PC0010101 — so they never change between
 * databases.
 */
import { PRODUCT_CATALOGUE } from '../fake-data/business-names.js';

export const CATEGORY_ROOT_CODE = 'PC001';

export interface ProductCategory {
  code: string;
  name: string;
  children: ProductCategory[];
}

function buildTree(): ProductCategory[] {
  const roots: ProductCategory[] = [];
  for (const [path] of PRODUCT_CATALOGUE) {
    const [lv1 = '', lv2 = ''] = path.split('/');
    let parent = roots.find((node) => node.name === lv1);
    if (!parent) {
      parent = { code: `${CATEGORY_ROOT_CODE}${String(roots.length + 1).padStart(2, '0')}`, name: lv1, children: [] };
      roots.push(parent);
    }
    if (lv2 !== '' && !parent.children.some((node) => node.name === lv2)) {
      parent.children.push({ code: `${parent.code}${String(parent.children.length + 1).padStart(2, '0')}`, name: lv2, children: [] });
    }
  }
  return roots;
}

/** The first level under the root, each with its second level. */
export const PRODUCT_CATEGORIES: readonly ProductCategory[] = buildTree();

/** The categories right under `parentCode` (the root's are the first level); [] for an unknown code. */
export function categoryChildren(parentCode: string): readonly ProductCategory[] {
  if (parentCode === CATEGORY_ROOT_CODE) return PRODUCT_CATEGORIES;
  return PRODUCT_CATEGORIES.find((node) => node.code === parentCode)?.children ?? [];
}

export const firstLevel = (code: string): ProductCategory | undefined => PRODUCT_CATEGORIES.find((node) => node.code === code);

/** The category codes of a path of names such as 家具/沙发 (codes of the levels found, in order). */
export function categoryCodesOf(lv1Name: unknown, lv2Name: unknown): { lv1?: string; lv2?: string } {
  const lv1 = PRODUCT_CATEGORIES.find((node) => node.name === lv1Name);
  const lv2 = lv1?.children.find((node) => node.name === lv2Name);
  return { lv1: lv1?.code, lv2: lv2?.code };
}
