import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, PAGE_SIZE_STORAGE_PREFIX } from '../../../src/config/constants';

function storageKey(tableKey: string): string {
  return PAGE_SIZE_STORAGE_PREFIX + tableKey;
}

function isOffered(size: number): boolean {
  return (PAGE_SIZE_OPTIONS as readonly number[]).includes(size);
}

/** The page size last chosen for a table, or the default. */
export function readPageSize(tableKey: string): number {
  try {
    const saved = Number(window.localStorage.getItem(storageKey(tableKey)));
    return isOffered(saved) ? saved : DEFAULT_PAGE_SIZE;
  } catch {
    return DEFAULT_PAGE_SIZE;
  }
}

/** Remembers the page size chosen for a table. */
export function savePageSize(tableKey: string, size: number): void {
  if (!isOffered(size)) return;
  try {
    window.localStorage.setItem(storageKey(tableKey), String(size));
  } catch {
    // Storage may be full or disabled; the size then lasts for this visit only.
  }
}
