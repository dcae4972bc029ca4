import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { signedInChunks } from '../../../scripts/vite-signed-in-chunks';

const ROOT = '/repo';

/** A module graph as Rollup's getModuleInfo reports it: static and lazy imports by path from ROOT. */
const GRAPH: Record<string, { imports?: string[]; lazy?: string[] }> = {
  'renderers/main.tsx': { imports: ['node_modules/react/index.js'], lazy: ['renderers/shell/LoginPage.tsx', 'renderers/shell/Layout.tsx'] },
  'node_modules/react/index.js': {},
  'renderers/shell/LoginPage.tsx': { imports: ['src/http/index.ts'] },
  'src/http/index.ts': { imports: ['node_modules/axios/index.js'] },
  'node_modules/axios/index.js': {},
  'renderers/shell/Layout.tsx': { imports: ['node_modules/react/index.js', 'src/http/index.ts', 'node_modules/antd/es/menu/index.js', 'src/app/format.ts'] },
  'node_modules/antd/es/menu/index.js': { imports: ['node_modules/antd/es/_util/motion.js'] },
  'node_modules/antd/es/_util/motion.js': {},
  'src/app/format.ts': {},
  'renderers/generic/list/ListRenderer.tsx': { imports: ['node_modules/antd/es/table/index.js', 'src/app/format.ts', 'src/list/columns.ts'], lazy: ['renderers/generic/list/DateFilters.tsx'] },
  'node_modules/antd/es/table/index.js': { imports: ['node_modules/antd/es/_util/motion.js'] },
  'src/list/columns.ts': { imports: ['src/format/money.ts'] },
  'src/format/money.ts': {},
  'renderers/generic/list/DateFilters.tsx': { imports: ['node_modules/antd/es/date-picker/index.js'] },
  'node_modules/antd/es/date-picker/index.js': {},
  'renderers/generic/show/ShowRenderer.tsx': { imports: ['src/format/money.ts'] },
};

const at = (path: string) => `${ROOT}/${path}`;

function moduleInfo(id: string): Rollup.ModuleInfo | null {
  const node = GRAPH[id.slice(ROOT.length + 1)];
  if (!node) return null;
  return { id, importedIds: (node.imports ?? []).map(at), dynamicallyImportedIds: (node.lazy ?? []).map(at) } as unknown as Rollup.ModuleInfo;
}

const chunkOf = signedInChunks(ROOT, {
  entry: 'renderers/main.tsx',
  chunks: [
    { name: 'shell', roots: ['renderers/shell/Layout.tsx'] },
    { name: 'list', roots: ['renderers/generic/list/ListRenderer.tsx'], without: ['renderers/generic/show/ShowRenderer.tsx'] },
  ],
});
const meta = { getModuleInfo: moduleInfo } as unknown as Rollup.ManualChunkMeta;
const placed = (path: string) => chunkOf(at(path), meta) ?? null;

describe('the signed-in chunks of the build', () => {
  it('put the shell and what only it imports in one chunk', () => {
    expect(placed('renderers/shell/Layout.tsx')).toBe('shell');
    expect(placed('node_modules/antd/es/menu/index.js')).toBe('shell');
    expect(placed('node_modules/antd/es/_util/motion.js')).toBe('shell');
    expect(placed('src/app/format.ts')).toBe('shell');
  });

  it('leave to Rollup what the entry or a page before sign-in imports, so the login page never loads them', () => {
    expect(placed('renderers/main.tsx')).toBeNull();
    expect(placed('node_modules/react/index.js')).toBeNull();
    expect(placed('renderers/shell/LoginPage.tsx')).toBeNull();
    expect(placed('src/http/index.ts')).toBeNull();
    expect(placed('node_modules/axios/index.js')).toBeNull();
  });

  it("give the list what the shell does not hold, leaving out what another renderer shares with it and the list's lazy widgets", () => {
    expect(placed('renderers/generic/list/ListRenderer.tsx')).toBe('list');
    expect(placed('node_modules/antd/es/table/index.js')).toBe('list');
    expect(placed('src/list/columns.ts')).toBe('list');
    expect(placed('src/format/money.ts')).toBeNull();
    expect(placed('renderers/generic/list/DateFilters.tsx')).toBeNull();
    expect(placed('node_modules/antd/es/date-picker/index.js')).toBeNull();
  });
});
