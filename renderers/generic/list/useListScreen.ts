import { useCallback, useEffect, useMemo, useRef, useState, type Key } from 'react';
import type { CrudFilter } from '@refinedev/core';
import type { FormInstance, TablePaginationConfig, TableProps } from 'antd';
import { DEFAULT_PAGE } from '../../../src/config/constants';
import type { FilterField, ListScreen } from '../../../src/screen-model/types';
import type { Row } from '../paths';
import { firstPageOf } from './first-page';
import { lookupSatisfied, toCrudFilters, type FilterValues } from './filters';
import { savePageSize } from './page-size';
import { useColumnPrefs } from './useColumnPrefs';
import { useListTable } from './useListTable';
import { urlFilterSignature, urlFilterValues } from './url-filters';

export interface ListScreenOptions {
  descriptor: ListScreen;
  /** Route parameters of the current route (the api's `params` take their values). */
  params: Record<string, string | undefined>;
  /** The query this screen was opened with; undefined while another route is shown. */
  urlSearch: string | undefined;
}

/**
 * The state of a list screen and its handlers, for ListRenderer to draw (react-admin's
 * useListController is the model): the filter form's values and search, kept in step with the URL's
 * filters; a lookup list's readiness; the page and page size (the size remembered per screen); the
 * selected rows; the user's column settings; and the query of the rows. Sorting is off: the lists'
 * columns have no sorters. The selection is kept across searches and pages (its rows are the selected
 * ones of the rows shown); a bulk action's end clears it.
 */
export function useListScreen({ descriptor, params, urlSearch }: ListScreenOptions) {
  const filterFields = useMemo(() => descriptor.filters ?? [], [descriptor]);
  // The same first request as the one asked ahead of this screen (first-page.ts), so it takes that answer.
  const [first] = useState(() => firstPageOf(descriptor, params, urlSearch ?? ''));
  const [columnPrefs, setColumnPrefs] = useColumnPrefs(descriptor.path);
  const [selectedKeys, setSelectedKeys] = useState<Key[]>([]);
  // A lookup list asks the server only once one of its lookup filters has a value.
  const [lookupReady, setLookupReady] = useState(first.asks);

  const { tableProps, searchFormProps, filters, setFilters, setCurrentPage, pageSize, tableQuery } = useListTable<Row, FilterValues>({
    resource: descriptor.api.resource,
    dataProviderName: first.providerName,
    meta: first.meta,
    pagination: { currentPage: DEFAULT_PAGE, pageSize: first.pageSize },
    filters: { defaultBehavior: 'replace', initial: first.initial, permanent: first.permanent },
    sorters: { mode: 'off' },
    syncWithLocation: false,
    queryOptions: { enabled: lookupReady },
    onSearch: (values) => toCrudFilters(filterFields, values),
  });

  // Filters, lookup readiness and the first page in one synchronous update: Refine's own search awaits
  // between the filters and the page, and a lookup list's render in between would ask the server
  // without the lookup value.
  const lookup = descriptor.lookup;
  const applyFilters = useCallback((searched: CrudFilter[]) => {
    setLookupReady(lookupSatisfied(lookup, searched));
    setFilters(searched);
    setCurrentPage(DEFAULT_PAGE);
  }, [lookup, setFilters, setCurrentPage]);
  const lookupSearch = (values: FilterValues) => applyFilters(toCrudFilters(filterFields, values));
  const filterFormProps = lookup ? { ...searchFormProps, onFinish: lookupSearch } : searchFormProps;
  useUrlFilters(searchFormProps.form, filterFields, urlSearch, applyFilters);

  // A lookup waiting for input shows nothing (not the previous answer), and is not loading: Refine
  // counts a query that has never run as loading.
  const rows = lookupReady ? tableProps.dataSource : [];
  const loading = lookupReady ? tableProps.loading : false;
  const pagination: TablePaginationConfig = { ...(tableProps.pagination || {}), ...(lookupReady ? {} : { total: 0 }) };
  const onTableChange: TableProps<Row>['onChange'] = (changed, tableFilters, sorter, extra) => {
    if (changed.pageSize && changed.pageSize !== pageSize) savePageSize(descriptor.path, changed.pageSize);
    tableProps.onChange?.(changed, tableFilters, sorter, extra);
  };

  const rowKeyName = descriptor.rowKey ?? 'id';
  const selectedRows = useMemo(
    () => (selectedKeys.length === 0 ? [] : (rows ?? []).filter((row) => selectedKeys.includes(row[rowKeyName] as Key))),
    [rows, selectedKeys, rowKeyName],
  );
  const afterBulkAction = () => {
    setSelectedKeys([]);
    void tableQuery.refetch();
  };

  return {
    filterFields, filterFormProps, filters,
    lookupReady, rows, loading, pagination, onTableChange, tableQuery,
    selectedKeys, setSelectedKeys, selectedRows, afterBulkAction,
    columnPrefs, setColumnPrefs,
  };
}

/**
 * The URL's filters in the filter form: at mount (the first request already carries them), and again
 * with a new search when a later query names other filter values.
 */
function useUrlFilters(
  form: FormInstance<FilterValues> | undefined,
  filterFields: readonly FilterField[],
  urlSearch: string | undefined,
  applyFilters: (filters: CrudFilter[]) => void,
): void {
  const appliedUrl = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (urlSearch === undefined || !form) return;
    const signature = urlFilterSignature(filterFields, urlSearch);
    if (appliedUrl.current === signature) return;
    const first = appliedUrl.current === undefined;
    appliedUrl.current = signature;
    const values = urlFilterValues(filterFields, urlSearch);
    // antd types form values as partial objects; every value here is a filter input's value.
    const fieldValues = values as Parameters<typeof form.setFieldsValue>[0];
    if (first) {
      if (Object.keys(values).length > 0) form.setFieldsValue(fieldValues);
      return;
    }
    form.resetFields();
    form.setFieldsValue(fieldValues);
    applyFilters(toCrudFilters(filterFields, values));
  }, [urlSearch, filterFields, form, applyFilters]);
}
