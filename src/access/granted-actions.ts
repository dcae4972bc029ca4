/**
 * A screen's buttons without those whose operation the account lacks (core spec §6). Show and quick
 * view buttons only open another screen, which the menu permission already guards, so they stay; so do
 * workflow actions, whose code is their transition's, checked with the record (src/workflow/rules.ts).
 */
import type { OperationCode } from '../config/operation-codes';
import type { BulkAction, ListScreen, RecordAction, RowAction, ToolbarAction } from '../screen-model/types';

/** Tells whether the account may use an operation on the screen (see useOperationGate). */
export type OperationCheck = (operation: OperationCode) => boolean;

type ScreenAction = RowAction | BulkAction | RecordAction;

/** An action without a code of its own (show, quick view, workflow actions) is not filtered here. */
const granted = (action: ScreenAction, allows: OperationCheck): boolean => !('operation' in action) || allows(action.operation);

const rowActionGranted = (action: RowAction, allows: OperationCheck): boolean => granted(action, allows);

/** Toolbar, row and bulk actions of a list the account may use; the same object when it may use all. */
export function grantedListActions(descriptor: ListScreen, allows: OperationCheck): ListScreen {
  const toolbar: ToolbarAction[] | undefined = descriptor.toolbar?.filter((action) => allows(action.operation));
  const rowActions = descriptor.rowActions?.filter((action) => rowActionGranted(action, allows));
  const bulkActions = descriptor.bulkActions && grantedCalls(descriptor.bulkActions, allows);
  const unchanged = toolbar?.length === descriptor.toolbar?.length && rowActions?.length === descriptor.rowActions?.length
    && bulkActions?.length === descriptor.bulkActions?.length;
  return unchanged ? descriptor : { ...descriptor, toolbar, rowActions, bulkActions };
}

/** The call and print actions (of a detail screen, or bulk actions) the account may use; workflow actions stay. */
export function grantedCalls<A extends ScreenAction>(actions: readonly A[], allows: OperationCheck): A[] {
  return actions.filter((action) => granted(action, allows));
}
