import type { TableColumnType } from 'antd';
import type { ListScreen } from '../../../src/screen-model/types';
import { ellipsisLength, renderValue } from '../formatters';
import { getPath, type Row } from '../paths';
import { RowActions } from './RowActions';

/** antd columns for a list descriptor, with an actions column when rows have actions. */
export function buildColumns(descriptor: ListScreen, actionsTitle: string): TableColumnType<Row>[] {
  const columns: TableColumnType<Row>[] = descriptor.columns.map((column) => ({
    key: column.key,
    title: column.title,
    dataIndex: column.key.split('.'),
    width: column.width,
    fixed: column.fixed,
    render: (_value: unknown, row: Row) =>
      renderValue(getPath(row, column.key), column.format, { record: row, ellipsis: ellipsisLength(column.ellipsis) }),
  }));
  if ((descriptor.rowActions ?? []).length > 0) {
    columns.push({
      key: '__actions',
      title: actionsTitle,
      fixed: 'right',
      render: (_value: unknown, row: Row) => <RowActions descriptor={descriptor} row={row} />,
    });
  }
  return columns;
}
