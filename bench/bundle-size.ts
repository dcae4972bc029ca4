/**
 * `npx tsx bench/bundle-size.ts` (first part of `npm run bench`): builds the app and writes its section
 * of bench/REPORT.md: the gzip size of the JavaScript and CSS each route of bench/budgets.json loads
 * (bench/chunk-graph.ts, the same sums the budget test makes), and a chunk map: for each file a route
 * loads, what is in it and which import pulls it in. `--out-dir <dir>` builds there instead of dist/ and
 * writes no report unless `--report` is given too.
 */
import { relative } from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';
import { repoRoot } from '../scripts/build-if-stale';
import { gzipKiB, measureRoute, readManifest, readRoutes, routeChunkKeys, type Manifest, type RouteSpec } from './chunk-graph';
import { generatedLine, writeReportSection } from './report';

const dist = `${repoRoot}dist`;
const options = parseArgs(process.argv.slice(2));

interface ModuleFacts {
  importers: readonly string[];
  size: number;
}

/** Captures who imports whom while Rollup still knows it (the manifest does not say). */
function captureModules(into: Map<string, ModuleFacts>): Plugin {
  return {
    name: 'bench-capture-modules',
    apply: 'build',
    generateBundle(_, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        for (const [id, rendered] of Object.entries(item.modules)) {
          into.set(id, { importers: this.getModuleInfo(id)?.importers ?? [], size: rendered.renderedLength });
        }
      }
    },
  };
}

const modules = new Map<string, ModuleFacts>();
const output = (await build({
  root: repoRoot,
  logLevel: 'warn',
  plugins: [captureModules(modules), ...(options.plugins ?? [])],
  build: options.outDir ? { outDir: options.outDir, emptyOutDir: true } : undefined,
})) as Rollup.RollupOutput | Rollup.RollupOutput[];
const outDir = options.outDir ?? dist;
const chunks = [output].flat().flatMap((o) => o.output).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
const chunkByFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
const manifest = readManifest(outDir);
// With --screens <dir> the descriptors' manifest keys are under that folder instead of screens/.
const routes = readRoutes().map((route) => ({
  ...route,
  modules: route.modules.map((key) => (options.screens && key.startsWith('screens/') ? `${options.screens}/${key.slice('screens/'.length)}` : key)),
}));

