import { useEffect, useState } from 'react';
import { allowedTransitions, type WorkflowActor } from '../../../src/workflow/rules';
import type { WorkflowDescriptor, WorkflowTransition } from '../../../src/workflow/types';

type Row = Readonly<Record<string, unknown>>;

/**
 * The transitions a record offers the actor (src/workflow/rules.ts, as the server decides), optionally
 * only `only`; none while they are being worked out or while the record is loading.
 */
export function useAllowedTransitions(
  workflow: WorkflowDescriptor | undefined,
  record: Row | undefined,
  actor: WorkflowActor,
  only?: string,
): WorkflowTransition[] {
  const [allowed, setAllowed] = useState<WorkflowTransition[]>([]);
  useEffect(() => {
    if (!workflow || !record) {
      setAllowed([]);
      return;
    }
    let current = true;
    allowedTransitions(workflow, record, actor).then(
      (transitions) => current && setAllowed(only === undefined ? transitions : transitions.filter((transition) => transition.key === only)),
      (error: unknown) => {
        // A malformed `when` condition hides the buttons rather than breaking the screen.
        console.warn(`transitions of ${workflow.name} could not be worked out`, error);
        if (current) setAllowed([]);
      },
    );
    return () => {
      current = false;
    };
  }, [workflow, record, actor, only]);
  return allowed;
}
