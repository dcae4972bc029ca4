import type { Diagnostic } from '@codemirror/lint';
import type { ScreenProblem } from '../../src/screen-model/check';
import { locatePointer, syntaxErrorOffset } from '../../src/screen-model/json-locate';

/** What the workbench shows for a problem: its JSON pointer ('/' for the whole file) and message. */
export function problemText(problem: ScreenProblem): string {
  return `${problem.pointer || '/'} ${problem.message}`;
}

/** The editor's inline errors for the problems screens:check finds in `text`. */
export function problemDiagnostics(text: string, problems: readonly ScreenProblem[]): Diagnostic[] {
  return problems.map((problem) => {
    const isSyntax = problem.pointer === '' && problem.message.startsWith('invalid JSON');
    const range = isSyntax ? syntaxRange(problem.message, text) : locatePointer(text, problem.pointer);
    return { from: range.from, to: range.to, severity: 'error', message: problemText(problem), source: 'screens:check' };
  });
}

function syntaxRange(message: string, text: string): { from: number; to: number } {
  const at = syntaxErrorOffset(message, text);
  return { from: at, to: Math.min(at + 1, text.length) };
}
