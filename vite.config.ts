import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { RESOLVED_SHARDS_ID, screenIndexPlugin } from './scripts/vite-screen-index';
import { chinaMapPlugin } from './scripts/vite-china-map';
import { precompressPlugin } from './scripts/vite-precompress';
import { preloadPlanPlugin, type PreloadPlanModules } from './scripts/vite-preload-plan';
import { signedInChunks } from './scripts/vite-signed-in-chunks';
import { moduleChunksPlugin } from './scripts/vite-module-chunks';

/** See build.rollupOptions.treeshake. */
const DEAD_IMPORT_PACKAGES = /\/node_modules\/(papaparse|error-stack-parser|stackframe)\//;

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? process.env.PORT ?? '8080'}`;

const stub = (name: string) => fileURLToPath(new URL(`./scripts/stubs/${name}`, import.meta.url));

/**
 * Aliases for the production build only: dev's dependency optimizer (esbuild) hands a required ES module
 * to CommonJS code as a namespace, not a function, and jsdom in the tests has no ResizeObserver.
 * See each stub for why it is sound.
 */
const BUILD_ALIASES = [
  { find: /^side-channel$/, replacement: stub('side-channel.ts') },
  { find: /^resize-observer-polyfill$/, replacement: stub('resize-observer.ts') },
];

const RC_TREE_OF_SELECTION = new Set(['rc-tree/es/util', 'rc-tree/es/utils/conductUtil', 'rc-tree/es/utils/treeUtil']);

/**
 * antd's column filter menu, which no table of the app uses, and the rc-tree modules and Radio of the
 * row selection, which it needs only for tree data without checkStrictly and for radio selection (see
 * each stub), in the build only.
 */
function antdWithoutColumnFilters(): Plugin {
  return {
    name: 'antd-without-column-filters',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const from = importer?.replace(/\\/g, '/');
      if (source === './FilterDropdown' && from?.endsWith('/antd/es/table/hooks/useFilter/index.js')) {
        return stub('antd-filter-dropdown.ts');
      }
      if (from?.endsWith('/antd/es/table/hooks/useSelection.js')) {
        if (RC_TREE_OF_SELECTION.has(source)) return stub('rc-tree-util.ts');
        if (source === '../../radio') return stub('antd-selection-radio.ts');
      }
      return null;
    },
  };
}

/**
 * The composition root's lazy modules, for the preload plan (scripts/vite-preload-plan.ts): what every
 * signed-in screen loads, and the generic renderers by screen kind (renderers/render-screen.tsx).
 */
const PRELOAD_MODULES: PreloadPlanModules = {
  shell: ['src/app/AntdArea.tsx', 'src/app/AuthenticatedApp.tsx', 'renderers/services.tsx', 'renderers/shell/Layout.tsx', 'renderers/render-screen.tsx', 'renderers/generic/messages.ts'],
  renderers: {
    list: ['renderers/generic/list/ListRenderer.tsx'],
    show: ['renderers/generic/show/ShowRenderer.tsx'],
    form: ['renderers/generic/form/FormRenderer.tsx'],
    dashboard: ['renderers/generic/dashboard/DashboardRenderer.tsx'],
  },
  lazyOf: ['list', 'show', 'form'],
};

export default defineConfig(({ command }) => ({
  // SCREENS_DIR: another descriptor folder, for bench/screens-scale.ts only.
  plugins: [react(), screenIndexPlugin({ dir: process.env.SCREENS_DIR }), chinaMapPlugin(), antdWithoutColumnFilters(), preloadPlanPlugin(PRELOAD_MODULES), moduleChunksPlugin(), precompressPlugin()],
  resolve: {
    // See scripts/stubs/markdown-stub.ts: @refinedev/antd's unused MarkdownField would pull a markdown parser into every list.
    alias: [
      { find: /^react-markdown$/, replacement: stub('markdown-stub.ts') },
      { find: /^remark-gfm$/, replacement: stub('markdown-stub.ts') },
      ...(command === 'build' ? BUILD_ALIASES : []),
    ],
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
      '/maintenance.html': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Read by bench/bundle-size.ts to follow each route's chunk graph.
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      // CommonJS packages carry no `sideEffects` flag, so Rollup keeps them whenever they are imported,
      // used or not. These are imported only by code this build drops (grep -n in the package dist):
      // papaparse by @refinedev/core's useImport/useExport, which the app never calls; error-stack-parser
      // (and its stackframe) by @refinedev/devtools-internal's getTrace, which returns early unless
      // NODE_ENV is development. Should the app ever call those, Rollup keeps the package as before.
      treeshake: { moduleSideEffects: (id) => !DEAD_IMPORT_PACKAGES.test(id) },
      // See scripts/vite-signed-in-chunks.ts: the shell and the first list in two files, not over a hundred.
      output: {
        onlyExplicitManualChunks: true,
        manualChunks: signedInChunks(fileURLToPath(new URL('.', import.meta.url)), {
          entry: 'renderers/main.tsx',
          chunks: [
            // Loaded by the entry at a signed-in start, before the shell: what finds the route (the
            // index shards' loader) and fetches its descriptor and renderer must not wait for the shell's
            // largest chunk (renderers/find-screen.ts in it imports the loader too).
            { name: 'warm-up', roots: ['src/app/warm-up.ts', RESOLVED_SHARDS_ID] },
            { name: 'shell', roots: PRELOAD_MODULES.shell },
            { name: 'list', roots: PRELOAD_MODULES.renderers.list!, without: ['show', 'form', 'dashboard'].flatMap((kind) => PRELOAD_MODULES.renderers[kind]!) },
          ],
        }),
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    // Seeded template databases for the server tests, once per run (tests/unit/server/db-templates.ts).
    globalSetup: ['./tests/unit/global-setup.ts'],
    // The test files are listed by the two projects below (a root include would be added to each).
    // The tests load antd's CommonJS build: a module taken from antd/es (a style hook, App's context)
    // would be a second copy beside it, with contexts of its own.
    alias: [{ find: /^antd\/es\/(.*)$/, replacement: 'antd/lib/$1' }],
    // Without inlining, @refinedev packages load a second copy of react-router.
    server: { deps: { inline: [/@refinedev\//] } },
    // Two workers share two cores: a heavy component test (the ticket screen compiles its schemas with
    // ajv) can take over 20 s while the other worker runs a server test.
    testTimeout: 60_000,
    // A server test's beforeAll may build its descriptors' seeded template (tests/unit/server/db-templates.ts),
    // which on a busy machine takes longer than vitest's default 10 s.
    hookTimeout: 60_000,
    pool: 'forks',
    // vitest's default is one worker fewer than the cores, a single worker on a 2-core machine.
    maxWorkers: 2,
    projects: [
      // The server tests share their workers' module graph (isolate: false): each file starts its own
      // server on its own database, so nothing leaks, and importing the server once per worker instead
      // of once per file halves their time.
      { extends: true, test: { name: 'server', include: ['tests/unit/server/**/*.test.{ts,tsx}'], isolate: false } },
      // The component tests keep a fresh module graph per file: stores, caches and antd's static state are module-level.
      { extends: true, test: { name: 'app', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: ['tests/unit/server/**'] } },
    ],
  },
}));
