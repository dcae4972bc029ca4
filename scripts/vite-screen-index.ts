/**
 * Vite plugin behind `virtual:screen-index`: one entry per descriptor under screens/ with what the
 * app needs before a screen opens (route, aliases, title, kind, cache, renderer), and a `load`
 * that imports the descriptor lazily, so every descriptor becomes its own chunk.
 * In dev, adding, removing or changing a descriptor rebuilds the index and reloads the page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';

export const SCREEN_INDEX_ID = 'virtual:screen-index';
const RESOLVED_ID = `\0${SCREEN_INDEX_ID}`;

export interface ScreenIndexOptions {
  /** Folder of the descriptors, relative to the Vite root; default "screens". */
  dir?: string;
}

export function screenIndexPlugin(options: ScreenIndexOptions = {}): Plugin {
  let root = process.cwd();
  const screensDir = () => resolve(root, options.dir ?? 'screens');
  return {
    name: 'screen-index',
    configResolved(config) {
      root = config.root;
    },
    resolveId: (source) => (source === SCREEN_INDEX_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? buildScreenIndexModule(screensDir(), root) : undefined),
    configureServer(server) {
      watchDescriptors(server, screensDir());
    },
  };
}

/** Source of the virtual module for the descriptors under `dir`, imported relative to `root`. */
export function buildScreenIndexModule(dir: string, root: string): string {
  const entries = listDescriptors(dir).map((file) => indexEntrySource(dir, file, root));
  return `export const screens = [\n${entries.join(',\n')}\n];\n`;
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

function indexEntrySource(dir: string, file: string, root: string): string {
  const path = join(dir, file);
  const descriptor = readDescriptor(path, toPosix(relative(root, path)));
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

function watchDescriptors(server: ViteDevServer, dir: string): void {
  server.watcher.add(dir);
  const onFileEvent = (file: string) => {
    if (!file.endsWith('.json') || relative(dir, file).startsWith('..')) return;
    const module = server.moduleGraph.getModuleById(RESOLVED_ID);
    if (module) server.moduleGraph.invalidateModule(module);
    server.ws.send({ type: 'full-reload' });
  };
  for (const event of ['add', 'unlink', 'change'] as const) server.watcher.on(event, onFileEvent);
}
