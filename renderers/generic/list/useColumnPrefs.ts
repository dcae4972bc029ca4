import { useCallback, useState } from 'react';
import { readColumnPrefs, saveColumnPrefs, type ColumnPrefs } from './column-settings';

/** A table's column settings, read once from localStorage and saved on every change. */
export function useColumnPrefs(tableKey: string): [ColumnPrefs, (prefs: ColumnPrefs) => void] {
  const [prefs, setPrefs] = useState<ColumnPrefs>(() => readColumnPrefs(tableKey));
  const change = useCallback(
    (next: ColumnPrefs) => {
      setPrefs(next);
      saveColumnPrefs(tableKey, next);
    },
    [tableKey],
  );
  return [prefs, change];
}
