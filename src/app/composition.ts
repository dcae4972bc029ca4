import type { ComponentType, ReactNode } from 'react';
import type { ScreenDescriptor } from '../screen-model/types';
import type { ScreenIndexEntry } from '../screen-model/index-entry';
import type { ShardLoader } from './route-index';
import type { WarmUp } from './warm-up';

export interface ScreenRenderProps {
  entry: ScreenIndexEntry;
  descriptor: ScreenDescriptor;
  params: Record<string, string | undefined>;
  /** The concrete path this screen was opened at (the tab key without the query). */
  pathname: string;
}

/**
 * What the composition root hands the kernel: the screen index and the renderers. The kernel never
 * imports renderers or screens itself.
 */
export interface AppComposition {
  /** Loads one shard of the screen index (src/screen-model/index-shards.ts); a route loads only its own. */
  loadShard: ShardLoader;
  renderScreen: (props: ScreenRenderProps) => ReactNode;
  /** The shell around authenticated screens; `children` is the active screen area. */
  Layout: ComponentType<{ children: ReactNode }>;
  LoginPage: ComponentType;
  NotFoundPage: ComponentType;
  /** /401: not allowed, or the sign-in has expired. */
  ForbiddenPage: ComponentType;
  /** Wraps the screens inside the providers (e.g. renderer contexts); not around the login page. */
  Wrapper?: ComponentType<{ children: ReactNode }>;
  /** Loads a screen's renderer together with its descriptor (src/app/warm-up.ts). */
  warmUp?: WarmUp;
}
