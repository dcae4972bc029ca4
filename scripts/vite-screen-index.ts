/**
 * Vite plugin behind `virtual:screen-index`: one entry per descriptor under screens/ with what the
 * app needs before a screen opens (route, aliases, title, kind, cache, renderer), and a `load`
 * that imports the descriptor lazily, so every descriptor becomes its own chunk.
 *
 * The app does not load that whole index at start: `virtual:screen-index/shards` exports
 * `loadShard(key)`, which imports one of a fixed number of shards (`virtual:screen-index/shard/<key>`,
 * see src/screen-model/index-shards.ts) holding the entries of the routes in it. Only what needs every
 * screen (the catalogue) imports `virtual:screen-index` itself, lazily.
 * In dev, adding, removing or changing a descriptor rebuilds the index and reloads the page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { SHARD_COUNT, shardOfPattern, type ShardKey } from '../src/screen-model/index-shards';

export const SCREEN_INDEX_ID = 'virtual:screen-index';
const RESOLVED_ID = `\0${SCREEN_INDEX_ID}`;
export const SHARDS_ID = `${SCREEN_INDEX_ID}/shards`;
/** The module id of `loadShard` in the build (a virtual module's id starts with a NUL character). */
export const RESOLVED_SHARDS_ID = `\0${SHARDS_ID}`;
const SHARD_PREFIX = `${SCREEN_INDEX_ID}/shard/`;

export interface ScreenIndexOptions {
  /** Folder of the descriptors, relative to the Vite root; default "screens". */
  dir?: string;
}

export function screenIndexPlugin(options: ScreenIndexOptions = {}): Plugin {
  let root = process.cwd();
  const screensDir = () => resolve(root, options.dir ?? 'screens');
  // Read once per build (and again after a descriptor changes in dev), not once per shard.
  let shards: Map<ShardKey, string[]> | undefined;
  const shardsOf = () => (shards ??= partitionShards(screensDir(), root));
  return {
    name: 'screen-index',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      shards = undefined;
    },
    resolveId: (source) => (isIndexModule(source) ? `\0${source}` : undefined),
    load(id) {
      if (id === RESOLVED_ID) return buildScreenIndexModule(screensDir(), root);
      if (id === RESOLVED_SHARDS_ID) return buildShardLoaderModule();
      if (id.startsWith(`\0${SHARD_PREFIX}`)) return buildShardModule(shardsOf(), parseShard(id.slice(SHARD_PREFIX.length + 1)));
      return undefined;
    },
    configureServer(server) {
      watchDescriptors(server, screensDir(), () => (shards = undefined));
    },
  };
}

/** Source of the virtual module for the descriptors under `dir`, imported relative to `root`. */
export function buildScreenIndexModule(dir: string, root: string): string {
  const entries = listDescriptors(dir).map((file) => indexEntrySource(dir, file, root));
  return `export const screens = [\n${entries.join(',\n')}\n];\n`;
}

function isIndexModule(source: string): boolean {
  return source === SCREEN_INDEX_ID || source === SHARDS_ID || source.startsWith(SHARD_PREFIX);
}

/** The shard key of a module id of the build (`\0virtual:screen-index/shard/<key>`), or undefined for any other module. */
export function shardKeyOfModuleId(id: string): string | undefined {
  return id.startsWith(`\0${SHARD_PREFIX}`) ? id.slice(SHARD_PREFIX.length + 1) : undefined;
}

function parseShard(text: string): ShardKey {
  return text === 'short' ? 'short' : Number(text);
}

/** `loadShard(key)`: a fixed switch of dynamic imports, one per shard, whatever the number of screens. */
export function buildShardLoaderModule(): string {
  const keys: ShardKey[] = ['short', ...Array.from({ length: SHARD_COUNT }, (_, i) => i)];
  const cases = keys.map((key) => `    case ${JSON.stringify(key)}: return import(${JSON.stringify(SHARD_PREFIX + key)});`);
  return `export function loadShard(key) {\n  switch (key) {\n${cases.join('\n')}\n    default: return Promise.resolve({ screens: [] });\n  }\n}\n`;
}

