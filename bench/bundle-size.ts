/**
 * `npx tsx bench/bundle-size.ts` (first part of `npm run bench`): builds the app and writes its section
 * of bench/REPORT.md with the gzip size of the JavaScript and CSS each route loads, following Vite's
 * build manifest from the entry through the chunks a route imports.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { repoRoot } from '../scripts/build-if-stale';
import { generatedLine, writeReportSection } from './report';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const dist = join(repoRoot, 'dist');

/** Modules a route loads when the build has them (lazily imported ones appear only once something imports them). */
let manifestKeys: ReadonlySet<string> = new Set();
const optionalModules: string[] = [];
function optional(...modules: string[]): string[] {
  optionalModules.push(...modules);
  return modules;
}

/** What a route loads: the entry plus the lazily imported modules it needs, each with its static imports. */
const ROUTES: Array<{ name: string; modules: string[] }> = [
  { name: 'login (/login)', modules: ['index.html', 'renderers/shell/LoginPage.tsx'] },
  {
    name: 'shell with the first list (/saas/system/role/index)',
    modules: ['index.html', 'renderers/shell/Layout.tsx', 'renderers/generic/index.ts', 'screens/system/role-index.json'],
  },
  {
    // The dashboard renderer loads echarts lazily once a chart is on the screen.
    name: 'dashboard with charts (/saas/dashboard/index)',
    modules: ['index.html', 'renderers/shell/Layout.tsx', 'renderers/generic/index.ts', 'screens/dashboard/general.json', ...optional('renderers/generic/dashboard/echarts-setup.ts')],
  },
  {
    name: 'transporter map (/saas/business/transporterMap/index)',
    modules: [
      'index.html', 'renderers/shell/Layout.tsx', 'screens/dashboard/transporter-map-index.json',
      ...optional('renderers/transporter-map/TransporterMapScreen.tsx', 'renderers/transporter-map/map-echarts.ts'),
    ],
  },
];

function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

function gzipKb(file: string): number {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
}

await build({ root: repoRoot, logLevel: 'warn' });
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;

manifestKeys = new Set(Object.keys(manifest));
const rows: string[] = [];
for (const route of ROUTES) {
  const missing = route.modules.filter((m) => !manifestKeys.has(m) && !optionalModules.includes(m));
  if (missing.length) throw new Error(`not in the build manifest: ${missing.join(', ')}`);
  const chunks = closure(manifest, route.modules);
  const js = new Set([...chunks].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js')));
  const css = new Set([...chunks].flatMap((k) => manifest[k]!.css ?? []));
  const jsKb = [...js].reduce((sum, f) => sum + gzipKb(f), 0);
  const cssKb = [...css].reduce((sum, f) => sum + gzipKb(f), 0);
  rows.push(`| ${route.name} | ${js.size} | ${jsKb.toFixed(1)} | ${css.size} | ${cssKb.toFixed(1)} | ${(jsKb + cssKb).toFixed(1)} |`);
}

// The largest descriptor chunk: what opening one more screen costs at most.
const screenChunks = Object.entries(manifest)
  .filter(([key]) => key.startsWith('screens/'))
  .map(([key, chunk]) => ({ key, kb: gzipKb(chunk.file) }))
  .sort((a, b) => b.kb - a.kb);
const largestScreen = screenChunks[0];

const allJs = Object.values(manifest).map((c) => c.file).filter((f) => f.endsWith('.js'));
const totalKb = [...new Set(allJs)].reduce((sum, f) => sum + gzipKb(f), 0);
const section = `## Bundle size per route (gzip level 9)

${generatedLine('npx tsx bench/bundle-size.ts')}

| route | JS files | JS gzip (KiB) | CSS files | CSS gzip (KiB) | total gzip (KiB) |
|---|---:|---:|---:|---:|---:|
${rows.join('\n')}

All JavaScript of the build, every lazily loaded chunk included: ${[...new Set(allJs)].length} files, ${totalKb.toFixed(1)} KiB gzip.
Screen descriptor chunks: ${screenChunks.length}; the largest is ${largestScreen?.key ?? '-'} at ${largestScreen?.kb.toFixed(2) ?? '-'} KiB gzip.
Each screen descriptor is its own chunk, so adding screens does not grow what a route loads.
`;
writeReportSection('bundle-size', section);
console.log(section);
