/**
 * `npm run screens:check [dir] [--workflows=<dir>]`: validates every descriptor under dir (default
 * screens/) against schemas/screen.schema.json and the cross-file rules (duplicate paths among them, the
 * workflows its workflow actions name), every workflow under workflows/ (or the `--workflows` folder)
 * against schemas/workflow.schema.json and its own rules (src/workflow/check.ts), then starts the
 * reference server in memory on those descriptors and reports descriptor APIs it does not serve and
 * routes no demo user can reach, and warns of column and detail-field keys the screen's API never returns
 * (not an error). Prints one line per problem, `<file>: <JSON pointer> <message>`, then
 * `checked N screens and W workflows, M errors`; exits 1 when any problem exists (2 when the check cannot run, e.g. the
 * schema file is missing). `--no-server` skips the server coverage. A check of screens/ (the default)
 * also writes its findings to .tmp/screens-check.json, which the reference server serves to the screens
 * catalogue (see src/screen-model/check-result.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { formatProblem, type ScreenProblem } from '../src/screen-model/check';
import { SCREENS_CHECK_RESULT, type CheckFinding, type ScreensCheckResult } from '../src/screen-model/check-result';
import { checkServerCoverage, formatCoverageReport, hasCoverageGaps, type CoverageIssue, type CoverageReport } from '../server/coverage';
import { checkScreenDir, checkWorkflowDir, readScreenSources, REPO_ROOT, SCREENS_DIR, WORKFLOWS_DIR } from './screens-lib';

const problemFinding = (problem: ScreenProblem): CheckFinding => ({ file: problem.file, text: `${problem.pointer || '/'} ${problem.message}` });
const issueFinding = (issue: CoverageIssue): CheckFinding => ({ file: issue.file, text: `${issue.route}${issue.api ? ` [${issue.api}]` : ''}: ${issue.message}` });

/** The findings as the catalogue shows them, written for the repository's own screens only. */
function writeResult(dir: string, files: number, problems: readonly ScreenProblem[], report?: CoverageReport): void {
  if (dir !== SCREENS_DIR) return;
  const result: ScreensCheckResult = {
    files,
    errors: [...problems.map(problemFinding), ...(report ? [...report.unserved, ...report.unreachable, ...report.undirected].map(issueFinding) : [])],
    warnings: report ? [...report.fieldWarnings, ...report.warnings].map(issueFinding) : [],
    serverChecked: report !== undefined,
  };
  const path = join(REPO_ROOT, SCREENS_CHECK_RESULT);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(result, null, 1)}\n`);
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const dirArg = args.find((arg) => !arg.startsWith('--'));
  const dir = dirArg ? resolve(dirArg) : SCREENS_DIR;
  const workflowsArg = args.find((arg) => arg.startsWith('--workflows='))?.slice('--workflows='.length);
  const workflowsDir = workflowsArg ? resolve(workflowsArg) : WORKFLOWS_DIR;
  const screens = checkScreenDir(dir, workflowsDir);
  const workflows = checkWorkflowDir(workflowsDir, dir);
  const files = screens.files;
  const problems = [...workflows.problems, ...screens.problems];
  for (const problem of problems) console.log(formatProblem(problem));
  console.log(`checked ${files} screens and ${workflows.files} workflow${workflows.files === 1 ? "" : "s"}, ${problems.length} errors`);
  if (problems.length > 0 || args.includes('--no-server')) {
    writeResult(dir, files, problems);
    return problems.length > 0 ? 1 : 0;
  }

  const report = await checkServerCoverage(readScreenSources(dir));
  writeResult(dir, files, problems, report);
  for (const line of formatCoverageReport(report, false)) console.log(line);
  // Warnings only: a key the server leaves out when empty is not a mistake.
  for (const issue of report.fieldWarnings) console.log(`${issue.file}: ${issue.message} (route ${issue.route})`);
  const gaps = report.unserved.length + report.unreachable.length + report.undirected.length;
  console.log(
    `server coverage: ${report.unserved.length} API problems, ${report.unreachable.length} unreachable routes, ` +
      `${report.undirected.length} routes without a menu directory, ${report.warnings.length} warnings ` +
      '(npx tsx scripts/server-coverage.ts --warnings lists them)',
  );
  return hasCoverageGaps(report) || gaps > 0 ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error((error as Error).message);
    process.exitCode = 2;
  },
);
