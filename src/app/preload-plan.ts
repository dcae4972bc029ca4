/**
 * Which built files to fetch ahead, out of a manifest-like chunk map (Vite's build manifest, or the
 * subset the build hands the app): the chunks of the modules wanted and every chunk they import
 * statically, with their CSS, each once, in load order, leaving out files the page already has.
 * Fetching them together costs one round trip instead of one per level of imports. Pure data in,
 * data out: the kernel knows no renderer or screen, the caller names the manifest keys.
 */

/** One entry of the chunk map (the fields of Vite's manifest this needs). */
export interface ChunkEntry {
  file: string;
  imports?: readonly string[];
  css?: readonly string[];
}

export type ChunkMap = Readonly<Record<string, ChunkEntry>>;

export interface PreloadFiles {
  /** JavaScript chunks, for <link rel="modulepreload"> (or prefetch). */
  scripts: string[];
  styles: string[];
}

/** The files of `keys` and their static imports, without those in `loaded`; unknown keys are skipped. */
export function planPreload(map: ChunkMap, keys: readonly string[], loaded: ReadonlySet<string> = new Set()): PreloadFiles {
  const seen = new Set<string>();
  const scripts: string[] = [];
  const styles: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = map[key];
    if (!entry) return;
    if (!loaded.has(entry.file) && !scripts.includes(entry.file)) scripts.push(entry.file);
    for (const css of entry.css ?? []) if (!loaded.has(css) && !styles.includes(css)) styles.push(css);
    entry.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return { scripts, styles };
}

export interface IdlePrefetchInput {
  /** Manifest keys of the generic renderers (list, show, form). */
  renderers: readonly string[];
  /** Manifest keys of the menu's screens (their descriptors), most used first. */
  menuScreens: readonly string[];
  /** How many of the menu's screens to fetch ahead. */
  limit: number;
}

/** What to prefetch once the first screen is drawn: the generic renderers, then the first `limit` menu screens. */
export function planIdlePrefetch(map: ChunkMap, input: IdlePrefetchInput, loaded: ReadonlySet<string> = new Set()): PreloadFiles {
  const screens = input.menuScreens.filter((key) => map[key]).slice(0, Math.max(0, input.limit));
  return planPreload(map, [...input.renderers, ...screens], loaded);
}
