// @vitest-environment node
/**
 * Bundle budgets: each route of bench/budgets.json loads at most its budget of gzip JavaScript and CSS,
 * summed over its chunk graph in the build manifest (the same sums as bench/bundle-size.ts). Builds
 * first when dist/ is stale, with the build the e2e suite uses, so CI builds once.
 */
import { join } from 'node:path';
import { buildIfStale, repoRoot } from '../../../scripts/build-if-stale';
import { measureRoute, readManifest, readRoutes, routeChunkKeys } from '../../../bench/chunk-graph';

const dist = join(repoRoot, 'dist');

describe('bundle budgets (gzip level 9, JS + CSS)', () => {
  beforeAll(async () => {
    await buildIfStale();
  }, 900_000);

  it.each(readRoutes())('$name loads at most $budgetKiB KiB', (route) => {
    const size = measureRoute(dist, readManifest(dist), route);
    const files = size.files.map((f) => `${f.file} ${f.gzipKiB.toFixed(1)}`).join('\n');
    expect(size.totalKiB, `${route.name}: ${size.totalKiB.toFixed(1)} KiB over ${size.files.length} files\n${files}`).toBeLessThanOrEqual(route.budgetKiB);
  });

  it('the login route loads neither antd\'s providers, Refine, the shell nor the screen index', () => {
    const login = readRoutes().find((route) => route.id === 'login')!;
    const manifest = readManifest(dist);
    const files = new Set(measureRoute(dist, manifest, login).files.map((f) => f.file));
    for (const key of ['src/app/AntdArea.tsx', 'src/app/AuthenticatedApp.tsx', 'renderers/shell/Layout.tsx', 'renderers/render-screen.tsx']) {
      // The key of the module's own chunk (routeChunkKeys finds it also when Rollup gave it no facade).
      const [own] = routeChunkKeys(manifest, [key]);
      expect(files.has(manifest[own!]!.file), key).toBe(false);
    }
    const entry = manifest['index.html']!;
    expect(entry.dynamicImports?.some((key) => key.includes('screen-index/shard/'))).toBeFalsy();
  });
});
