import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { buildPreloadPlan } from '../../../scripts/vite-preload-plan';

const ROOT = '/repo';

/** A chunk of a fake bundle: only what the plan reads. */
function chunk(fileName: string, moduleIds: string[], imports: string[] = [], dynamicImports: string[] = [], isEntry = false): Rollup.OutputChunk {
  return { type: 'chunk', fileName, moduleIds, imports, dynamicImports, isEntry } as unknown as Rollup.OutputChunk;
}

const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', [`${ROOT}/renderers/main.tsx`], ['assets/react.js'], ['assets/Layout.js', 'assets/List.js', 'assets/0.js'], true),
    chunk('assets/react.js', [`${ROOT}/node_modules/react/index.js`]),
    chunk('assets/Layout.js', [`${ROOT}/renderers/shell/Layout.tsx`, `${ROOT}/renderers/shell/SideMenu.tsx`], ['assets/react.js', 'assets/antd.js'], ['assets/Workbench.js']),
    chunk('assets/antd.js', [`${ROOT}/node_modules/antd/es/index.js`]),
    chunk('assets/List.js', [`${ROOT}/renderers/generic/list/ListRenderer.tsx`], ['assets/antd.js', 'assets/table.js'], ['assets/DateFilters.js', 'assets/role-index.js']),
    chunk('assets/table.js', [`${ROOT}/node_modules/antd/es/table/index.js`]),
    chunk('assets/DateFilters.js', [`${ROOT}/renderers/generic/list/filter-inputs/DateFilters.tsx`], ['assets/picker.js']),
    chunk('assets/picker.js', [`${ROOT}/node_modules/antd/es/date-picker/index.js`]),
    chunk('assets/role-index.js', [`${ROOT}/screens/system/role-index.json`]),
    chunk('assets/Workbench.js', [`${ROOT}/renderers/workbench/ScreenWorkbench.tsx`]),
    chunk('assets/0.js', ['\0virtual:screen-index/shard/0'], ['assets/react.js']),
  ].map((c) => [c.fileName, c]),
) as Rollup.OutputBundle;

describe('the preload plan written into index.html', () => {
  const plan = buildPreloadPlan(bundle, ROOT, {
    shell: ['renderers/shell/Layout.tsx'],
    renderers: { list: ['renderers/generic/list/ListRenderer.tsx'] },
    lazyOf: ['list'],
  });

  it("lists the shell's chunks and their static imports, leaving out what the entry preloads already", () => {
    expect(plan.shell).toEqual(['assets/Layout.js', 'assets/antd.js']);
  });

  it("lists each renderer's chunks beyond the shell's, and the renderers' lazy chunks without descriptors or the shell's own lazy screens", () => {
    expect(plan.renderers).toEqual({ list: ['assets/List.js', 'assets/table.js'] });
    expect(plan.lazy).toEqual(['assets/DateFilters.js', 'assets/picker.js']);
  });

  it('lists each index shard by its key', () => {
    expect(plan.shards).toEqual({ 0: ['assets/0.js'] });
  });

  it('fails the build when a named module is in no chunk', () => {
    expect(() => buildPreloadPlan(bundle, ROOT, { shell: ['renderers/shell/Gone.tsx'], renderers: {}, lazyOf: [] })).toThrow(/Gone\.tsx is in no chunk/);
  });
});
