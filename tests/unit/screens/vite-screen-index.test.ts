// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ResolvedConfig, Rollup, ViteDevServer } from 'vite';
import { build } from 'vite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { listScreenFiles, REPO_ROOT, SCREENS_DIR, toPosixRelative } from '../../../scripts/screens-lib';
import { buildScreenIndexModule, buildShardLoaderModule, buildShardModule, partitionShards, SCREEN_INDEX_ID, screenIndexPlugin } from '../../../scripts/vite-screen-index';
import { SHARD_COUNT, shardOfPattern, shardsOfPath } from '../../../src/screen-model/index-shards';
import type { ScreenIndexEntry } from '../../../src/screen-model/index-entry';
import { writeFixture } from './fixtures';

/** Runs the module's code with `import()` replaced by a recorder, giving its `screens`. */
function evaluate(code: string): { screens: ScreenIndexEntry[]; imported: string[] } {
  const imported: string[] = [];
  const recordImport = (specifier: string) => {
    imported.push(specifier);
    return Promise.resolve({ default: { specifier } });
  };
  const body = code.replace('export const screens =', 'return').replace(/\bimport\(/g, 'recordImport(');
  const screens = new Function('recordImport', body)(recordImport) as ScreenIndexEntry[];
  return { screens, imported };
}

describe('virtual:screen-index', () => {
  const root = writeFixture({
    'screens/system/role-form.json': { path: '/x/role/add', aliases: ['/x/role/update/:id'], title: '新增角色', kind: 'form' },
    'screens/my/wtoms.json': { path: '/my/wtoms', title: '欢迎', kind: 'custom', renderer: 'welcome', cache: false },
    'screens/notes.txt': 'not a descriptor',
    'main.js': "import { screens } from 'virtual:screen-index';\nexport const routes = screens.map((s) => s.path);\nexport const load = () => screens[0].load();\n",
  });
  afterAll(() => root.remove());

  it('resolves and loads the virtual module through the plugin hooks', () => {
    const plugin = screenIndexPlugin();
    (plugin.configResolved as (config: ResolvedConfig) => void)({ root: root.dir } as ResolvedConfig);
    const resolveId = plugin.resolveId as (source: string) => string | undefined;
    const load = plugin.load as (id: string) => string | undefined;
    const id = resolveId(SCREEN_INDEX_ID);
    expect(id).toBe(`\0${SCREEN_INDEX_ID}`);
    expect(resolveId('./other')).toBeUndefined();
    expect(load('/src/main.ts')).toBeUndefined();
    const { screens } = evaluate(load(id as string) as string);
    expect(screens.map(({ load: _load, ...entry }) => entry)).toEqual([
      { file: 'my/wtoms.json', path: '/my/wtoms', aliases: [], title: '欢迎', kind: 'custom', cache: false, renderer: 'welcome' },
      { file: 'system/role-form.json', path: '/x/role/add', aliases: ['/x/role/update/:id'], title: '新增角色', kind: 'form', cache: true },
    ]);
  });

  it('lists every descriptor of screens/ with a lazy import of its own file', async () => {
    const { screens, imported } = evaluate(buildScreenIndexModule(SCREENS_DIR, REPO_ROOT));
    const files = listScreenFiles(SCREENS_DIR);
    expect(screens.map((entry) => entry.file)).toEqual(files.map((path) => toPosixRelative(path, SCREENS_DIR)));
    expect(imported).toEqual([]);
    for (const [index, entry] of screens.entries()) {
      const descriptor = JSON.parse(readFileSync(files[index] as string, 'utf8')) as Record<string, unknown>;
      expect(entry).toMatchObject({
        path: descriptor.path, aliases: descriptor.aliases ?? [], title: descriptor.title, kind: descriptor.kind,
        cache: descriptor.cache ?? true,
      });
      expect(entry.renderer).toBe(descriptor.renderer);
      await expect(entry.load()).resolves.toEqual({ specifier: `/screens/${entry.file}` });
    }
    expect(imported).toHaveLength(files.length);
  });

  it('stops with the file name when a descriptor is not valid JSON', () => {
    const broken = writeFixture({ 'screens/bad.json': '{ "path": ' });
    try {
      expect(() => buildScreenIndexModule(join(broken.dir, 'screens'), broken.dir)).toThrow(/screens\/bad\.json: run `npm run screens:check` \(invalid JSON/);
    } finally {
      broken.remove();
    }
  });

  it('builds each descriptor as its own chunk, outside the chunk of the index', { timeout: 60_000 }, async () => {
    const output = (await build({
      root: root.dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [screenIndexPlugin()],
      build: { write: false, lib: { entry: join(root.dir, 'main.js'), formats: ['es'], fileName: 'main' } },
    })) as Rollup.RollupOutput[];
    const chunks = output.flatMap((result) => result.output).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
    const entry = chunks.find((chunk) => chunk.isEntry);
    expect(entry?.code).toContain('/x/role/add');
    // Only the index is in the importing chunk; whole descriptors (here: their $schema) are not.
    expect(entry?.code).not.toContain('screen.schema.json');
    const lazy = chunks.filter((chunk) => chunk.isDynamicEntry);
    expect(lazy.map((chunk) => chunk.name).sort()).toEqual(['role-form', 'wtoms']);
    for (const chunk of lazy) expect(chunk.code).toContain('screen.schema.json');
  });

  it('invalidates the index and reloads the page when descriptors change in dev', () => {
    const handlers = new Map<string, (file: string) => void>();
    const indexModule = { id: `\0${SCREEN_INDEX_ID}` };
    const shardModule = { id: `\0${SCREEN_INDEX_ID}/shard/3` };
    const otherModule = { id: '/src/main.ts' };
    const server = {
      watcher: { add: vi.fn(), on: (event: string, handler: (file: string) => void) => handlers.set(event, handler) },
      moduleGraph: { idToModuleMap: new Map([indexModule, shardModule, otherModule].map((m) => [m.id, m])), invalidateModule: vi.fn() },
      ws: { send: vi.fn() },
    };
    const plugin = screenIndexPlugin();
    (plugin.configResolved as (config: ResolvedConfig) => void)({ root: root.dir } as ResolvedConfig);
    (plugin.configureServer as (server: ViteDevServer) => void)(server as unknown as ViteDevServer);
    expect(server.watcher.add).toHaveBeenCalledWith(join(root.dir, 'screens'));
    expect([...handlers.keys()].sort()).toEqual(['add', 'change', 'unlink']);
    handlers.get('add')?.(join(root.dir, 'screens/new.json'));
    expect(server.moduleGraph.invalidateModule).toHaveBeenCalledWith(indexModule);
    expect(server.moduleGraph.invalidateModule).toHaveBeenCalledWith(shardModule);
    expect(server.moduleGraph.invalidateModule).not.toHaveBeenCalledWith(otherModule);
    expect(server.ws.send).toHaveBeenCalledWith({ type: 'full-reload' });
    handlers.get('change')?.(join(root.dir, 'src/main.ts'));
    handlers.get('unlink')?.(join(root.dir, 'screens/notes.txt'));
    expect(server.ws.send).toHaveBeenCalledTimes(1);
  });

  it('splits the index into fixed-count shards, each entry in the shards of its routes', () => {
    const loader = buildShardLoaderModule();
    expect(loader.match(/import\(/g)).toHaveLength(SHARD_COUNT + 1);
    const shards = partitionShards(SCREENS_DIR, REPO_ROOT);
    const role = shardOfPattern('/saas/system/role/index');
    const { screens } = evaluate(buildShardModule(shards, role));
    expect(screens.map((entry) => entry.path)).toContain('/saas/system/role/index');
    // Far fewer entries than the whole index, and only entries with a route in this shard.
    expect(screens.length).toBeLessThan(listScreenFiles(SCREENS_DIR).length / 10);
    for (const entry of screens) expect([entry.path, ...entry.aliases].map(shardOfPattern)).toContain(role);
    expect(shardsOfPath('/saas/system/role/index')).toContain(role);
  });
});
