/**
 * Vite plugin: writes `.vite/module-chunks.json` beside the manifest, the chunk file of each of the
 * project's own modules (paths from the project root; packages left out). Vite's manifest keys a chunk
 * by the module it was built for, so a module placed in a shared chunk (the signed-in chunks of
 * scripts/vite-signed-in-chunks.ts) has no key of its own; bench/chunk-graph.ts finds it here. Build only.
 */
import { relative } from 'node:path';
import type { Plugin } from 'vite';

export const MODULE_CHUNKS_FILE = '.vite/module-chunks.json';

export function moduleChunksPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'module-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunkOf: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          const path = relative(root, id).replace(/\\/g, '/');
          if (id.startsWith('\0') || path.startsWith('..') || path.includes('node_modules/')) continue;
          chunkOf[path] = output.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: MODULE_CHUNKS_FILE, source: JSON.stringify(chunkOf) });
    },
  };
}
