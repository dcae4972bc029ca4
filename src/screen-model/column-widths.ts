/** Fixed widths of a list's columns, from the descriptor (or a default per formatter), so a table never measures content. */
import {
  ACTION_BUTTON_PADDING,
  ACTION_LABEL_CHAR_WIDTH,
  ACTIONS_CELL_PADDING,
  DEFAULT_COLUMN_WIDTH,
  SELECTION_COLUMN_WIDTH,
} from '../config/list';
import { t } from '../i18n';
import { isWorkflowAction, workflowActionLabels } from '../workflow/screen-actions';
import type { Column, RowAction } from './types';

/** The descriptor's width of a column, or its formatter's default. */
export function columnWidth(column: Column): number {
  return column.width ?? DEFAULT_COLUMN_WIDTH[column.format?.name ?? 'text'];
}

/** The labels of the buttons an action may show in a row (a workflow action's come from its workflow). */
function rowActionLabels(action: RowAction): string[] {
  return isWorkflowAction(action) ? workflowActionLabels(action, t('workflow.more')) : [action.label];
}

/** Width of the actions column: room for every action's button side by side. */
export function actionsWidth(actions: readonly RowAction[]): number {
  const labels = actions.flatMap(rowActionLabels);
  const buttons = labels.reduce((sum, label) => sum + Array.from(label).length * ACTION_LABEL_CHAR_WIDTH + ACTION_BUTTON_PADDING, 0);
  return buttons + ACTIONS_CELL_PADDING;
}

/** The whole table's width: its columns, the actions column when rows have actions, the selection column when selectable. */
export function tableWidth(columns: readonly Column[], actions: readonly RowAction[], selectable: boolean): number {
  const data = columns.reduce((sum, column) => sum + columnWidth(column), 0);
  return data + (actions.length > 0 ? actionsWidth(actions) : 0) + (selectable ? SELECTION_COLUMN_WIDTH : 0);
}
