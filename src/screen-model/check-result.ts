/**
 * The result `npm run screens:check` writes for the screens catalogue: the reference server serves it to
 * the platform admin (GET /api/system/screens/check-result) with the time it was written.
 */

/** Where screens:check writes it, relative to the repository (a run's output, not committed). */
export const SCREENS_CHECK_RESULT = '.tmp/screens-check.json';

/** One finding of the check on one descriptor file. */
export interface CheckFinding {
  /** Relative to the repository, e.g. "screens/system/role-index.json". */
  file: string;
  /** What screens:check prints after the file name. */
  text: string;
}

export interface ScreensCheckResult {
  /** Descriptors checked. */
  files: number;
  errors: CheckFinding[];
  /** Not failures: e.g. a column key the screen's API never returns. */
  warnings: CheckFinding[];
  /** Whether the server pass ran (it is skipped with --no-server and while descriptors have errors). */
  serverChecked: boolean;
}

/** What the server answers: the result and when it was written (ISO time). */
export interface ScreensCheckRecord {
  writtenAt: string;
  result: ScreensCheckResult;
}
