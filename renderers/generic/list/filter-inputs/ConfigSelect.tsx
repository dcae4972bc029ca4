import { Select } from 'antd';
import { useCustom } from '@refinedev/core';
import { CONFIG_ITEM_CATEGORY_PARAM, CONFIG_ITEM_LIST_API } from '../../../../src/config/constants';
import type { ConfigItemOptions } from '../../../../src/screen-model/types';
import { responseItems, toSelectOptions } from './items';
import type { ControlProps } from './types';

/** Config items do not change while the app runs; one load per category and visit. */
const CONFIG_ITEMS_STALE_MS = Number.POSITIVE_INFINITY;

/** A select whose options are the config items of one category ({code, name}). */
export function ConfigSelect({ source, placeholder, ...control }: { source: ConfigItemOptions; placeholder: string } & ControlProps) {
  const { query, result } = useCustom({
    url: CONFIG_ITEM_LIST_API,
    method: 'get',
    config: { query: { [CONFIG_ITEM_CATEGORY_PARAM]: source.configCategory } },
    queryOptions: { staleTime: CONFIG_ITEMS_STALE_MS },
    // Server errors are already shown by the HTTP layer.
    errorNotification: false,
  });
  return (
    <Select
      {...control}
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder={placeholder}
      loading={query.isLoading}
      options={toSelectOptions(responseItems(result.data), 'code', 'name')}
      style={{ minWidth: 160 }}
    />
  );
}
