import { useEffect, useMemo, useState } from 'react';
import type { ScreenProblem } from '../../src/screen-model/check';
import type { ScreenDescriptor } from '../../src/screen-model/types';
import type { LoadedScreen } from '../catalogue/validate';
import { checkDraft } from './check-draft';

/** How long typing must pause before the draft is checked and previewed again. */
export const CHECK_DELAY_MS = 400;

export interface DraftCheck {
  /** The text checked (the draft as it was when typing paused). */
  text: string;
  problems: ScreenProblem[];
  /** The parsed descriptor, only when it has no problem. */
  descriptor: ScreenDescriptor | undefined;
}

/** The draft checked as screens:check checks it, once typing has paused for CHECK_DELAY_MS. */
export function useDraftCheck(text: string, file: string, others: readonly LoadedScreen[]): DraftCheck {
  const [settled, setSettled] = useState({ text, file });
  useEffect(() => {
    const timer = setTimeout(() => setSettled({ text, file }), CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, file]);
  return useMemo(() => {
    const problems = checkDraft(settled.text, settled.file, others);
    // Pure data: the text is only parsed, never run.
    const descriptor = problems.length === 0 ? (JSON.parse(settled.text) as ScreenDescriptor) : undefined;
    return { text: settled.text, problems, descriptor };
  }, [settled, others]);
}
