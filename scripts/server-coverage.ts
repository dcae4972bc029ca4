/**
 * Prints what the reference server does not cover for the descriptors under screens/ (or the folder
 * given as the first argument): APIs not served, routes no demo user reaches, routes without a menu
 * directory; warnings with --warnings. Exits 1 when anything but warnings is found.
 */
import { checkServerCoverage, formatCoverageReport, hasCoverageGaps } from '../server/coverage';
import { readScreenSources, SCREENS_DIR } from './screens-lib';

const args = process.argv.slice(2);
const dir = args.find((arg) => !arg.startsWith('--')) ?? SCREENS_DIR;
const report = await checkServerCoverage(readScreenSources(dir));
const lines = formatCoverageReport(report, args.includes('--warnings'));
for (const line of lines) console.log(line);
const gaps = hasCoverageGaps(report);
console.log(
  gaps
    ? `server coverage: ${report.unserved.length} API problem(s), ${report.unreachable.length} unreachable route(s), ${report.undirected.length} route(s) without a directory`
    : `server coverage: every descriptor API is served and every route is reachable (${report.warnings.length} warning(s))`,
);
process.exit(gaps ? 1 : 0);
