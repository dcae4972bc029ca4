/** Products: the product dialog and the product category select (widgets spec §3, §5, §7, §9). */
import { PRODUCT_DEFAULTS } from '../config/pickers';
import type { AddressNode as TreeNode } from './driver';

/** A category of the cascader data (value = code, label = name). */
export type CategoryNode = TreeNode;

/** A product-select option (§3): text, value, code and its children. */
export interface ProductSelectOption {
  text: string;
  value: string;
  code: string;
  _children?: ProductSelectOption[];
}

/** The category tree as product-select options, cut at the select's maximum level (2). */
export function productSelectOptions(nodes: readonly CategoryNode[], maxLevel: number = PRODUCT_DEFAULTS.maxLevel, level = 1): ProductSelectOption[] {
  return nodes.map((node) => {
    const children = level < maxLevel && node.children && node.children.length > 0
      ? productSelectOptions(node.children, maxLevel, level + 1)
      : undefined;
    return { text: node.label, value: node.value, code: node.value, ...(children ? { _children: children } : {}) };
  });
}

/** The categories along a path of codes (level 1, then level 2). */
export function categoryPath(nodes: readonly CategoryNode[], codes: readonly string[]): CategoryNode[] {
  const path: CategoryNode[] = [];
  let level: readonly CategoryNode[] = nodes;
  for (const code of codes) {
    const node = level.find((item) => item.value === code);
    if (!node) break;
    path.push(node);
    level = node.children ?? [];
  }
  return path;
}

/** Options whose text has the filter in it, with the parents of matching children kept. */
export function filterProductOptions(options: readonly ProductSelectOption[], text: string): ProductSelectOption[] {
  const wanted = text.trim().toLowerCase();
  if (wanted === '') return [...options];
  const kept: ProductSelectOption[] = [];
  for (const option of options) {
    const children = option._children ? filterProductOptions(option._children, wanted) : [];
    if (option.text.toLowerCase().includes(wanted)) kept.push(option);
    else if (children.length > 0) kept.push({ ...option, _children: children });
  }
  return kept;
}

export interface ProductInput {
  name?: string;
  package?: number;
  /** Codes of the picked category, level 1 then level 2. */
  category?: string[];
}

export interface ProductProblem {
  field: 'name' | 'category';
  messageKey: string;
}

/** Product type and name are required (§5). */
export function checkProductInput(input: ProductInput): ProductProblem[] {
  const problems: ProductProblem[] = [];
  if ((input.category ?? []).length === 0) problems.push({ field: 'category', messageKey: 'pickers.productTypeRequired' });
  if ((input.name ?? '').trim() === '') problems.push({ field: 'name', messageKey: 'pickers.productNameRequired' });
  return problems;
}

/** The body of POST /user/product/add (§3 "Product create"). */
export function productPayload(input: ProductInput, path: readonly CategoryNode[], parentName = ''): Record<string, unknown> {
  const [lv1, lv2] = path;
  return {
    name: (input.name ?? '').trim(),
    package: input.package ?? PRODUCT_DEFAULTS.package,
    lv1_category_code: lv1?.value ?? '',
    lv1_category_name: lv1?.label ?? '',
    lv2_category_code: lv2?.value ?? '',
    lv2_category_name: lv2?.label ?? '',
    parent_code: PRODUCT_DEFAULTS.parentCode,
    parent_name: parentName,
  };
}
