// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { planIdlePrefetch, planPreload, type ChunkMap } from '../../../src/app/preload-plan';

const map: ChunkMap = {
  'index.html': { file: 'assets/index.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_antd.js': { file: 'assets/antd.js', imports: ['_react.js'], css: ['assets/antd.css'] },
  '_table.js': { file: 'assets/table.js', imports: ['_antd.js'] },
  'renderers/generic/list/ListRenderer.tsx': { file: 'assets/list.js', imports: ['_table.js', '_antd.js'] },
  'renderers/generic/show/ShowRenderer.tsx': { file: 'assets/show.js', imports: ['_antd.js'] },
  'renderers/generic/form/FormRenderer.tsx': { file: 'assets/form.js', imports: ['_antd.js', '_form.js'] },
  '_form.js': { file: 'assets/form-core.js', css: ['assets/antd.css'] },
  'screens/system/role-index.json': { file: 'assets/role-index.js' },
  'screens/system/user-index.json': { file: 'assets/user-index.js' },
  'screens/order/all.json': { file: 'assets/order-all.js' },
};

describe('preload plan', () => {
  it('takes a screen\'s renderer and descriptor with every chunk they import, each once, in load order', () => {
    expect(planPreload(map, ['renderers/generic/list/ListRenderer.tsx', 'screens/system/role-index.json'])).toEqual({
      scripts: ['assets/list.js', 'assets/table.js', 'assets/antd.js', 'assets/react.js', 'assets/role-index.js'],
      styles: ['assets/antd.css'],
    });
  });

  it('skips what the page already loaded and keys the map does not know', () => {
    const loaded = new Set(['assets/index.js', 'assets/react.js', 'assets/antd.js', 'assets/antd.css']);
    expect(planPreload(map, ['renderers/generic/show/ShowRenderer.tsx', 'screens/nope.json'], loaded)).toEqual({ scripts: ['assets/show.js'], styles: [] });
  });

  it('prefetches the generic renderers, then the first menu screens, without duplicates', () => {
    const plan = planIdlePrefetch(
      map,
      {
        renderers: ['renderers/generic/list/ListRenderer.tsx', 'renderers/generic/show/ShowRenderer.tsx', 'renderers/generic/form/FormRenderer.tsx'],
        menuScreens: ['screens/system/role-index.json', 'screens/unknown.json', 'screens/system/user-index.json', 'screens/order/all.json'],
        limit: 2,
      },
      new Set(['assets/index.js', 'assets/react.js', 'assets/list.js', 'assets/role-index.js']),
    );
    expect(plan.scripts).toEqual(['assets/table.js', 'assets/antd.js', 'assets/show.js', 'assets/form.js', 'assets/form-core.js', 'assets/user-index.js']);
    expect(plan.styles).toEqual(['assets/antd.css']);
  });
});
