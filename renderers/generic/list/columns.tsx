import type { TableColumnType } from 'antd';
import type { ListScreen } from '../../../src/screen-model/types';
import { actionsWidth } from '../../../src/screen-model/column-widths';
import type { Row } from '../paths';
import { tableColumns } from '../table-columns';
import { visibleColumns, type ColumnPrefs } from './column-settings';
import { RowActions } from './RowActions';

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
