import { useMemo } from 'react';
import { useOperationGate } from '../../../src/app/useOperationGate';
import type { ScreenRoutes } from '../../../src/access/operations';
import type { OperationCode } from '../../../src/config/operation-codes';
import { sessionParty } from '../../../src/workflow/actor';
import type { WorkflowActor } from '../../../src/workflow/rules';

/**
 * Who fires transitions from this screen: the signed-in account's party, holding the operation codes its
 * menu entry for the screen lists (the same gate as the screen's other buttons).
 */
export function useWorkflowActor(screen: ScreenRoutes): WorkflowActor {
  const allows = useOperationGate(screen);
  // A transition's operation is an OperationCode (typed and schema-checked); a code the menu does not list is not held.
  return useMemo(() => ({ party: sessionParty(), holdsCode: (operation: string) => allows(operation as OperationCode) }), [allows]);
}
