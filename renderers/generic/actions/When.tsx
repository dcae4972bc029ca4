import { useEffect, useState, type ReactNode } from 'react';
import { matchesCondition } from '../../../src/rules/condition';
import type { Condition } from '../../../src/screen-model/types';

interface WhenProps {
  condition: Condition | undefined;
  facts: Record<string, unknown>;
  children: ReactNode;
}

/** Renders its children when there is no condition or the facts match it (hidden while evaluating). */
export function When({ condition, facts, children }: WhenProps) {
  const [matched, setMatched] = useState<boolean>(condition === undefined);
  useEffect(() => {
    if (!condition) {
      setMatched(true);
      return;
    }
    let current = true;
    matchesCondition(condition, facts).then(
      (result) => current && setMatched(result),
      (error: unknown) => {
        // A malformed condition hides the action rather than breaking the screen.
        console.warn('visibleWhen could not be evaluated', error);
        if (current) setMatched(false);
      },
    );
    return () => {
      current = false;
    };
  }, [condition, facts]);
  return matched ? <>{children}</> : null;
}
