import { useLiveMode, useTable, type BaseRecord, type CrudFilter, type HttpError, type useTableProps } from '@refinedev/core';
import { Form, type FormProps, type TablePaginationConfig, type TableProps } from 'antd';

interface ListTableProps<TRow extends BaseRecord, TSearch> extends useTableProps<TRow, HttpError, TRow> {
  /** The filter form's values as the list's filters. */
  onSearch: (values: TSearch) => CrudFilter[] | Promise<CrudFilter[]>;
}

/**
 * @refinedev/antd's useTable as the lists use it, on @refinedev/core's (the antd package also brings
 * sunflower-antd and its own code into every list): the table's rows, loading state, pagination and
 * page changes, and the filter form, whose search replaces the filters and goes back to page 1 after
 * awaiting `onSearch` as Refine's does. The lists' columns have no antd sorters or column filters
 * (sorters are off), so the table's onChange only pages.
 */
export function useListTable<TRow extends BaseRecord, TSearch>({ onSearch, ...props }: ListTableProps<TRow, TSearch>) {
  const table = useTable<TRow, HttpError, TRow>(props);
  const { tableQuery, currentPage, setCurrentPage, pageSize, setPageSize, setFilters } = table;
  const [form] = Form.useForm<TSearch>();
  const liveMode = useLiveMode(props.liveMode);
  const { data, isFetched, isLoading } = tableQuery;

  const onChange: NonNullable<TableProps<TRow>['onChange']> = (pagination) => {
    setCurrentPage(pagination.current || 1);
    setPageSize(pagination.pageSize || 10);
  };
  const onFinish = async (values: TSearch) => {
    setFilters(await onSearch(values));
    setCurrentPage(1);
  };
  const pagination: TablePaginationConfig = { pageSize, current: currentPage, total: data?.total };
  const searchFormProps: FormProps<TSearch> = { form, onFinish, initialValues: {} };
  const tableProps = {
    dataSource: data?.data,
    loading: liveMode === 'auto' ? isLoading : !isFetched,
    onChange,
    pagination,
  };
  return { ...table, tableProps, searchFormProps };
}
