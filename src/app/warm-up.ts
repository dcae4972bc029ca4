import type { MenuNode } from '../access/menu';
import type { ScreenIndexEntry } from '../screen-model/index-entry';
import { useMenuStore } from '../access/menu-store';
import { resolveRoute } from './route-table';
import { loadRoutesFor, useRouteIndex, type ShardLoader } from './route-index';
import { loadDescriptor } from './descriptor-cache';
import { savesData, whenIdle } from './idle';

/**
 * After the first screen is drawn, in idle time, fetch ahead what the next screens need: the generic
 * renderers and the descriptors and renderers of the menu's first screens, so a screen opened from the
 * menu does not wait for the network. Skipped when the user saves data. The kernel names no renderer:
 * the composition root hands the loaders in (AppComposition.warmUp).
 */
export interface WarmUp {
  /** Imports of the renderers most screens use (generic list, show, form). */
  renderers: () => readonly Promise<unknown>[];
  /** Imports the renderer of one screen kind (and bespoke renderer name). */
  rendererOf: (kind: string, renderer?: string) => Promise<unknown>;
  /** How many of the menu's screens to fetch ahead. */
  menuScreens: number;
}

/** Leaves of the menu in the order the sidebar shows them, the first `limit`. */
export function firstMenuPaths(tree: readonly MenuNode[], limit: number): string[] {
  const paths: string[] = [];
  const walk = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      if (paths.length >= limit) return;
      if (node.children.length > 0) walk(node.children);
      else if (node.path && !paths.includes(node.path)) paths.push(node.path);
    }
  };
  walk(tree);
  return paths;
}

/** Fetches ahead, one task per idle period; a failure only means the screen loads when opened. */
export async function warmUp(plan: WarmUp, loadShard: ShardLoader, tree: readonly MenuNode[]): Promise<void> {
  const idle = () => new Promise<void>((resolve) => whenIdle(resolve));
  const quietly = (work: Promise<unknown>) => work.then(() => undefined, () => undefined);
  await idle();
  await Promise.all(plan.renderers().map(quietly));
  const paths = firstMenuPaths(tree, plan.menuScreens);
  await quietly(loadRoutesFor(paths, loadShard));
  for (const path of paths) {
    const entry = resolveRoute(useRouteIndex.getState().table, path)?.route.entry;
    if (!entry) continue;
    await idle();
    await Promise.all([quietly(loadDescriptor(entry)), quietly(plan.rendererOf(entry.kind, entry.renderer))]);
  }
}

let registered: WarmUp | undefined;

/** Hands the kernel the composition's loaders (AuthenticatedApp, before any screen renders). */
export function registerWarmUp(plan: WarmUp | undefined): void {
  registered = plan;
}

/**
 * Starts a screen's renderer chunk together with its descriptor (the index already names its kind), so
 * opening it costs one round trip instead of the descriptor's and then the renderer's.
 */
export function preloadRendererOf(entry: Pick<ScreenIndexEntry, 'kind' | 'renderer'>): void {
  registered?.rendererOf(entry.kind, entry.renderer).catch(() => undefined);
}

let onFirstScreen: (() => void) | undefined;
let drawn = false;

/** Called by the screen view once a screen shows; starts the warm-up once per page life. */
export function firstScreenDrawn(): void {
  if (drawn) return;
  drawn = true;
  onFirstScreen?.();
}

/** Arms the warm-up (AuthenticatedApp): it runs after the first screen is drawn, unless the user saves data. */
export function armWarmUp(plan: WarmUp | undefined, loadShard: ShardLoader): void {
  if (!plan || savesData()) return;
  const start = () => {
    // A short floor so the first screen's own chunks and calls go first.
    setTimeout(() => void warmUp(plan, loadShard, useMenuStore.getState().tree), 1000);
  };
  if (drawn) start();
  else onFirstScreen = start;
}
