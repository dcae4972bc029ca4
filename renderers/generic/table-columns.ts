import type { TableColumnType } from 'antd';
import type { Column } from '../../src/screen-model/types';
import { columnWidth } from '../../src/screen-model/column-widths';
import { ellipsisLength, formatterOf } from './formatters';
import { getPath, type Row } from './paths';

/**
 * antd columns of descriptor columns: formatted cells, fixed width, fixed side and truncation. What a
 * column's cells share (formatter, truncation) is worked out once per column, not per cell. Shared by
 * the list's table and a detail screen's nested tables, apart from the list's row actions (which reach
 * the detail screen again through the quick view).
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
