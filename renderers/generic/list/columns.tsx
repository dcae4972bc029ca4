import type { TableColumnType } from 'antd';
import type { Column, ListScreen } from '../../../src/screen-model/types';
import { ellipsisLength, renderValue } from '../formatters';
import { getPath, type Row } from '../paths';
import { visibleColumns, type ColumnPrefs } from './column-settings';
import { RowActions } from './RowActions';

/** antd columns of descriptor columns: formatted cells, width, fixed side and truncation. */
export function tableColumns(columns: readonly Column[]): TableColumnType<Row>[] {
  return columns.map((column) => ({
    key: column.key,
    title: column.title,
    dataIndex: column.key.split('.'),
    width: column.width,
    fixed: column.fixed,
    render: (_value: unknown, row: Row) =>
      renderValue(getPath(row, column.key), column.format, { record: row, ellipsis: ellipsisLength(column.ellipsis) }),
  }));
}

/**
 * antd columns for a list descriptor in the user's column settings, with an actions column when
 * rows have actions.
 */
export function buildColumns(descriptor: ListScreen, actionsTitle: string, prefs: ColumnPrefs = {}): TableColumnType<Row>[] {
  const columns = tableColumns(visibleColumns(descriptor.columns, prefs));
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
