import { Suspense } from 'react';
import { preloadableLazy } from '../../../src/app/preloadable-lazy';
import { loadWorkflow } from '../../../src/workflow/registry';
import type { BulkTransitionButtonProps } from './BulkTransitionButton';
import type { RecordTransitionsProps } from './RecordTransitions';

// Workflow buttons (their rules, dialogs and calls) load with the first screen that has workflow actions,
// not with every list and detail screen.
const RecordTransitions = preloadableLazy(() => import('./RecordTransitions').then((module) => ({ default: module.RecordTransitions })));
const BulkTransitionButton = preloadableLazy(() => import('./BulkTransitionButton').then((module) => ({ default: module.BulkTransitionButton })));

/**
 * Loads the workflow buttons and the named workflows with a screen's descriptor, so a row's buttons come
 * with the row: loaded only when drawn, they showed a moment later, each fallback holding them 300 ms.
 */
export function preloadWorkflowButtons(workflows: readonly string[]): Promise<unknown> {
  if (workflows.length === 0) return Promise.resolve();
  return Promise.all([RecordTransitions.preload(), BulkTransitionButton.preload(), ...workflows.map(loadWorkflow)]);
}

/** The transitions a record allows, as buttons (see RecordTransitions). */
export function LazyRecordTransitions(props: RecordTransitionsProps) {
  return (
    <Suspense fallback={null}>
      <RecordTransitions {...props} />
    </Suspense>
  );
}

/** A transition on the selected rows (see BulkTransitionButton). */
export function LazyBulkTransitionButton(props: BulkTransitionButtonProps) {
  return (
    <Suspense fallback={null}>
      <BulkTransitionButton {...props} />
    </Suspense>
  );
}
