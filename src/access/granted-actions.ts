/**
 * A screen's buttons without those whose operation the account lacks (core spec §6). Show and quick
 * view buttons only open another screen, which the menu permission already guards, so they stay.
 */
import type { OperationCode } from '../config/operation-codes';
import type { ListScreen, RowAction, ToolbarAction } from '../screen-model/types';

/** Tells whether the account may use an operation on the screen (see useOperationGate). */
export type OperationCheck = (operation: OperationCode) => boolean;

const rowActionGranted = (action: RowAction, allows: OperationCheck): boolean =>
  action.action === 'show' || action.action === 'quickView' || allows(action.operation);

/** Toolbar, row and bulk actions of a list the account may use; the same object when it may use all. */
export function grantedListActions(descriptor: ListScreen, allows: OperationCheck): ListScreen {
  const toolbar: ToolbarAction[] | undefined = descriptor.toolbar?.filter((action) => allows(action.operation));
  const rowActions = descriptor.rowActions?.filter((action) => rowActionGranted(action, allows));
  const bulkActions = descriptor.bulkActions && grantedCalls(descriptor.bulkActions, allows);
  const unchanged = toolbar?.length === descriptor.toolbar?.length && rowActions?.length === descriptor.rowActions?.length
    && bulkActions?.length === descriptor.bulkActions?.length;
  return unchanged ? descriptor : { ...descriptor, toolbar, rowActions, bulkActions };
}

/** The call and print actions (of a detail screen, or bulk actions) the account may use. */
export function grantedCalls<A extends { operation: OperationCode }>(actions: readonly A[], allows: OperationCheck): A[] {
  return actions.filter((action) => allows(action.operation));
}
