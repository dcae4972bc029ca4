import { describe, expect, it } from 'vitest';
import { SCREEN_USAGE_KEPT } from '../../../src/config/loading';
import { mostUsedScreens, recordScreenOpened, SCREEN_USAGE_KEY } from '../../../src/app/screen-usage';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('the screens a user opens most', () => {
  it('ranks the menu screens by openings and leaves out the never opened and those not in the menu', () => {
    const storage = memoryStorage();
    for (const path of ['/a', '/b', '/b', '/c', '/c', '/c', '/detail/7']) recordScreenOpened(path, storage);
    const menu = new Set(['/a', '/b', '/c', '/never']);
    expect(mostUsedScreens(menu, 10, storage)).toEqual(['/c', '/b', '/a']);
    expect(mostUsedScreens(menu, 2, storage)).toEqual(['/c', '/b']);
  });

  it('keeps only the most opened when there are too many, and survives a damaged entry', () => {
    const storage = memoryStorage({ [SCREEN_USAGE_KEY]: '{not json' });
    for (let i = 0; i <= SCREEN_USAGE_KEPT; i += 1) recordScreenOpened(`/s${i}`, storage);
    recordScreenOpened('/s0', storage);
    const kept = JSON.parse(storage.getItem(SCREEN_USAGE_KEY)!) as Record<string, number>;
    expect(Object.keys(kept)).toHaveLength(SCREEN_USAGE_KEPT);
    expect(kept['/s0']).toBe(2);
  });
});
