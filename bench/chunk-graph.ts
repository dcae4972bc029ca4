/**
 * What a route loads, read from the build's manifest (dist/.vite/manifest.json): the chunks of the
 * modules a route needs and every chunk they import statically, with their CSS, and the gzip size of
 * each file (level 9, so the figures are deterministic). Shared by bench/bundle-size.ts and the bundle
 * budget test; the routes and their budgets are data in bench/budgets.json.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { MODULE_CHUNKS_FILE } from '../scripts/vite-module-chunks';

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

/**
 * The build's manifest, with a key for each of the project's modules that shares a chunk keyed by
 * another (scripts/vite-module-chunks.ts): the same entry as that chunk's.
 */
export function readManifest(dist: string): Manifest {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const moduleChunksFile = join(dist, MODULE_CHUNKS_FILE);
  if (!existsSync(moduleChunksFile)) return manifest;
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const moduleChunks = JSON.parse(readFileSync(moduleChunksFile, 'utf8')) as Record<string, string>;
  for (const [module, file] of Object.entries(moduleChunks)) {
    const key = keyOfFile.get(file);
    if (key && !manifest[module]) manifest[module] = manifest[key]!;
  }
  return manifest;
}

/**
 * Manifest keys of the chunks a route loads: its modules' chunks and their static imports, in load
 * order, one key per chunk file (a module sharing a chunk is a second key of it).
 */
export function routeChunkKeys(manifest: Manifest, modules: readonly string[]): string[] {
  const keys: string[] = [];
  const seenFiles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not a module of the build manifest: ${key}`);
    if (seenFiles.has(chunk.file)) return;
    seenFiles.add(chunk.file);
    keys.push(key);
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return keys;
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
