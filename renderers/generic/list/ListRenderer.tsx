import { useMemo, useState, type Key } from 'react';
import { Card, Space, Table, Typography, type TablePaginationConfig, type TableProps } from 'antd';
import { useTable } from '@refinedev/antd';
import { DEFAULT_PAGE, PAGE_SIZE_OPTIONS } from '../../../src/config/constants';
import type { ListScreen } from '../../../src/screen-model/types';
import { useT } from '../../../src/i18n';
import { dataProviderName, type Row } from '../paths';
import { BulkActions } from './BulkActions';
import { ColumnSettings } from './ColumnSettings';
import { buildColumns } from './columns';
import { FilterForm } from './FilterForm';
import { toCrudFilters, type FilterValues } from './filters';
import { readPageSize, savePageSize } from './page-size';
import { Toolbar } from './Toolbar';
import { useColumnPrefs } from './useColumnPrefs';

export interface ListRendererProps {
  descriptor: ListScreen;
  /** Route parameters of the current route. */
  params: Record<string, string | undefined>;
}

/** A list screen: filter bar, toolbar with bulk actions and column settings, and a server-paginated table. */
export function ListRenderer({ descriptor, params }: ListRendererProps) {
  const t = useT();
  const filterFields = descriptor.filters ?? [];
  const [initialPageSize] = useState(() => readPageSize(descriptor.path));
  const [columnPrefs, setColumnPrefs] = useColumnPrefs(descriptor.path);
  const [selectedKeys, setSelectedKeys] = useState<Key[]>([]);

  const { tableProps, searchFormProps, filters, pageSize, tableQuery } = useTable<Row, never, FilterValues>({
    resource: descriptor.api.resource,
    dataProviderName: dataProviderName(descriptor.api),
    pagination: { currentPage: DEFAULT_PAGE, pageSize: initialPageSize },
    filters: {
      defaultBehavior: 'replace',
      permanent: Object.entries(descriptor.api.params ?? {}).map(([field, value]) => ({ field, operator: 'eq' as const, value })),
    },
    sorters: { mode: 'off' },
    syncWithLocation: false,
    onSearch: (values) => toCrudFilters(filterFields, values),
  });

  const actionsTitle = t('generic.actions');
  const columns = useMemo(() => buildColumns(descriptor, actionsTitle, columnPrefs), [descriptor, actionsTitle, columnPrefs]);

  const onChange: TableProps<Row>['onChange'] = (pagination, tableFilters, sorter, extra) => {
    if (pagination.pageSize && pagination.pageSize !== pageSize) savePageSize(descriptor.path, pagination.pageSize);
    tableProps.onChange?.(pagination, tableFilters, sorter, extra);
  };

  const pagination: TablePaginationConfig = {
    ...(tableProps.pagination || {}),
    simple: false,
    position: ['bottomRight'],
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
    showTotal: (total) => t('generic.total', { total }),
  };
  const selectable = (descriptor.bulkActions ?? []).length > 0;
  const afterBulkCall = () => {
    setSelectedKeys([]);
    void tableQuery.refetch();
  };

  return (
    <Card>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {descriptor.title}
      </Typography.Title>
      <FilterForm fields={filterFields} formProps={searchFormProps} requireFilter={descriptor.requireFilter} />
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, marginBottom: 16 }}>
        <Space wrap>
          <Toolbar descriptor={descriptor} filters={filters} params={params} />
          <BulkActions descriptor={descriptor} params={params} selectedKeys={selectedKeys} onDone={afterBulkCall} />
        </Space>
        <ColumnSettings columns={descriptor.columns} prefs={columnPrefs} onChange={setColumnPrefs} />
      </div>
      <Table<Row>
        {...tableProps}
        rowKey={descriptor.rowKey ?? 'id'}
        columns={columns}
        pagination={pagination}
        onChange={onChange}
        rowSelection={selectable ? { selectedRowKeys: selectedKeys, onChange: (keys) => setSelectedKeys(keys) } : undefined}
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}
