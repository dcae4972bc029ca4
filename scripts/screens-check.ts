/**
 * `npm run screens:check [dir]`: validates every descriptor under dir (default screens/) against
 * schemas/screen.schema.json and the cross-file rules. Prints one line per problem,
 * `<file>: <JSON pointer> <message>`, then `checked N screens, M errors`; exits 1 when any problem
 * exists (2 when the check cannot run, e.g. the schema file is missing).
 */
import { resolve } from 'node:path';
import { formatProblem } from '../src/screen-model/check';
import { checkScreenDir, SCREENS_DIR } from './screens-lib';

function main(): number {
  const dir = process.argv[2] ? resolve(process.argv[2]) : SCREENS_DIR;
  const { files, problems } = checkScreenDir(dir);
  for (const problem of problems) console.log(formatProblem(problem));
  console.log(`checked ${files} screens, ${problems.length} errors`);
  return problems.length === 0 ? 0 : 1;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 2;
}
