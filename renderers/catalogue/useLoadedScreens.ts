import { useEffect, useState } from 'react';
import type { ScreenIndexEntry } from '../../src/screen-model/index-entry';
import { validateScreens, type LoadedScreen } from './validate';

export interface CatalogueState {
  done: number;
  screens: LoadedScreen[] | undefined;
  problems: Map<string, string[]>;
}

/** Loads every descriptor chunk (counting progress), then checks them all together. */
export function useLoadedScreens(index: readonly ScreenIndexEntry[]): CatalogueState {
  const [state, setState] = useState<CatalogueState>({ done: 0, screens: undefined, problems: new Map() });
  useEffect(() => {
    let alive = true;
    let done = 0;
    void Promise.all(
      index.map(async (entry) => {
        const descriptor = await entry.load();
        done += 1;
        if (alive) setState((s) => ({ ...s, done }));
        return { file: entry.file, descriptor };
      }),
    ).then((screens) => {
      if (alive) setState({ done, screens, problems: validateScreens(screens) });
    });
    return () => {
      alive = false;
    };
  }, [index]);
  return state;
}
