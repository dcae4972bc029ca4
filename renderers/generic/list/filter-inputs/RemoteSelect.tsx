import { useState } from 'react';
import { Select, Spin } from 'antd';
import { useList, type CrudFilters } from '@refinedev/core';
import { REMOTE_SEARCH_DEBOUNCE_MS, REMOTE_SEARCH_PAGE_SIZE } from '../../../../src/config/constants';
import type { RemoteOptions } from '../../../../src/screen-model/types';
import { dataProviderName } from '../../paths';
import { toSelectOptions } from './items';
import type { ControlProps } from './types';
import { useDebouncedValue } from './useDebouncedValue';

const DEFAULT_LABEL_KEY = 'name';
const DEFAULT_VALUE_KEY = 'id';

/**
 * A select searching a list resource: the first page of matches is asked for when the dropdown
 * opens, and again 500 ms after the user stopped typing.
 */
export function RemoteSelect({ source, placeholder, ...control }: { source: RemoteOptions; placeholder: string } & ControlProps) {
  const [typed, setTyped] = useState('');
  const [opened, setOpened] = useState(false);
  const search = useDebouncedValue(typed.trim(), REMOTE_SEARCH_DEBOUNCE_MS);
  const labelKey = source.labelKey ?? DEFAULT_LABEL_KEY;
  const filters: CrudFilters = search === '' ? [] : [{ field: source.searchKey ?? labelKey, operator: 'contains', value: search }];
  const { query, result } = useList({
    resource: source.resource,
    dataProviderName: dataProviderName({ resource: source.resource, convention: source.convention }),
    pagination: { currentPage: 1, pageSize: REMOTE_SEARCH_PAGE_SIZE },
    filters,
    sorters: [],
    queryOptions: { enabled: opened || search !== '' },
    // Server errors are already shown by the HTTP layer.
    errorNotification: false,
  });
  const searching = query.isFetching || typed.trim() !== search;
  return (
    <Select
      {...control}
      allowClear
      showSearch
      filterOption={false}
      placeholder={placeholder}
      onSearch={setTyped}
      onOpenChange={(open) => {
        if (open) setOpened(true);
      }}
      loading={searching}
      notFoundContent={searching ? <Spin size="small" /> : undefined}
      options={toSelectOptions(result.data, source.valueKey ?? DEFAULT_VALUE_KEY, labelKey)}
      style={{ minWidth: 180 }}
    />
  );
}
