/**
 * The signed-in chunks: what the signed-in shell imports statically in one chunk, and what the generic
 * list adds in a second, less what a page before sign-in (the entry, the login page, the static
 * notifier) imports too. Left to itself, Rollup cuts that code into a chunk for each set of lazy
 * imports sharing it (124 files for the first list, many under 1 KiB), and each file is compressed
 * alone: the first list moved 487.2 KiB of gzip where the same code in one file is 456.6. Build only.
 *
 * Why no cycle can form between these chunks and the others: what a page before sign-in imports is
 * closed under imports, and each chunk takes all it imports but what earlier chunks or that closed set
 * hold (or, for modules other renderers share, Rollup's own chunks, which import only those).
 */
import { resolve } from 'node:path';
import type { Rollup } from 'vite';

export interface SignedInChunk {
  /** The chunk's name (the file is `assets/<name>-<hash>.js`). */
  name: string;
  /** Modules whose static imports make up the chunk (paths from the project root, or a virtual module's id). */
  roots: readonly string[];
  /**
   * Modules loaded without this chunk (the other renderers): what they import statically too stays
   * out of it, so they never load it for a module they share with its roots.
   */
  without?: readonly string[];
}

export interface SignedInChunks {
  /** The composition root (index.html's script), whose static imports every page runs. */
  entry: string;
  /**
   * The chunks, in load order: each takes what its roots import statically and no earlier chunk holds,
   * so a chunk imports only earlier ones (the shell first, then what the generic list adds).
   */
  chunks: readonly SignedInChunk[];
}

type ModuleInfoOf = (id: string) => Rollup.ModuleInfo | null;

/** Every module `ids` import statically, themselves included. */
function staticClosure(infoOf: ModuleInfoOf, ids: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...ids];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    const info = infoOf(id);
    if (!info) continue;
    seen.add(id);
    stack.push(...info.importedIds);
  }
  return seen;
}

/**
 * A `manualChunks` function naming the signed-in chunks for their modules and leaving the rest to
 * Rollup. Needs `output.onlyExplicitManualChunks`, or Rollup would pull into a chunk the modules its
 * members import from pages before sign-in.
 */
export function signedInChunks(root: string, config: SignedInChunks): Rollup.GetManualChunk {
  let chunkOf: Map<string, string> | undefined;
  const assign = (infoOf: ModuleInfoOf): Map<string, string> => {
    const entry = resolve(root, config.entry);
    const resolved = (paths: readonly string[]) => paths.map((path) => (path.startsWith('\0') ? path : resolve(root, path)));
    const rootsOf = (chunk: SignedInChunk) => resolved(chunk.roots);
    const signedIn = staticClosure(infoOf, config.chunks.flatMap(rootsOf));
    // The entry's lazy imports that no signed-in root reaches are pages before sign-in (login, not
    // found, the static notifier): their static imports stay out of the chunks, with the entry's.
    const beforeSignIn = [entry, ...(infoOf(entry)?.dynamicallyImportedIds ?? []).filter((id) => !signedIn.has(id))];
    const taken = staticClosure(infoOf, beforeSignIn);
    const assigned = new Map<string, string>();
    for (const chunk of config.chunks) {
      const elsewhere = staticClosure(infoOf, resolved(chunk.without ?? []));
      for (const id of staticClosure(infoOf, rootsOf(chunk))) {
        if (taken.has(id) || elsewhere.has(id)) continue;
        taken.add(id);
        assigned.set(id, chunk.name);
      }
    }
    return assigned;
  };
  return (id, { getModuleInfo }) => {
    chunkOf ??= assign(getModuleInfo);
    return chunkOf.get(id);
  };
}
