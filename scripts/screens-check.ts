/**
 * `npm run screens:check [dir]`: validates every descriptor under dir (default screens/) against
 * schemas/screen.schema.json and the cross-file rules (duplicate paths among them), then starts the
 * reference server in memory on those descriptors and reports descriptor APIs it does not serve and
 * routes no demo user can reach, and warns of column and detail-field keys the screen's API never returns
 * (not an error). Prints one line per problem, `<file>: <JSON pointer> <message>`, then
 * `checked N screens, M errors`; exits 1 when any problem exists (2 when the check cannot run, e.g. the
 * schema file is missing). `--no-server` skips the server coverage.
 */
import { resolve } from 'node:path';
import { formatProblem } from '../src/screen-model/check';
import { checkServerCoverage, formatCoverageReport, hasCoverageGaps } from '../server/coverage';
import { checkScreenDir, readScreenSources, SCREENS_DIR } from './screens-lib';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const dirArg = args.find((arg) => !arg.startsWith('--'));
  const dir = dirArg ? resolve(dirArg) : SCREENS_DIR;
  const { files, problems } = checkScreenDir(dir);
  for (const problem of problems) console.log(formatProblem(problem));
  console.log(`checked ${files} screens, ${problems.length} errors`);
  if (problems.length > 0) return 1;
  if (args.includes('--no-server')) return 0;

  const report = await checkServerCoverage(readScreenSources(dir));
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
