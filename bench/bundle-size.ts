/**
 * `npx tsx bench/bundle-size.ts` (first part of `npm run bench`): builds the app and writes its section
 * of bench/REPORT.md with the gzip size of the JavaScript and CSS each route loads, following the build's
 * chunk graph from the entry through the chunks a route imports.
 *
 * Modules are found by the chunk that holds them (Rollup's output), not by the manifest's keys: a lazily
 * imported module merged into a shared chunk has no manifest key of its own.
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';
import { repoRoot } from '../scripts/build-if-stale';
import { generatedLine, writeReportSection } from './report';

const dist = join(repoRoot, 'dist');

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
    modules: ['index.html', 'renderers/shell/Layout.tsx', 'renderers/generic/index.ts', 'screens/dashboard/general.json', 'renderers/generic/dashboard/echarts-setup.ts'],
  },
  {
    // The map screen loads echarts' map parts and the GeoJSON of China lazily.
    name: 'transporter map (/saas/business/transporterMap/index)',
    modules: [
      'index.html', 'renderers/shell/Layout.tsx', 'screens/dashboard/transporter-map-index.json',
      'renderers/transporter-map/TransporterMapScreen.tsx', 'renderers/transporter-map/map-echarts.ts',
    ],
  },
];

type OutputChunk = Rollup.OutputChunk;

const output = (await build({ root: repoRoot, logLevel: 'warn' })) as Rollup.RollupOutput | Rollup.RollupOutput[];
const chunks = [output].flat().flatMap((o) => o.output).filter((item): item is OutputChunk => item.type === 'chunk');
const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));

/** The chunk holding a module (repo-relative path; `index.html` is the entry). */
function chunkOf(module: string): OutputChunk {
  const id = resolve(repoRoot, module);
  const chunk = module === 'index.html'
    ? chunks.find((c) => c.isEntry)
    : chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
  if (!chunk) throw new Error(`not in the build: ${module}`);
  return chunk;
}

function closure(modules: readonly string[]): Set<OutputChunk> {
  const seen = new Set<OutputChunk>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || seen.has(chunk)) return;
    seen.add(chunk);
    for (const file of chunk.imports) visit(byFile.get(file));
  };
  modules.forEach((module) => visit(chunkOf(module)));
  return seen;
}

function gzipKb(file: string): number {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
}

const rows: string[] = [];
for (const route of ROUTES) {
  const loaded = [...closure(route.modules)];
  const js = new Set(loaded.map((chunk) => chunk.fileName));
  const css = new Set(loaded.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
  const jsKb = [...js].reduce((sum, f) => sum + gzipKb(f), 0);
  const cssKb = [...css].reduce((sum, f) => sum + gzipKb(f), 0);
  rows.push(`| ${route.name} | ${js.size} | ${jsKb.toFixed(1)} | ${css.size} | ${cssKb.toFixed(1)} | ${(jsKb + cssKb).toFixed(1)} |`);
}

// The largest descriptor chunk: what opening one more screen costs at most.
const screenChunks = chunks
  .filter((chunk) => chunk.facadeModuleId?.startsWith(join(repoRoot, 'screens')))
  .map((chunk) => ({ key: relative(repoRoot, chunk.facadeModuleId!), kb: gzipKb(chunk.fileName) }))
  .sort((a, b) => b.kb - a.kb);
const largestScreen = screenChunks[0];

const allJs = chunks.map((chunk) => chunk.fileName);
const totalKb = allJs.reduce((sum, f) => sum + gzipKb(f), 0);
const section = `## Bundle size per route (gzip level 9)

${generatedLine('npx tsx bench/bundle-size.ts')}

| route | JS files | JS gzip (KiB) | CSS files | CSS gzip (KiB) | total gzip (KiB) |
|---|---:|---:|---:|---:|---:|
${rows.join('\n')}

All JavaScript of the build, every lazily loaded chunk included: ${allJs.length} files, ${totalKb.toFixed(1)} KiB gzip.
Screen descriptor chunks: ${screenChunks.length}; the largest is ${largestScreen?.key ?? '-'} at ${largestScreen?.kb.toFixed(2) ?? '-'} KiB gzip.
Each screen descriptor is its own chunk, so adding screens does not grow what a route loads.
`;
writeReportSection('bundle-size', section);
console.log(section);
