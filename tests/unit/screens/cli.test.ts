// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../scripts/screens-lib';
import { BROKEN_SCREENS, writeFixture } from './fixtures';

function runCheck(...args: string[]) {
  const run = spawnSync('npx', ['tsx', 'scripts/screens-check.ts', ...args], { cwd: REPO_ROOT, encoding: 'utf8' });
  return { status: run.status, lines: run.stdout.trim().split('\n') };
}

describe('npm run screens:check', () => {
  it('exits 0 on screens/: every descriptor valid, every API served, every route reachable', { timeout: 300_000 }, () => {
    const { status, lines: all } = runCheck();
    // Unknown-field warnings never fail the check, but the repo's own screens name no field their API lacks.
    const warnings = all.filter((line) => line.includes(': WARNING '));
    expect(warnings).toEqual([]);
    const lines = all.filter((line) => !warnings.includes(line));
    expect(lines).toEqual([
      expect.stringMatching(/^checked \d+ screens and \d+ workflows?, 0 errors$/),
      expect.stringMatching(/^server coverage: 0 API problems, 0 unreachable routes, 0 routes without a menu directory, \d+ warnings/),
    ]);
    expect(status).toBe(0);
  });

  it('exits 1 on a broken folder, one line per problem', { timeout: 60_000 }, () => {
    const fixture = writeFixture(BROKEN_SCREENS);
    // The repository's workflows are checked beside the folder's screens.
    const workflowCount = readdirSync(join(REPO_ROOT, 'workflows')).filter((name) => name.endsWith('.json')).length;
    try {
      const { status, lines } = runCheck(fixture.dir);
      expect(status).toBe(1);
      expect(lines.at(-1)).toBe(`checked ${Object.keys(BROKEN_SCREENS).length} screens and ${workflowCount} workflows, 14 errors`);
      expect(lines).toContain(`${fixture.file('enum-without-options.json')}: /columns/2/format must have required property 'options'`);
      expect(lines.slice(0, -1).every((line) => line.startsWith(`${fixture.file('')}`))).toBe(true);
    } finally {
      fixture.remove();
    }
  });
});
