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

/** True when dist/ is missing or older than any of its inputs. */
export function isBuildStale(root = repoRoot): boolean {
  const built = join(root, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(join(root, input)) > builtAt);
}

/** Builds the app with Vite when the build is missing or stale. */
export async function buildIfStale(root = repoRoot): Promise<void> {
  if (!isBuildStale(root)) return;
  console.log('Building the app (dist/ is missing or older than its sources)…');
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn' });
}
