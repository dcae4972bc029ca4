/** `npm test`: type check, unit and component tests, screens:check, then the end-to-end suite; stops at the first failure. */
import { spawnSync } from 'node:child_process';
import { repoRoot } from './build-if-stale';

const steps: Array<[string, string[]]> = [
  ['type check', ['npm', 'run', '--silent', 'typecheck']],
  ['unit and component tests', ['npx', 'vitest', 'run']],
  ['screens:check', ['npm', 'run', '--silent', 'screens:check']],
  ['end-to-end tests', ['npm', 'run', '--silent', 'test:e2e']],
];

for (const [name, [command, ...args]] of steps) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command!, args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log('\n✔ all tests passed');
