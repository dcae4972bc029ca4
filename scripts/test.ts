/** `npm test`: type check, unit and component tests, screens:check, then the end-to-end suite; stops at the first failure. */
import { spawnSync } from 'node:child_process';
import { repoRoot } from './build-if-stale';

const steps: Array<[string, string[]]> = [
  ['type check', ['npm', 'run', '--silent', 'typecheck']],
  ['unit and component tests', ['npx', 'vitest', 'run']],
  ['screens:check', ['npm', 'run', '--silent', 'screens:check']],
  ['end-to-end tests', ['npm', 'run', '--silent', 'test:e2e']],
];

// Each stage's wall time is printed, so a slow CI run shows which stage grew.
const seconds = (since: number): string => `${Math.round((Date.now() - since) / 1000)} s`;
const started = Date.now();
for (const [name, [command, ...args]] of steps) {
  console.log(`\n▶ ${name}`);
  const stageStarted = Date.now();
  const result = spawnSync(command!, args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds(stageStarted)}`);
    process.exit(result.status ?? 1);
  }
  console.log(`\n✔ ${name} in ${seconds(stageStarted)}`);
}
console.log(`\n✔ all tests passed in ${seconds(started)}`);
