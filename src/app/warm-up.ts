import type { ScreenIndexEntry } from '../screen-model/index-entry';
import type { ScreenDescriptor } from '../screen-model/types';
import { isRouteKept } from '../access/guard';
import { menuIdOf, useMenuStore } from '../access/menu-store';
import { loadDescriptor } from './descriptor-cache';
import { whenBrowserIdle } from './first-screen';
import { loadRoutesFor, useRouteIndex, type ShardLoader } from './route-index';
import { preloadRendererChunks } from './preload-plan';
import { resolveRoute } from './route-table';
import { isKeptMounted, useTabsStore } from './tabs-store';

/**
 * Loading a screen before it is opened: its renderer chunk together with its descriptor (always), and
 * a screen the user is about to open — its sidebar entry hovered or focused, its directory opened, one
 * of the most opened — its index shard and descriptor (src/app/load-ahead.ts says when). The kernel
 * names no renderer: the composition root hands the loaders in (AppComposition.warmUp, loadShard).
 */
export interface WarmUp {
  /**
   * Loads the parts every signed-in screen renders in (the shell, the renderer services, the screen
   * renderer's entry) ahead, so that each renders at once when its turn comes (src/app/preloadable-lazy.tsx).
   */
  signedInParts?: () => void;
  /** Imports the renderer of one screen kind (and bespoke renderer name). */
  rendererOf: (kind: string, renderer?: string) => Promise<unknown>;
  /** Imports what a descriptor names beyond its renderer (a list's lazy filter widgets). */
  partsOf?: (descriptor: ScreenDescriptor) => Promise<unknown>;
  /**
   * Asks the first data of a screen about to be drawn (a list's first page) with its menu's id, so it
   * arrives while the screen renders, not after (src/data/pages-ahead.ts).
   */
  askFirstData?: (descriptor: ScreenDescriptor, params: Record<string, string | undefined>, search: string, menuId: number | undefined) => void;
}

let rendererLoader: WarmUp | undefined;
let shardLoader: ShardLoader | undefined;

/** Hands the kernel the composition's loaders (AuthenticatedApp, before any screen renders). */
export function registerWarmUp(plan: WarmUp | undefined, loadShard?: ShardLoader): void {
  rendererLoader = plan;
  shardLoader = loadShard;
}

/**
 * Starts a screen's renderer chunk together with its descriptor (the index already names its kind), so
 * opening it costs one round trip instead of the descriptor's and then the renderer's.
 */
export function preloadRendererOf(entry: Pick<ScreenIndexEntry, 'kind' | 'renderer'>): void {
  rendererLoader?.rendererOf(entry.kind, entry.renderer).catch(() => undefined);
}

/** Starts the parts a screen's descriptor names beyond its renderer, once the descriptor is there. */
export function preloadPartsOf(descriptor: ScreenDescriptor): void {
  rendererLoader?.partsOf?.(descriptor).catch(() => undefined);
}

/**
 * Starts a screen's descriptor first (small, and what its first data is asked with), then its renderer
 * (the chunks from the build's plan at once, without waiting for the shell that imports the renderer),
 * and the parts its descriptor names once that is there. Resolves with the descriptor.
 */
function startScreen(entry: ScreenIndexEntry): Promise<ScreenDescriptor> {
  const descriptorLoad = loadDescriptor(entry);
  preloadRendererChunks(entry.kind);
  preloadRendererOf(entry);
  descriptorLoad.then(preloadPartsOf, () => undefined);
  return descriptorLoad;
}

/**
 * Loads the index shard and the descriptor of the screen at `pathname` (and, with `renderer`, starts its
 * renderer), so opening it waits for nothing but its data. Never fails: loading ahead is a bonus.
 */
export async function warmScreen(pathname: string, { renderer = false } = {}): Promise<void> {
  if (!shardLoader) return;
  try {
    await loadRoutesFor([pathname], shardLoader);
    const resolved = resolveRoute(useRouteIndex.getState().table, pathname);
    if (!resolved) return;
    await (renderer ? startScreen(resolved.route.entry) : loadDescriptor(resolved.route.entry));
  } catch {
    // The screen loads again when it is opened, and says so then if it cannot.
  }
}

/** Warms the screens one after the other, each in an idle moment of the browser; returns the cancel function. */
export function warmScreensWhenIdle(pathnames: readonly string[]): () => void {
  let cancelled = false;
  let cancelIdle: () => void = () => undefined;
  const next = (index: number) => {
    if (cancelled || index >= pathnames.length) return;
    cancelIdle = whenBrowserIdle(() => void warmScreen(pathnames[index]!).then(() => next(index + 1)));
  };
  next(0);
  return () => {
    cancelled = true;
    cancelIdle();
  };
}

/** The menu once loaded; undefined when it could not be (the screen then shows why, and asks nothing). */
function loadedMenu(): Promise<ReturnType<typeof useMenuStore.getState> | undefined> {
  return new Promise((resolve) => {
    const settle = (state: ReturnType<typeof useMenuStore.getState>): boolean => {
      if (state.status === 'ready') resolve(state);
      else if (state.status === 'timeout') resolve(undefined);
      else return false;
      return true;
    };
    if (settle(useMenuStore.getState())) return;
    const stop = useMenuStore.subscribe((state) => {
      if (settle(state)) stop();
    });
  });
}

/**
 * Asks the first data of the screen at `pathname` as soon as the navigation to it is known (at start,
 * once the menu says the route is the user's and which menu id it sends; on each navigation), and starts
 * its renderer, descriptor and the parts the descriptor names without waiting for the menu. Not for an
 * open tab still mounted, whose data is there. Never fails: asking ahead is a bonus.
 */
export async function askScreenDataAhead(pathname: string, search: string): Promise<void> {
  const ask = rendererLoader?.askFirstData;
  if (!ask || !shardLoader) return;
  const { tabs, mounted } = useTabsStore.getState();
  if (tabs.some((tab) => tab.key === pathname + search && isKeptMounted(tab, mounted))) return;
  try {
    await loadRoutesFor([pathname], shardLoader);
    const resolved = resolveRoute(useRouteIndex.getState().table, pathname);
    if (!resolved) return;
    // The screen's code and descriptor load while the menu does: at start they would otherwise wait for it.
    const descriptorLoad = startScreen(resolved.route.entry);
    const menu = await loadedMenu();
    if (!menu?.paths || !isRouteKept(resolved.route.pattern, menu.paths)) return;
    ask(await descriptorLoad, resolved.params, search, menuIdOf(menu.idByPath, resolved.route));
  } catch {
    // The screen asks for itself when it renders.
  }
}
