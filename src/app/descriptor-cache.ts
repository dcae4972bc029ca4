import type { ScreenDescriptor } from '../screen-model/types';
import type { ScreenIndexEntry } from '../screen-model/index-entry';

const loaded = new Map<string, Promise<ScreenDescriptor>>();

/** Each descriptor chunk is fetched once per page life (a screen opened, or fetched ahead in idle time). */
export function loadDescriptor(entry: ScreenIndexEntry): Promise<ScreenDescriptor> {
  let promise = loaded.get(entry.file);
  if (!promise) {
    promise = entry.load();
    promise.catch(() => loaded.delete(entry.file));
    loaded.set(entry.file, promise);
  }
  return promise;
}
