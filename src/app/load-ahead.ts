/**
 * What loads ahead of the user once the first screen is drawn with its data (src/app/first-screen.ts):
 * the generic renderers and what they load lazily, fetched into the cache when the browser is idle
 * (prefetch: no script runs), and the index shards and descriptors of the user's most opened screens of
 * the menu. A sidebar directory opened or an entry hovered warms its screens as well (SideMenu).
 */
import { MOST_USED_SCREENS_AHEAD } from '../config/loading';
import { whenFirstScreenSettled } from './first-screen';
import { prefetchRenderers } from './preload-plan';
import { mostUsedScreens } from './screen-usage';
import { warmScreensWhenIdle } from './warm-up';

/** Starts loading ahead after the first screen; `menuPaths` is read then. Returns the cancel function. */
export function loadAheadAfterFirstScreen(menuPaths: () => ReadonlySet<string> | undefined): () => void {
  let cancelled = false;
  let cancelWarming: () => void = () => undefined;
  void whenFirstScreenSettled().then(() => {
    if (cancelled) return;
    prefetchRenderers();
    cancelWarming = warmScreensWhenIdle(mostUsedScreens(menuPaths() ?? new Set(), MOST_USED_SCREENS_AHEAD));
  });
  return () => {
    cancelled = true;
    cancelWarming();
  };
}
