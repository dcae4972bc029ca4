/** Starts the reference API server from environment variables (docs/commands.md lists them). */
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from './app.js';
import { SCREENS_CHECK_RESULT } from '../src/screen-model/check-result.js';
import { textTable } from './cli/text-table.js';
import { DEMO_PASSWORD, DEMO_USERS } from './users/demo-users.js';

/** The repository root, from this file's location rather than the working directory. */
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const env = (name: string): string | undefined => {
  const value = process.env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
};

const repoPath = (value: string | undefined, fallback: string): string => {
  const path = value ?? fallback;
  return isAbsolute(path) ? path : resolve(REPO_ROOT, path);
};

function seconds(name: string, fallback: number): number {
  const raw = env(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of seconds, got "${raw}"`);
  return value;
}

function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}

const VARIANT_HOST: Readonly<Record<string, string>> = { OSS: 'oss', BANG: 'bang', PAI: 'pai', DA: 'da' };

function printDemoAccounts(url: string): void {
  const { port } = new URL(url);
  const rows = DEMO_USERS.map((user) => [
    user.username, user.nickname, user.role_name, user.app_code, `http://${VARIANT_HOST[user.app_code] ?? 'bang'}.localhost:${port}`,
  ]);
  console.log(`\nDemo accounts, password ${DEMO_PASSWORD}:`);
  for (const line of textTable([['user', 'name', 'role', 'app', 'open at'], ...rows])) console.log(line);
}

async function main(): Promise<void> {
  const dataDir = repoPath(env('DATA_DIR'), 'data');
  mkdirSync(dataDir, { recursive: true });
  const server = await createServer({
    dbFile: repoPath(env('DB_FILE'), join(dataDir, 'app.db')),
    staticDir: repoPath(env('STATIC_DIR'), 'dist'),
    screensDir: repoPath(env('SCREENS_DIR'), 'screens'),
    screensCheckFile: repoPath(env('SCREENS_CHECK_FILE'), SCREENS_CHECK_RESULT),
    accessTokenTtlSeconds: seconds('ACCESS_TOKEN_TTL', 7200),
    refreshTokenTtlSeconds: seconds('REFRESH_TOKEN_TTL', 7 * 24 * 3600),
    jwtSecret: env('JWT_SECRET'),
    appVersion: env('APP_VERSION') ?? packageVersion(),
    logLevel: env('LOG_LEVEL') ?? 'warn',
  });
  const port = Number(env('PORT') ?? 8080);
  const url = await server.listen(port, env('HOST') ?? '127.0.0.1');
  console.log(`App running on ${url}  (API under ${url}/api)`);
  printDemoAccounts(url);

  const shutdown = (): void => {
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
