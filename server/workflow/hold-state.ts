/** The status field of a hold's records, and the state a new hold record starts in. */
import type { WorkflowHold } from '../../src/workflow/types.js';

export const DEFAULT_HOLD_STATUS_FIELD = 'status';

export const holdStatusField = (hold: WorkflowHold): string => hold.statusField ?? DEFAULT_HOLD_STATUS_FIELD;

/**
 * The first state `activeWhen` counts as active (e.g. PENDING of `status in [PENDING, SUCCESS]`): what a
 * hold record raised by a transition, or created on its own screen, starts in.
 */
export function heldStateOf(hold: WorkflowHold): string | undefined {
  const condition = hold.activeWhen;
  if (!('fact' in condition) || condition.fact !== holdStatusField(hold)) return undefined;
  const first = condition.operator === 'in' && Array.isArray(condition.value) ? condition.value[0] : condition.operator === 'equal' ? condition.value : undefined;
  return typeof first === 'string' ? first : undefined;
}
