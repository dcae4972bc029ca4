import { useRef, type ReactNode } from 'react';
import { Table, Typography, theme } from 'antd';
import { useTable } from '@refinedev/antd';
import { NESTED_TABLE_PAGE_SIZE } from '../../../src/config/constants';
import type { FieldTable, NestedTable, ResourceTable } from '../../../src/screen-model/types';
import { useScrollableRegions } from '../scrollable-regions';
import { tableColumns } from '../table-columns';
import { dataProviderName, getPath, type Row } from '../paths';

/** Key of the rows of a record's list field, which have no id of their own. */
const ROW_INDEX_KEY = '__row';

function FieldTableView({ table, record }: { table: FieldTable; record: Row }) {
  const value = getPath(record, table.key);
  const rows: Row[] = Array.isArray(value)
    ? value.map((row: unknown, index) => ({ ...(row && typeof row === 'object' ? row : { value: row }), [ROW_INDEX_KEY]: index }))
    : [];
  return (
    <Table<Row>
      size="small"
      rowKey={ROW_INDEX_KEY}
      columns={tableColumns(table.columns)}
      dataSource={rows}
      pagination={rows.length > NESTED_TABLE_PAGE_SIZE ? { pageSize: NESTED_TABLE_PAGE_SIZE } : false}
      scroll={{ x: 'max-content' }}
    />
  );
}

function ResourceTableView({ table, value }: { table: ResourceTable; value: unknown }) {
  const { tableProps } = useTable<Row>({
    resource: table.resource,
    dataProviderName: dataProviderName({ resource: table.resource, convention: table.convention }),
    pagination: { currentPage: 1, pageSize: NESTED_TABLE_PAGE_SIZE },
    filters: { permanent: [{ field: table.filterKey, operator: 'eq', value }] },
    sorters: { mode: 'off' },
    syncWithLocation: false,
    queryOptions: { enabled: value !== undefined && value !== null && value !== '' },
    // Server errors are already shown by the HTTP layer.
    errorNotification: false,
  });
  return <Table<Row> {...tableProps} size="small" rowKey="id" columns={tableColumns(table.columns)} scroll={{ x: 'max-content' }} />;
}

interface NestedTablesProps {
  tables: readonly NestedTable[];
  record: Row;
  /** The record id of the route, the default filter value of related tables. */
  recordId: string | undefined;
}

/** The tables below a detail screen's sections: a list field of the record, or related rows of a resource. */
export function NestedTables({ tables, record, recordId }: NestedTablesProps) {
  return tables.map((table) => (
    <NestedTableSection key={'resource' in table ? `${table.resource}?${table.filterKey}` : table.key} title={table.title}>
      {'resource' in table ? (
        <ResourceTableView table={table} value={table.valueKey ? getPath(record, table.valueKey) : recordId} />
      ) : (
        <FieldTableView table={table} record={record} />
      )}
    </NestedTableSection>
  ));
}

/** One nested table under its title; a table wider than the screen scrolls, from the keyboard too. */
function NestedTableSection({ title, children }: { title: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const { token } = theme.useToken();
  useScrollableRegions(ref, title);
  return (
    <section ref={ref} style={{ marginBottom: 24 }}>
      {/* Under the screen's h1, at the size of an h5. */}
      <Typography.Title level={2} style={{ fontSize: token.fontSizeHeading5, lineHeight: token.lineHeightHeading5 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
