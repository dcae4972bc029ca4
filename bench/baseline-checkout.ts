/**
 * The reference server of an older commit, in a folder of its own under .tmp/ (server/, src/ and
 * screens/ are all it reads; node_modules is the repository's, linked), for before/after benches.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../scripts/build-if-stale';

/** The short hash of `commit`. */
export const shortCommit = (commit: string): string =>
  execFileSync('git', ['rev-parse', '--short', commit], { cwd: repoRoot, encoding: 'utf8' }).trim();

/** A folder holding the server of `commit`, extracted with git archive once and reused after. */
export function checkoutServer(commit: string, label: string): string {
  const folder = join(repoRoot, '.tmp', `${label}-${shortCommit(commit)}`);
  if (!existsSync(join(folder, 'server'))) {
    mkdirSync(folder, { recursive: true });
    const archive = execFileSync('git', ['archive', commit, 'server', 'src', 'screens', 'package.json'], { cwd: repoRoot, maxBuffer: 1 << 28 });
    execFileSync('tar', ['-x', '-C', folder], { input: archive });
    symlinkSync(join(repoRoot, 'node_modules'), join(folder, 'node_modules'));
  }
  return folder;
}
