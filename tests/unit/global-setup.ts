/**
 * vitest globalSetup: a folder for the run's seeded template databases (see server/db-templates.ts),
 * removed when the run ends. Workers are started after this runs, so they inherit the variable.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The variable naming the run's template folder. */
export const TEMPLATES_ENV = 'TEST_DB_TEMPLATES';

export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'test-db-templates-'));
  process.env[TEMPLATES_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
