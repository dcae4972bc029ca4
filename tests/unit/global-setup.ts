/**
 * vitest globalSetup: a folder for the run's seeded template databases (see server/db-templates.ts),
 * removed when the run ends. The template of the harness's default descriptors is built here, before
 * any worker starts, so no test file's beforeAll waits for it; others are built by their first server.
 * Workers are started after this runs, so they inherit the variable.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureTemplate, TEMPLATES_ENV } from './server/db-templates';
import { writeTestScreens } from './server/test-server';

export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'test-db-templates-'));
  const screens = join(dir, 'default-screens');
  mkdirSync(screens);
  writeTestScreens(screens);
  await ensureTemplate(dir, screens);
  process.env[TEMPLATES_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
