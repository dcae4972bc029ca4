import type { TableColumnType } from 'antd';
import type { Column, ListScreen } from '../../../src/screen-model/types';
import { actionsWidth, columnWidth } from '../../../src/screen-model/column-widths';
import { ellipsisLength, formatterOf } from '../formatters';
import { getPath, type Row } from '../paths';
import { visibleColumns, type ColumnPrefs } from './column-settings';
import { RowActions } from './RowActions';

/**
 * antd columns of descriptor columns: formatted cells, fixed width, fixed side and truncation. What a
 * column's cells share (formatter, truncation) is worked out once per column, not per cell.
 */
export function tableColumns(columns: readonly Column[]): TableColumnType<Row>[] {
  return columns.map((column) => {
    const format = formatterOf(column.format);
    const ellipsis = ellipsisLength(column.ellipsis);
    return {
      key: column.key,
      title: column.title,
      dataIndex: column.key.split('.'),
      width: columnWidth(column),
      fixed: column.fixed,
      render: (_value: unknown, row: Row) => format(getPath(row, column.key), { record: row, ellipsis }),
    };
  });
}

/**
 * antd columns for a list descriptor in the user's column settings, with an actions column when
 * rows have actions: `actionsColumnWidth` wide once its buttons were measured, else the estimate.
 */
export function buildColumns(
  descriptor: ListScreen, actionsTitle: string, prefs: ColumnPrefs = {}, actionsColumnWidth?: number,
): TableColumnType<Row>[] {
  const columns = tableColumns(visibleColumns(descriptor.columns, prefs));
  const actions = descriptor.rowActions ?? [];
  if (actions.length > 0) {
    columns.push({
      key: '__actions',
      title: actionsTitle,
      fixed: 'right',
      width: actionsColumnWidth ?? actionsWidth(actions),
      render: (_value: unknown, row: Row) => <RowActions descriptor={descriptor} row={row} />,
    });
  }
  return columns;
}
