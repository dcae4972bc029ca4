/**
 * What the renderers need to know about a descriptor's workflow actions (`transition`, `transitions`):
 * the workflows a screen names, the transition an action fires, and the labels its buttons take.
 */
import type { BulkAction, RecordAction, RowAction, TransitionAction, TransitionsAction } from '../screen-model/types';
import { loadedWorkflow } from './registry';
import type { WorkflowActor } from './rules';
import type { WorkflowDescriptor, WorkflowTransition } from './types';

// Lists read these before any button shows: they use the registry only, not the rules (src/workflow/rules.ts).
const transitionOf = (workflow: WorkflowDescriptor, key: string): WorkflowTransition | undefined =>
  workflow.transitions.find((transition) => transition.key === key);

/** An action firing workflow transitions. */
export type WorkflowAction = TransitionAction | TransitionsAction;

type AnyAction = RowAction | BulkAction | RecordAction;

export const isWorkflowAction = (action: AnyAction): action is WorkflowAction =>
  action.action === 'transition' || action.action === 'transitions';

/** The names of the workflows the actions fire transitions of, each once. */
export function workflowsOfActions(...lists: ReadonlyArray<readonly AnyAction[] | undefined>): string[] {
  const names = lists.flatMap((list) => (list ?? []).filter(isWorkflowAction).map((action) => action.workflow));
  return [...new Set(names)].sort();
}

/** The workflow and transition a `transition` action fires, once the workflow is loaded. */
export function transitionOfAction(action: TransitionAction): { workflow: WorkflowDescriptor; transition: WorkflowTransition } | undefined {
  const workflow = loadedWorkflow(action.workflow);
  const transition = workflow && transitionOf(workflow, action.transition);
  return workflow && transition ? { workflow, transition } : undefined;
}

/** At most this many transitions of a `transitions` action show as buttons in a row; more go under 更多. */
export const ROW_TRANSITION_BUTTONS = 2;

/**
 * The widest labels a workflow action shows in a row (for the width of the actions column): its
 * transition's, or the longest ROW_TRANSITION_BUTTONS of its workflow plus `more`.
 */
export function workflowActionLabels(action: WorkflowAction, more: string): string[] {
  const workflow = loadedWorkflow(action.workflow);
  if (action.action === 'transition') {
    const transition = workflow && transitionOf(workflow, action.transition);
    return transition ? [transition.label] : [];
  }
  const labels = (workflow?.transitions ?? []).map((transition) => transition.label).sort((a, b) => b.length - a.length);
  return labels.length > ROW_TRANSITION_BUTTONS + 1 ? [...labels.slice(0, ROW_TRANSITION_BUTTONS), more] : labels;
}

/**
 * May the actor fire a `transition` action on several rows: a transition with `bulk`, of the actor's
 * party, whose operation code it holds. Each row's state and holds are the server's to check.
 */
export function mayFireInBulk(action: TransitionAction, actor: WorkflowActor): boolean {
  const transition = transitionOfAction(action)?.transition;
  return transition?.bulk === true && actor.party !== undefined && transition.parties.includes(actor.party) && actor.holdsCode(transition.operation);
}

/** A list's bulk actions without the transitions the actor may not fire in bulk (or whose workflow is not loaded yet). */
export function fireableBulkActions(actions: readonly BulkAction[] | undefined, actor: WorkflowActor): BulkAction[] | undefined {
  return actions?.filter((action) => action.action !== 'transition' || mayFireInBulk(action, actor));
}
