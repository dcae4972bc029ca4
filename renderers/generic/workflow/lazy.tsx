import { lazy, Suspense } from 'react';
import type { BulkTransitionButtonProps } from './BulkTransitionButton';
import type { RecordTransitionsProps } from './RecordTransitions';

// Workflow buttons (their rules, dialogs and calls) load with the first screen that has workflow actions,
// not with every list and detail screen.
const RecordTransitions = lazy(() => import('./RecordTransitions').then((module) => ({ default: module.RecordTransitions })));
const BulkTransitionButton = lazy(() => import('./BulkTransitionButton').then((module) => ({ default: module.BulkTransitionButton })));

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
