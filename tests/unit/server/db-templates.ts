/**
 * Seeded databases for the server tests, built once per test run instead of once per server.
 *
 * Seeding the demo data (users with scrypt password hashes, every collection's rows) is most of what
 * starting a test server costs. The first server of a run started for a given set of descriptors
 * builds a template file through the real createServer; every later server with the same descriptors
 * starts on a copy of it. The template holds no signing secret (each copy makes its own, as a fresh
 * database does), and a copy still goes through createServer's own start-up on the copied file.
 *
 * The templates live in the folder tests/unit/global-setup.ts creates for the run (TEST_DB_TEMPLATES);
 * without it (a file run outside vitest's config) every server seeds its own database as before.
 */
import { createHash, randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { createServer } from '../../../server/app.js';

/** The variable naming the run's template folder (set by tests/unit/global-setup.ts). */
export const TEMPLATES_ENV = 'TEST_DB_TEMPLATES';
/** The settings row of the signing secret (server/system/system-state.ts). */
const JWT_SECRET_SETTING = 'jwt_secret';

/** What the seeded data depends on: the descriptor files (their derived collections are seeded too). */
function descriptorsKey(screensDir: string): string {
  const hash = createHash('sha256');
  const files = readdirSync(screensDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json')).sort();
  for (const file of files) hash.update(file).update('\0').update(readFileSync(join(screensDir, file))).update('\0');
  return hash.digest('hex').slice(0, 16);
}

async function buildTemplate(file: string, screensDir: string): Promise<void> {
  // Built under a name of its own and renamed: two workers building the same template never share a file.
  const building = `${file}.${randomUUID()}.building`;
  const server = await createServer({
    dbFile: building, screensDir, accessTokenTtlSeconds: 3600, refreshTokenTtlSeconds: 86_400, appVersion: 'template', logLevel: 'silent',
  });
  await server.close();
  const db = new BetterSqlite3(building);
  db.prepare('DELETE FROM settings WHERE key = ?').run(JWT_SECRET_SETTING);
  db.close();
  renameSync(building, file);
}

/** The template in `root` for the descriptors of `screensDir`, built now when missing. */
export async function ensureTemplate(root: string, screensDir: string): Promise<string> {
  const template = join(root, `${descriptorsKey(screensDir)}.db`);
  if (!existsSync(template)) await buildTemplate(template, screensDir);
  return template;
}

/**
 * Puts a copy of the run's seeded template for `screensDir` at `dbFile` (which must not exist yet).
 * False when this run keeps no templates: the server then seeds the file itself.
 */
export async function copySeededTemplate(dbFile: string, screensDir: string): Promise<boolean> {
  const root = process.env[TEMPLATES_ENV];
  if (!root || !existsSync(root) || existsSync(dbFile)) return false;
  copyFileSync(await ensureTemplate(root, screensDir), dbFile);
  return true;
}
