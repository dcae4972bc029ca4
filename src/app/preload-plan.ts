/**
 * The build's preload plan (scripts/vite-preload-plan.ts writes it into index.html as JSON): which
 * chunks the signed-in shell needs, which hold each index shard, each generic renderer and what those
 * load lazily. With it the page asks for a route's chunks together (modulepreload) instead of finding
 * them one import at a time, and fetches the renderers ahead (prefetch) once the first screen is drawn.
 * In dev there is no plan and nothing is hinted.
 */
import { shardsOfPath } from '../screen-model/index-shards';
import { isRecord } from '../util/is-record';

export const PRELOAD_PLAN_ELEMENT_ID = 'preload-plan';

export interface PreloadPlan {
  /** Chunks every signed-in screen needs beyond the entry's own (the shell, the renderer services). */
  shell: string[];
  /** The chunks of each index shard, by shard key. */
  shards: Record<string, string[]>;
  /** The chunks of each generic renderer (list, show, form, dashboard) beyond the shell's. */
  renderers: Record<string, string[]>;
  /** What the list, show and form renderers load lazily (filter widgets, row actions, dialogs). */
  lazy: string[];
}

const isFileList = (value: unknown): value is string[] => Array.isArray(value) && value.every((file) => typeof file === 'string');
const isFileLists = (value: unknown): value is Record<string, string[]> => isRecord(value) && Object.values(value).every(isFileList);

/** The plan of this page, or undefined when there is none or it is not the expected shape. */
export function readPreloadPlan(doc: Document = document): PreloadPlan | undefined {
  const text = doc.getElementById(PRELOAD_PLAN_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const plan: unknown = JSON.parse(text);
    if (!isRecord(plan) || !isFileList(plan.shell) || !isFileLists(plan.shards) || !isFileLists(plan.renderers) || !isFileList(plan.lazy)) return undefined;
    return { shell: plan.shell, shards: plan.shards, renderers: plan.renderers, lazy: plan.lazy };
  } catch {
    return undefined;
  }
}

/** A plan file as a URL of this origin under the app's base, or undefined for anything else. */
export function chunkUrl(file: string, base: string, origin: string): string | undefined {
  if (!/^[\w./-]+$/.test(file) || file.includes('..') || file.startsWith('/')) return undefined;
  const url = new URL(`${base.endsWith('/') ? base : `${base}/`}${file}`, origin);
  return url.origin === origin ? url.href : undefined;
}

const hinted = new Set<string>();

/** Adds one <link rel> per file not hinted yet (modulepreload: fetched and parsed now; prefetch: fetched when idle). */
export function hintChunks(files: readonly string[], rel: 'modulepreload' | 'prefetch', doc: Document = document): number {
  const base = import.meta.env.BASE_URL ?? '/';
  let added = 0;
  for (const file of files) {
    const href = chunkUrl(file, base, doc.location.origin);
    if (!href || hinted.has(href)) continue;
    hinted.add(href);
    const link = doc.createElement('link');
    link.rel = rel;
    if (rel === 'prefetch') link.as = 'script';
    link.crossOrigin = '';
    link.href = href;
    doc.head.appendChild(link);
    added += 1;
  }
  return added;
}

/**
 * The shell's chunks and those of the index shards of `pathname`, all at once (a signed-in page load).
 * The shards first: they are small, and the route they resolve names the renderer and descriptor to
 * fetch next, while the shell's large chunks still come (HTTP/1.1 queues at six requests a host).
 */
export function preloadShellFor(pathname: string, plan = readPreloadPlan()): void {
  if (!plan) return;
  const shards = shardsOfPath(pathname).flatMap((key) => plan.shards[String(key)] ?? []);
  hintChunks([...shards, ...plan.shell], 'modulepreload');
}

/** The chunks of the generic renderer of a screen kind (none for a bespoke one), all at once. */
export function preloadRendererChunks(kind: string, plan = readPreloadPlan()): void {
  if (plan) hintChunks(plan.renderers[kind] ?? [], 'modulepreload');
}

/** Every generic renderer and what they load lazily, fetched into the cache when the browser is idle. */
export function prefetchRenderers(plan = readPreloadPlan()): void {
  if (!plan) return;
  hintChunks([...Object.values(plan.renderers).flat(), ...plan.lazy], 'prefetch');
}
