import { useMemo } from 'react';
import { TreeSelect } from 'antd';
import { useComboboxRequired } from '../generic/form/useComboboxRequired';
import { useCustom } from '@refinedev/core';
import { CONFIG_ITEM_LIST_API } from '../../src/config/constants';
import { TREE_SELECT_POPUP_WIDTH_PX } from '../../src/config/tree-select';
import type { FormField } from '../../src/screen-model/types';
import { useT } from '../../src/i18n';
import { configItemOptions, toTreeOptions, treeLabelMatches, treeNodesOf } from '../../src/widgets/tree-options';
import './messages';

interface TreeSelectFieldProps extends Record<string, unknown> {
  field: FormField;
  placeholder: string;
  disabled?: boolean;
}

/** The request of a tree: its url, or the config items of its category. */
function treeRequest(field: FormField): { url: string; query?: Record<string, string> } | undefined {
  if (field.tree?.url) return { url: field.tree.url };
  if (field.tree?.configCategory) return { url: CONFIG_ITEM_LIST_API, query: { category_code: field.tree.configCategory } };
  return undefined;
}

/**
 * The `treeSelect` form widget (widgets spec §1, §2): a tree from a url or a config category in a 400 px
 * popover, filtered by label as the user types; `multiple` checks several nodes.
 */
export function TreeSelectField({ field, placeholder, disabled, ...formControl }: TreeSelectFieldProps) {
  const t = useT();
  const control = useComboboxRequired(formControl);
  const request = treeRequest(field);
  const { result, query } = useCustom({
    url: request?.url ?? '',
    method: 'get',
    config: request?.query ? { query: request.query } : undefined,
    queryOptions: { enabled: request !== undefined },
    // A failed tree leaves the select empty; the HTTP layer has already told the user.
    errorNotification: false,
  });
  const data: unknown = result.data;
  const treeData = useMemo(() => {
    if (data === undefined) return [];
    return field.tree?.url ? toTreeOptions(treeNodesOf(data), field.tree) : configItemOptions(treeNodesOf(data));
  }, [data, field.tree]);
  return (
    <TreeSelect
      {...control}
      treeData={treeData}
      placeholder={placeholder}
      disabled={disabled}
      loading={query.isLoading && request !== undefined}
      allowClear
      showSearch
      filterTreeNode={(input, node) => treeLabelMatches(input, node.label)}
      treeDefaultExpandAll
      multiple={field.multiple}
      treeCheckable={field.multiple}
      popupMatchSelectWidth={false}
      styles={{ popup: { root: { width: TREE_SELECT_POPUP_WIDTH_PX } } }}
      notFoundContent={query.isError ? t('widgets.treeLoadFailed') : undefined}
      aria-label={field.label}
      style={{ width: '100%' }}
    />
  );
}
