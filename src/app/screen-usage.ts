/**
 * How often this browser has opened each screen (localStorage), so the screens a user opens most are
 * the ones loaded ahead after the first screen (src/app/load-ahead.ts). Only counts: no data, no user.
 */
import { SCREEN_USAGE_KEPT } from '../config/loading';
import { isRecord } from '../util/is-record';

export const SCREEN_USAGE_KEY = 'screenUsage';

type Counts = Record<string, number>;

function readCounts(storage: Pick<Storage, 'getItem'>): Counts {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SCREEN_USAGE_KEY) ?? '{}');
    if (!isRecord(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((pair): pair is [string, number] => typeof pair[1] === 'number' && pair[1] > 0));
  } catch {
    return {};
  }
}

/** The paths most opened first (ties by path, so the order is stable). */
function ranked(counts: Counts): string[] {
  return Object.keys(counts).sort((a, b) => counts[b]! - counts[a]! || a.localeCompare(b));
}

/** Counts one opening of the screen at `pathname`; keeps the SCREEN_USAGE_KEPT most opened. */
export function recordScreenOpened(pathname: string, storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): void {
  const counts = readCounts(storage);
  counts[pathname] = (counts[pathname] ?? 0) + 1;
  const kept = Object.fromEntries(ranked(counts).slice(0, SCREEN_USAGE_KEPT).map((path) => [path, counts[path]!]));
  try {
    storage.setItem(SCREEN_USAGE_KEY, JSON.stringify(kept));
  } catch {
    // A full or blocked storage only means nothing is loaded ahead by use.
  }
}

/** Up to `limit` of `candidates` (the menu's screens), the most opened first; never-opened ones are left out. */
export function mostUsedScreens(candidates: ReadonlySet<string>, limit: number, storage: Pick<Storage, 'getItem'> = localStorage): string[] {
  return ranked(readCounts(storage))
    .filter((path) => candidates.has(path))
    .slice(0, limit);
}