/** "antd", "@rjsf/core", "src/app", "renderers/shell", "virtual:screen-index", … */
function groupOf(id: string): string {
  const at = id.lastIndexOf('node_modules/');
  if (at >= 0) {
    const [first = '', second = ''] = id.slice(at + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  if (id.startsWith('\0')) return id.slice(1).replace(/\?.*$/, '').split('/').slice(0, 2).join('/');
  const path = relative(repoRoot, id.replace(/\?.*$/, ''));
  return path.split('/').slice(0, 2).join('/');
}

function contents(chunk: Rollup.OutputChunk, top = 4): string {
  const bytes = new Map<string, number>();
  for (const id of chunk.moduleIds) bytes.set(groupOf(id), (bytes.get(groupOf(id)) ?? 0) + (modules.get(id)?.size ?? 0));
  const total = [...bytes.values()].reduce((a, b) => a + b, 0) || 1;
  return [...bytes.entries()].sort((a, b) => b[1] - a[1]).slice(0, top)
    .map(([group, size]) => `${group} ${Math.round((100 * size) / total)} %`).join(', ');
}

/** The first import, from a module of another loaded chunk, of a module in `chunk`. */
function pulledBy(chunk: Rollup.OutputChunk, loaded: readonly Rollup.OutputChunk[]): string {
  const inOthers = new Set(loaded.filter((c) => c !== chunk).flatMap((c) => c.moduleIds));
  for (const id of chunk.moduleIds) {
    const importer = modules.get(id)?.importers.find((i) => inOthers.has(i));
    if (importer) return `${short(importer)} → ${short(id)}`;
  }
  return 'needed by the route itself';
}

function short(id: string): string {
  const at = id.lastIndexOf('node_modules/');
  if (at >= 0) return id.slice(at + 'node_modules/'.length);
  return id.startsWith('\0') ? id.slice(1) : relative(repoRoot, id);
}

function chunkMap(route: RouteSpec, m: Manifest): string {
  const keys = routeChunkKeys(m, route.modules);
  const loaded = keys.map((key) => chunkByFile.get(m[key]?.file ?? '')).filter((c): c is Rollup.OutputChunk => !!c);
  const rows = loaded.map((chunk) => {
    const start = route.modules.find((key) => m[key]?.file === chunk.fileName);
    const why = start ? `route needs ${start}` : pulledBy(chunk, loaded);
    return `| ${chunk.fileName} | ${gzipKiB(outDir, chunk.fileName).toFixed(1)} | ${contents(chunk)} | ${why} |`;
  });
  return `#### ${route.name}\n\n| file | gzip (KiB) | contents (share of its minified size) | why it loads |\n|---|---:|---|---|\n${rows.join('\n')}`;
}

const measured = routes.map((route) => measureRoute(outDir, manifest, route));
if (options.json) {
  console.log(JSON.stringify(Object.fromEntries(measured.map((r) => [r.route.id, r.totalKiB]))));
} else {
  const rows = measured.map(({ route, files, jsKiB, cssKiB, totalKiB }) =>
    `| ${route.name} | ${files.filter((f) => f.kind === 'js').length} | ${jsKiB.toFixed(1)} | ${files.filter((f) => f.kind === 'css').length} | ${cssKiB.toFixed(1)} | ${totalKiB.toFixed(1)} | ${route.budgetKiB} |`);
  const screenChunks = chunks
    .filter((chunk) => chunk.facadeModuleId?.startsWith(`${repoRoot}screens`))
    .map((chunk) => ({ key: relative(repoRoot, chunk.facadeModuleId!), kb: gzipKiB(outDir, chunk.fileName) }))
    .sort((a, b) => b.kb - a.kb);
  const totalKb = chunks.reduce((sum, chunk) => sum + gzipKiB(outDir, chunk.fileName), 0);
  const section = `## Bundle size per route (gzip level 9)

${generatedLine('npx tsx bench/bundle-size.ts')}

Every JavaScript and CSS file a route loads before it is usable, lazily imported chunks it needs included
(routes and budgets: bench/budgets.json; the budget test tests/unit/bundle/budgets.test.ts sums the same files).

| route | JS files | JS gzip (KiB) | CSS files | CSS gzip (KiB) | total gzip (KiB) | budget (KiB) |
|---|---:|---:|---:|---:|---:|---:|
${rows.join('\n')}

All JavaScript of the build, every lazily loaded chunk included: ${chunks.length} files, ${totalKb.toFixed(1)} KiB gzip.
Screen descriptor chunks: ${screenChunks.length}; the largest is ${screenChunks[0]?.key ?? '-'} at ${screenChunks[0]?.kb.toFixed(2) ?? '-'} KiB gzip.

### Chunk map

For each file a route loads: its gzip size, what it holds, and the import that pulls it in
(a module of another file the route loads → the first module of this file it imports).

${routes.slice(0, 2).map((route) => chunkMap(route, manifest)).join('\n\n')}
`;
  if (!options.outDir || options.report) writeReportSection('bundle-size', section);
  console.log(section);
}

interface Options {
  outDir?: string;
  /** Descriptor folder (relative to the repository) for the screen index plugin, instead of screens/. */
  screens?: string;
  json?: boolean;
  /** Writes bench/REPORT.md's section also with --out-dir (a build beside dist/, which others may be serving). */
  report?: boolean;
  plugins?: Plugin[];
}

function parseArgs(args: string[]): Options {
  const valueOf = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const screens = valueOf('--screens');
  // Read by vite.config.ts when the config is loaded, i.e. by build() below.
  if (screens) process.env.SCREENS_DIR = screens;
  return { outDir: valueOf('--out-dir'), screens, json: args.includes('--json'), report: args.includes('--report') };
}
