/**
 * Vite plugin: writes the build's preload plan into index.html as a JSON script (not run; read by
 * src/app/preload-plan.ts): the chunks the signed-in shell needs beyond the entry's own, the chunks of
 * each index shard, of each generic renderer, and what those renderers load lazily. The modules named
 * here are the composition root's (renderers/main.tsx); their chunks and static imports come from the
 * bundle itself, so the plan never names a file the build did not write. Build only.
 */
import { relative } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { PRELOAD_PLAN_ELEMENT_ID, type PreloadPlan } from '../src/app/preload-plan';
import { shardKeyOfModuleId } from './vite-screen-index';

export interface PreloadPlanModules {
  /** Modules every signed-in screen loads (paths from the project root). */
  shell: readonly string[];
  /** The generic renderers' modules, by screen kind. */
  renderers: Readonly<Record<string, readonly string[]>>;
  /** Kinds whose renderers' lazy imports are fetched ahead too (the dashboard's charts are left out). */
  lazyOf: readonly string[];
}


type Chunks = ReadonlyMap<string, Rollup.OutputChunk>;

/** A chunk and every chunk it imports statically, depth first, leaving out `except`. */
function staticClosure(chunks: Chunks, files: Iterable<string>, except: ReadonlySet<string>): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || except.has(file)) return;
    const chunk = chunks.get(file);
    if (!chunk) return;
    seen.add(file);
    chunk.imports.forEach(visit);
  };
  [...files].forEach(visit);
  return [...seen];
}

/** The plan of a bundle whose module ids are absolute paths under `root` (the shards excepted). */
export function buildPreloadPlan(bundle: Rollup.OutputBundle, root: string, modules: PreloadPlanModules): PreloadPlan {
  const chunks = new Map<string, Rollup.OutputChunk>();
  // By the modules a chunk holds, not its facade: a dynamic entry merged with shared code has none.
  const chunkOfModule = new Map<string, string>();
  const shardFile = new Map<string, string>();
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    chunks.set(output.fileName, output);
    for (const id of output.moduleIds) {
      const shard = shardKeyOfModuleId(id);
      if (shard !== undefined) shardFile.set(shard, output.fileName);
      else chunkOfModule.set(relative(root, id).replace(/\\/g, '/'), output.fileName);
    }
  }
  const fileOf = (module: string): string => {
    const file = chunkOfModule.get(module);
    if (!file) throw new Error(`preload plan: ${module} is in no chunk of the build (renamed or moved?)`);
    return file;
  };
  const entries = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  // The entry and its static imports are preloaded by index.html's own tags already.
  const entryClosure = new Set(staticClosure(chunks, entries, new Set()));
  const shell = staticClosure(chunks, modules.shell.map(fileOf), entryClosure);
  const known = new Set([...entryClosure, ...shell]);
  const renderers = Object.fromEntries(
    Object.entries(modules.renderers).map(([kind, list]) => [kind, staticClosure(chunks, list.map(fileOf), known)]),
  );
  const rendererFiles = new Set(Object.values(renderers).flat());
  const lazyRoots = modules.lazyOf.flatMap((kind) => renderers[kind] ?? []).flatMap((file) => chunks.get(file)?.dynamicImports ?? []);
  // Descriptors and index shards are loaded by the route index, not fetched ahead wholesale.
  const shardFiles = new Set(shardFile.values());
  const isScreenData = (file: string) => shardFiles.has(file) || (chunks.get(file)?.moduleIds ?? []).some((id) => id.endsWith('.json'));
  const lazy = staticClosure(chunks, lazyRoots.filter((file) => !isScreenData(file)), new Set([...known, ...rendererFiles]));
  const shards = Object.fromEntries([...shardFile].map(([key, file]) => [key, staticClosure(chunks, [file], known)]));
  return { shell, shards, renderers, lazy };
}

export function preloadPlanPlugin(modules: PreloadPlanModules): Plugin {
  let root = process.cwd();
  return {
    name: 'preload-plan',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return undefined;
        const plan = buildPreloadPlan(context.bundle, root, modules);
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: PRELOAD_PLAN_ELEMENT_ID },
            // JSON inside <script>: "</" would end the element early.
            children: JSON.stringify(plan).replace(/</g, '\\u003c'),
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
