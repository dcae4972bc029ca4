import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Everything the built app is made from. */
const BUILD_INPUTS = ['src', 'renderers', 'screens', 'public', 'index.html', 'vite.config.ts', 'scripts/stubs', 'package.json', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

/** Written by the build's precompression (scripts/vite-precompress.ts); a build made before it has none. */
const PRECOMPRESSED_INDEX = 'index.html.gz';

/** True when dist/ is missing, made before precompression, or older than any of its inputs. */
export function isBuildStale(root = repoRoot): boolean {
  const built = join(root, 'dist', 'index.html');
  if (!existsSync(built) || !existsSync(join(root, 'dist', PRECOMPRESSED_INDEX))) return true;
  const builtAt = statSync(built).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(join(root, input)) > builtAt);
}

/**
 * Builds the app with Vite when the build is missing or stale. Always a production build, in a process
 * of its own: Vite takes NODE_ENV from the environment, and a caller such as vitest (NODE_ENV=test)
 * would otherwise get React's and antd's development code, larger and with their dev-only warnings,
 * which the end-to-end suite then serves.
 */
export async function buildIfStale(root = repoRoot): Promise<void> {
  if (!isBuildStale(root)) return;
  console.log('Building the app (dist/ is missing or older than its sources)…');
  const child = spawn('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`vite build exited with ${code}`);
}
