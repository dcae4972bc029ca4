import { useMemo } from 'react';
import { grantedListActions } from '../../../src/access/granted-actions';
import { useOperationGate } from '../../../src/app/useOperationGate';
import { useWorkflowsReady } from '../../../src/workflow/registry';
import { fireableBulkActions, workflowsOfActions } from '../../../src/workflow/screen-actions';
import type { ListScreen } from '../../../src/screen-model/types';
import { useWorkflowActor } from '../workflow/useWorkflowActor';

/**
 * The list descriptor with the actions the account may use, and whether the workflows of its workflow
 * actions are loaded (a lazy chunk each; the rows load meanwhile, and their labels size the actions
 * column). Buttons whose operation code the account's menu entry for this screen does not list are left
 * out; bulk transitions show only when the account's party and codes may fire them (rows get no
 * checkboxes for nothing).
 */
export function useGrantedList(descriptor: ListScreen): { granted: ListScreen; workflowsReady: boolean } {
  const allows = useOperationGate(descriptor);
  const workflowsReady = useWorkflowsReady(workflowsOfActions(descriptor.rowActions, descriptor.bulkActions));
  const actor = useWorkflowActor(descriptor);
  const granted = useMemo(() => {
    const own = grantedListActions(descriptor, allows);
    const bulkActions = fireableBulkActions(own.bulkActions, actor);
    return bulkActions?.length === own.bulkActions?.length ? own : { ...own, bulkActions };
    // workflowsReady: the workflows' arrival decides which bulk transitions the actor may fire.
  }, [descriptor, allows, actor, workflowsReady]);
  return { granted, workflowsReady };
}
