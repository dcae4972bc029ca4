import { useMemo, useState } from 'react';
import { Form, TreeSelect } from 'antd';
import { PRODUCT_FILTER_DEBOUNCE_MS } from '../../src/config/pickers';
import {
  categoryPath, filterProductOptions, pickedValues, productSelectOptions, type CategoryNode, type ProductSelectOption,
} from '../../src/pickers';
import { useDebouncedValue } from '../generic/list/filter-inputs/useDebouncedValue';
import type { PickerFieldProps } from './picker-field-props';
import { useProductCategories } from './useProductCategories';

interface TreeItem {
  value: string;
  title: string;
  children?: TreeItem[];
}

const toTree = (options: readonly ProductSelectOption[]): TreeItem[] =>
  options.map((option) => ({ value: option.value, title: option.text, ...(option._children ? { children: toTree(option._children) } : {}) }));

/** The codes from the root to `code` (level 1, then level 2). */
function pathTo(nodes: readonly CategoryNode[], code: string): string[] {
  for (const node of nodes) {
    if (node.value === code) return [node.value];
    const below = pathTo(node.children ?? [], code);
    if (below.length > 0) return [node.value, ...below];
  }
  return [];
}

/** The name of the category `code`, when the tree holds it. */
function labelOf(nodes: readonly CategoryNode[], code: string): string | undefined {
  for (const node of nodes) {
    if (node.value === code) return node.label;
    const below = labelOf(node.children ?? [], code);
    if (below !== undefined) return below;
  }
  return undefined;
}

/**
 * The product select (widgets spec §3, §9): the product category tree under PC001 (app BANG), two
 * levels deep, filtered 300 ms after the user stops typing. The field holds the category code; the
 * picker's `nameKey` and `fill` receive its name and the lv1/lv2 codes and names.
 */
export function ProductCategorySelect({ field, value, onChange, id, disabled, placeholder }: PickerFieldProps) {
  const form = Form.useFormInstance();
  const nameKey = field.picker?.nameKey;
  const savedName = Form.useWatch((values: Record<string, unknown>) => (nameKey ? values[nameKey] : undefined), form);
  const [opened, setOpened] = useState(false);
  const { categories, loading } = useProductCategories(opened || value !== undefined);
  const [typed, setTyped] = useState('');
  const filter = useDebouncedValue(typed, PRODUCT_FILTER_DEBOUNCE_MS);
  const options = useMemo(() => filterProductOptions(productSelectOptions(categories), filter), [categories, filter]);

  const pick = (code: unknown) => {
    const picked = typeof code === 'string' ? categoryPath(categories, pathTo(categories, code)) : [];
    onChange?.(typeof code === 'string' ? code : undefined);
    const [lv1, lv2] = picked;
    const leaf = picked[picked.length - 1];
    const record = {
      code: leaf?.value,
      name: leaf?.label,
      lv1_category_code: lv1?.value ?? '',
      lv1_category_name: lv1?.label ?? '',
      lv2_category_code: lv2?.value ?? '',
      lv2_category_name: lv2?.label ?? '',
    };
    const extra = pickedValues(field.picker ?? {}, leaf ? [{ value: leaf.value, label: leaf.label, disabled: false, record }] : [], false);
    if (Object.keys(extra).length > 0) form.setFieldsValue(extra);
  };

  const code = typeof value === 'string' && value !== '' ? value : undefined;
  // A saved code shows its category's name; one the tree does not hold (yet) shows the name saved with it.
  const shown = code === undefined ? undefined : { value: code, label: labelOf(categories, code) ?? (typeof savedName === 'string' && savedName !== '' ? savedName : code) };

  return (
    <TreeSelect
      id={id}
      labelInValue
      value={shown}
      onChange={(picked: { value?: unknown } | undefined) => pick(picked?.value)}
      disabled={disabled}
      allowClear
      showSearch
      filterTreeNode={false}
      onSearch={setTyped}
      treeDefaultExpandAll={filter !== ''}
      placeholder={placeholder}
      loading={loading}
      onOpenChange={(open) => {
        if (open) setOpened(true);
      }}
      treeData={toTree(options)}
      aria-label={field.label}
      style={{ width: '100%' }}
    />
  );
}