/** Each shard's entry sources: an entry is in every shard one of its routes (path or alias) is in. */
export function partitionShards(dir: string, root: string): Map<ShardKey, string[]> {
  const shards = new Map<ShardKey, string[]>();
  for (const file of listDescriptors(dir)) {
    const path = join(dir, file);
    const descriptor = readDescriptor(path, toPosix(relative(root, path)));
    const source = indexEntrySource(dir, file, root, descriptor);
    const keys = new Set([descriptor.path, ...(descriptor.aliases ?? [])].map(shardOfPattern));
    for (const key of keys) shards.set(key, [...(shards.get(key) ?? []), source]);
  }
  return shards;
}

/** The module of shard `key`. */
export function buildShardModule(shards: Map<ShardKey, string[]>, key: ShardKey): string {
  return `export const screens = [\n${(shards.get(key) ?? []).join(',\n')}\n];\n`;
}

/** Descriptor files relative to `dir`, with forward slashes, sorted; none when `dir` is missing. */
export function listDescriptors(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return names.filter((name) => name.endsWith('.json')).map(toPosix).sort();
}

function indexEntrySource(dir: string, file: string, root: string, read?: IndexedFields): string {
  const path = join(dir, file);
  const descriptor = read ?? readDescriptor(path, toPosix(relative(root, path)));
  const fields: [string, unknown][] = [
    ['file', file],
    ['path', descriptor.path],
    ['aliases', descriptor.aliases ?? []],
    ['title', descriptor.title],
    ['kind', descriptor.kind],
    ['cache', descriptor.cache ?? true],
  ];
  if (descriptor.renderer !== undefined) fields.push(['renderer', descriptor.renderer]);
  const values = fields.map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  const specifier = JSON.stringify(importSpecifier(path, root));
  values.push(`load: () => import(${specifier}).then((m) => m.default)`);
  return `  { ${values.join(', ')} }`;
}

interface IndexedFields {
  path: string;
  aliases?: string[];
  title: string;
  kind: string;
  cache?: boolean;
  renderer?: string;
}

/** The fields the index needs; a broken file stops the build with a pointer to screens:check. */
function readDescriptor(file: string, shownAs: string): IndexedFields {
  const hint = `${shownAs}: run \`npm run screens:check\``;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${hint} (invalid JSON: ${(error as Error).message})`);
  }
  const record = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const { path, aliases, title, kind, cache, renderer } = record;
  const valid =
    typeof path === 'string' && typeof title === 'string' && typeof kind === 'string' &&
    (aliases === undefined || (Array.isArray(aliases) && aliases.every((alias) => typeof alias === 'string'))) &&
    (cache === undefined || typeof cache === 'boolean') && (renderer === undefined || typeof renderer === 'string');
  if (!valid) throw new Error(`${hint} (path, title, kind, aliases, cache or renderer is missing or mistyped)`);
  return record as unknown as IndexedFields;
}

/** Root-relative URL ("/screens/system/role-index.json"), or the file path outside the root. */
function importSpecifier(path: string, root: string): string {
  const fromRoot = relative(root, path);
  if (fromRoot.startsWith('..') || isAbsolute(fromRoot)) return toPosix(path);
  return `/${toPosix(fromRoot)}`;
}

function toPosix(path: string): string {
  return path.split(sep).join('/');
}

function watchDescriptors(server: ViteDevServer, dir: string, onChange: () => void): void {
  server.watcher.add(dir);
  const onFileEvent = (file: string) => {
    if (!file.endsWith('.json') || relative(dir, file).startsWith('..')) return;
    onChange();
    for (const module of server.moduleGraph.idToModuleMap.values()) {
      if (module.id?.startsWith(RESOLVED_ID)) server.moduleGraph.invalidateModule(module);
    }
    server.ws.send({ type: 'full-reload' });
  };
  for (const event of ['add', 'unlink', 'change'] as const) server.watcher.on(event, onFileEvent);
}
