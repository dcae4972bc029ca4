/**
 * What a route loads, read from the build's manifest (dist/.vite/manifest.json): the chunks of the
 * modules a route needs and every chunk they import statically, with their CSS, and the gzip size of
 * each file (level 9, so the figures are deterministic). Shared by bench/bundle-size.ts and the bundle
 * budget test; the routes and their budgets are data in bench/budgets.json.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** A measured route: the modules it needs before it is usable and its budget. */
export interface RouteSpec {
  id: string;
  name: string;
  budgetKiB: number;
  /** Manifest keys (source paths; `index.html` is the entry). */
  modules: string[];
}

export const BUDGETS_FILE = fileURLToPath(new URL('./budgets.json', import.meta.url));

/** The routes of bench/budgets.json. */
export function readRoutes(file = BUDGETS_FILE): RouteSpec[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { routes: RouteSpec[] }).routes;
}

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** Manifest keys of the chunks a route loads: its modules' chunks and their static imports, in load order. */
export function routeChunkKeys(manifest: Manifest, modules: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (wanted: string) => {
    const key = keyOf(manifest, wanted);
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not a module of the build manifest: ${key} (a lazily imported module merged into another chunk has no key)`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return [...seen];
}

/**
 * The manifest key of a module: its source path, or, when Rollup gave its chunk no facade (the module
 * is also imported statically from a shared chunk), the `_<Name>-<hash>.js` key of the chunk named after it.
 */
function keyOf(manifest: Manifest, module: string): string {
  if (manifest[module]) return module;
  const name = module.split('/').at(-1)?.replace(/\.[jt]sx?$/, '');
  return Object.keys(manifest).find((key) => key.startsWith(`_${name}-`)) ?? module;
}

export interface LoadedFile {
  file: string;
  kind: 'js' | 'css';
  gzipKiB: number;
}

export interface RouteSize {
  route: RouteSpec;
  files: LoadedFile[];
  jsKiB: number;
  cssKiB: number;
  totalKiB: number;
}

export function gzipKiB(dist: string, file: string): number {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
}

/** Every JS and CSS file a route loads, each counted once, with the sums. */
export function measureRoute(dist: string, manifest: Manifest, route: RouteSpec): RouteSize {
  const keys = routeChunkKeys(manifest, route.modules);
  const chunksOf = keys.flatMap((key) => (manifest[key] ? [manifest[key]] : []));
  const js = new Set(chunksOf.map((chunk) => chunk.file));
  const css = new Set(chunksOf.flatMap((chunk) => chunk.css ?? []));
  const files: LoadedFile[] = [
    ...[...js].map((file) => ({ file, kind: 'js' as const, gzipKiB: gzipKiB(dist, file) })),
    ...[...css].map((file) => ({ file, kind: 'css' as const, gzipKiB: gzipKiB(dist, file) })),
  ];
  const sum = (kind: LoadedFile['kind']) => files.filter((f) => f.kind === kind).reduce((total, f) => total + f.gzipKiB, 0);
  const jsKiB = sum('js');
  const cssKiB = sum('css');
  return { route, files, jsKiB, cssKiB, totalKiB: jsKiB + cssKiB };
}
