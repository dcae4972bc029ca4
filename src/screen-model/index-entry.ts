import type { ScreenDescriptor, ScreenKind } from './types';

/**
 * What the start-up code knows about a screen before its descriptor is loaded: enough to match a
 * route, title a tab and decide caching. The descriptor itself arrives lazily through `load`.
 */
export interface ScreenIndexEntry {
  /** Descriptor file relative to screens/, e.g. "system/role-index.json". */
  file: string;
  path: string;
  aliases: string[];
  title: string;
  kind: ScreenKind;
  /** Kept as a tab with its state (descriptor `cache`, default true). */
  cache: boolean;
  /** Bespoke renderer name for kind "custom". */
  renderer?: string;
  load: () => Promise<ScreenDescriptor>;
}
