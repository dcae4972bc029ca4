/**
 * A commit's whole tree extracted under .tmp/ (git archive, node_modules linked to the repository's) and
 * built there by its own build script, so its dist/ is exactly what that commit ships; reused while the
 * folder holds a finished build of that commit.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/build-if-stale';

/** Written after a successful build: a folder without it is extracted and built again. */
const BUILT_MARKER = '.bench-built';

export interface BuiltTree {
  commit: string;
  short: string;
  folder: string;
  /** The command the build ran (`npm run build`, or `npx vite build` when package.json has no build script). */
  buildCommand: string;
  /** Seconds the build took, or undefined when a finished build was reused. */
  buildSeconds: number | undefined;
}

function git(args: string[]): string {
  return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', maxBuffer: 1 << 26 }).trim();
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', process.stderr, 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code} in ${cwd}`))));
  });
}

function buildCommandOf(folder: string): [string, string[]] {
  const pkg = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  return pkg.scripts?.build ? ['npm', ['run', 'build']] : ['npx', ['vite', 'build']];
}

/** Extracts and builds `rev` (any git revision) under .tmp/<label>-<short hash>/. */
export async function builtTree(rev: string, label: string, rebuild: boolean, log: (message: string) => void): Promise<BuiltTree> {
  const commit = git(['rev-parse', '--verify', `${rev}^{commit}`]);
  const short = git(['rev-parse', '--short', commit]);
  const folder = join(repoRoot, '.tmp', `${label}-${short}`);
  const [command, args] = existsSync(join(folder, 'package.json')) ? buildCommandOf(folder) : ['npm', ['run', 'build']];
  const buildCommand = `${command} ${args.join(' ')}`;
  if (!rebuild && existsSync(join(folder, BUILT_MARKER)) && existsSync(join(folder, 'dist', 'index.html'))) {
    log(`${short}: reusing the build in ${folder}`);
    return { commit, short, folder, buildCommand, buildSeconds: undefined };
  }
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  log(`${short}: extracting the tree`);
  const archive = execFileSync('git', ['archive', commit], { cwd: repoRoot, maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', folder], { input: archive, maxBuffer: 1 << 30 });
  symlinkSync(join(repoRoot, 'node_modules'), join(folder, 'node_modules'));
  const [cmd, cmdArgs] = buildCommandOf(folder);
  log(`${short}: ${cmd} ${cmdArgs.join(' ')} (NODE_ENV=production)`);
  const started = Date.now();
  await run(cmd, cmdArgs, folder);
  const buildSeconds = (Date.now() - started) / 1000;
  if (!existsSync(join(folder, 'dist', 'index.html'))) throw new Error(`the build of ${short} left no dist/index.html`);
  writeFileSync(join(folder, BUILT_MARKER), `${commit}\n`);
  return { commit, short, folder, buildCommand: `${cmd} ${cmdArgs.join(' ')}`, buildSeconds };
}
