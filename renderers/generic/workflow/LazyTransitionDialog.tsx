import { lazy, Suspense } from 'react';
import type { TransitionDialogProps } from './TransitionDialog';

// The dialog draws form fields (pickers, uploads, addresses…): it loads when a transition's dialog is first
// opened, so lists and details do not carry the form widgets for buttons nobody presses.
const TransitionDialog = lazy(() => import('./TransitionDialog').then((module) => ({ default: module.TransitionDialog })));

/** A transition's dialog, loaded on first use. */
export function LazyTransitionDialog(props: TransitionDialogProps) {
  return (
    <Suspense fallback={null}>
      <TransitionDialog {...props} />
    </Suspense>
  );
}
