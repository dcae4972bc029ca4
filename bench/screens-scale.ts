/**
 * `npx tsx bench/screens-scale.ts`: does start-up stay flat in the number of screens? Copies the real
 * descriptors into a temporary folder next to 3,000 synthetic ones made from them (every kind, their
 * columns, filters and forms, each under a path prefix of its own), builds the app on that folder into
 * a temporary outDir, and compares the login and first-list routes with the normal build (target: at
 * most +2 %). Also times `screens:check --no-server` on both folders (target: at most 1.5x the time per
 * descriptor). Writes its section of bench/REPORT.md.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { repoRoot } from '../scripts/build-if-stale';
import { expectedSchemaRef, listScreenFiles, SCREENS_DIR, toPosixRelative } from '../scripts/screens-lib';
import { generatedLine, writeReportSection } from './report';

const SYNTHETIC = 3000;
const work = join(repoRoot, '.tmp', 'screens-scale');
const screensDir = join(work, 'screens');
const outDir = join(work, 'dist');

/**
 * A route pattern moved under a prefix of its own: `g<n>` goes in after the first segment (inserted,
 * not replacing, so a descriptor's path and aliases stay distinct).
 */
function moved(pattern: string, n: number): string {
  const segments = pattern.split('/').filter(Boolean);
  if (segments.length < 2) return `/g${n}${pattern}`;
  return `/${[segments[0], `g${n}`, ...segments.slice(1)].join('/')}`;
}

function generate(): number {
  rmSync(work, { recursive: true, force: true });
  cpSync(SCREENS_DIR, screensDir, { recursive: true });
  // The copies sit deeper than the originals: their $schema must point at the schema from there.
  for (const file of listScreenFiles(screensDir)) {
    const descriptor = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, `${JSON.stringify({ ...descriptor, $schema: expectedSchemaRef(toPosixRelative(file)) }, null, 2)}\n`);
  }
  const templates = listScreenFiles(SCREENS_DIR).map((file) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
  for (let n = 0; n < SYNTHETIC; n += 1) {
    const template = templates[n % templates.length]!;
    const file = join(screensDir, 'synthetic', `g${Math.floor(n / 100)}`, `screen-${n}.json`);
    mkdirSync(dirname(file), { recursive: true });
    const descriptor = {
      ...template,
      $schema: expectedSchemaRef(toPosixRelative(file)),
      path: moved(String(template.path), n),
      title: `${String(template.title)} ${n}`,
      ...(Array.isArray(template.aliases) ? { aliases: (template.aliases as string[]).map((alias) => moved(alias, n)) } : {}),
    };
    writeFileSync(file, `${JSON.stringify(descriptor, null, 2)}\n`);
  }
  return templates.length;
}

function routeSizes(extra: string[]): Record<string, number> {
  const out = execFileSync('npx', ['tsx', 'bench/bundle-size.ts', '--json', ...extra], { cwd: repoRoot, encoding: 'utf8', maxBuffer: 1 << 26 });
  return JSON.parse(out.trim().split('\n').at(-1)!) as Record<string, number>;
}

/** Wall-clock milliseconds of `screens:check --no-server` on a folder (best of two). */
function checkTime(dir: string): number {
  const once = () => {
    const start = performance.now();
    try {
      execFileSync('npx', ['tsx', 'scripts/screens-check.ts', dir, '--no-server'], { cwd: repoRoot, stdio: 'pipe' });
    } catch (error) {
      const output = String((error as { stdout?: Buffer }).stdout ?? '');
      throw new Error(`screens:check found problems in ${dir}:\n${output.split('\n').slice(0, 10).join('\n')}`);
    }
    return performance.now() - start;
  };
  return Math.min(once(), once());
}

const load = loadavg()[0]!.toFixed(1);
const real = generate();
const total = real + SYNTHETIC;
// The checks first: they are quick, and a problem in the generated folder shows before the builds.
const realMs = checkTime(SCREENS_DIR);
const scaledMs = checkTime(screensDir);
const normal = routeSizes(['--out-dir', join(work, 'dist-normal')]);
const scaled = routeSizes(['--out-dir', outDir, '--screens', toPosixRelative(screensDir)]);
const perReal = realMs / real;
const perScaled = scaledMs / total;

const rows = Object.keys(normal).filter((id) => id === 'login' || id === 'first-list').map((id) => {
  const growth = (100 * (scaled[id]! - normal[id]!)) / normal[id]!;
  return `| ${id} | ${normal[id]!.toFixed(1)} | ${scaled[id]!.toFixed(1)} | ${growth >= 0 ? '+' : ''}${growth.toFixed(2)} % |`;
});
const section = `## Start-up against the number of screens

${generatedLine('npx tsx bench/screens-scale.ts')} 2 CPU cores, load average ${load} at the start.

${real} real descriptors plus ${SYNTHETIC} synthetic ones (copies of the real ones of every kind, each under a route
prefix of its own, in .tmp/screens-scale/screens), built with the screen index plugin on that folder:

| route | ${real} screens (KiB gzip) | ${total} screens (KiB gzip) | growth |
|---|---:|---:|---:|
${rows.join('\n')}

\`screens:check --no-server\` (best of two runs, process start included): ${real} descriptors in ${(realMs / 1000).toFixed(2)} s
(${perReal.toFixed(2)} ms each), ${total} in ${(scaledMs / 1000).toFixed(2)} s (${perScaled.toFixed(2)} ms each): ${(perScaled / perReal).toFixed(2)}x the time per descriptor.
`;
writeReportSection('screens-scale', section);
console.log(section);
