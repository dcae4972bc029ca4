import { create } from 'zustand';
import type { ScreenIndexEntry } from '../screen-model/index-entry';
import { shardsOfPath, type ShardKey } from '../screen-model/index-shards';
import { buildRouteTable, type RouteEntry } from './route-table';

/** Loads one shard of the screen index (the composition root imports the generated shard module). */
export type ShardLoader = (key: ShardKey) => Promise<readonly ScreenIndexEntry[]>;

interface RouteIndexState {
  /** Routes of every shard loaded so far, most specific first. */
  table: readonly RouteEntry[];
  loaded: ReadonlySet<ShardKey>;
}

/**
 * The part of the screen index loaded so far. A route needs only the shards that can hold its
 * patterns (src/screen-model/index-shards.ts), so start-up does not grow with the number of screens.
 */
export const useRouteIndex = create<RouteIndexState>(() => ({ table: [], loaded: new Set() }));

const pending = new Map<ShardKey, Promise<void>>();
const entries = new Map<string, ScreenIndexEntry>();

/** True when every shard that can hold a route of these paths is loaded. */
export function covers(loaded: ReadonlySet<ShardKey>, pathnames: readonly string[]): boolean {
  return pathnames.every((pathname) => shardsOfPath(pathname).every((key) => loaded.has(key)));
}

/** Loads the shards the paths need (each shard once) and adds their routes to the table. */
export function loadRoutesFor(pathnames: readonly string[], loadShard: ShardLoader): Promise<void> {
  const keys = new Set(pathnames.flatMap(shardsOfPath));
  const loads = [...keys].filter((key) => !useRouteIndex.getState().loaded.has(key)).map((key) => {
    let load = pending.get(key);
    if (!load) {
      load = loadShard(key).then((shard) => {
        shard.forEach((entry) => entries.set(entry.file, entry));
        const loaded = new Set(useRouteIndex.getState().loaded).add(key);
        useRouteIndex.setState({ loaded, table: buildRouteTable([...entries.values()]) });
      });
      load.catch(() => pending.delete(key));
      pending.set(key, load);
    }
    return load;
  });
  return Promise.all(loads).then(() => undefined);
}
