import type { ScreenIndexEntry } from '../screen-model/index-entry';

/**
 * Starts a screen's renderer chunk together with its descriptor. The kernel names no renderer: the
 * composition root hands the loader in (AppComposition.warmUp). An idle prefetch of the menu's screens
 * was tried and left out: started before the first screen's data was drawn, it delayed that screen's own
 * calls on a busy machine; it needs a "first screen drawn with its data" signal first.
 */
export interface WarmUp {
  /** Imports the renderer of one screen kind (and bespoke renderer name). */
  rendererOf: (kind: string, renderer?: string) => Promise<unknown>;
}

let registered: WarmUp | undefined;

/** Hands the kernel the composition's loader (AuthenticatedApp, before any screen renders). */
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
