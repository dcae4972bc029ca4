import { COLUMN_SETTINGS_STORAGE_PREFIX } from '../../../src/config/constants';
import type { Column } from '../../../src/screen-model/types';

/**
 * What a user changed about a table's columns: only the changes are kept, so a column added to the
 * descriptor later still shows, at its own place.
 */
export interface ColumnPrefs {
  /** Keys of the columns the user hid. */
  hidden?: string[];
  /** The user's order of the movable (not fixed) columns, when it differs from the descriptor's. */
  order?: string[];
}

/** localStorage key of a table's column settings (versioned, per descriptor path). */
export function columnPrefsKey(tableKey: string): string {
  return COLUMN_SETTINGS_STORAGE_PREFIX + tableKey;
}

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((item) => typeof item === 'string') && value.length > 0 ? value : undefined;
}

/** The saved settings of a table; none when absent or unreadable. */
export function readColumnPrefs(tableKey: string): ColumnPrefs {
  try {
    const saved = JSON.parse(window.localStorage.getItem(columnPrefsKey(tableKey)) ?? 'null') as Record<string, unknown> | null;
    if (!saved || typeof saved !== 'object') return {};
    return { hidden: stringList(saved.hidden), order: stringList(saved.order) };
  } catch {
    return {};
  }
}

/** Saves a table's settings; no changes left removes the entry. */
export function saveColumnPrefs(tableKey: string, prefs: ColumnPrefs): void {
  try {
    if (!prefs.hidden?.length && !prefs.order?.length) window.localStorage.removeItem(columnPrefsKey(tableKey));
    else window.localStorage.setItem(columnPrefsKey(tableKey), JSON.stringify(prefs));
  } catch {
    // Storage may be full or disabled; the settings then last for this visit only.
  }
}

const isMovable = (column: Column) => column.fixed === undefined;

/**
 * The descriptor's columns in the user's order: fixed columns keep their places, the slots of the
 * movable columns the user ordered are filled in the saved order, and columns the saved order does
 * not know (added to the descriptor later) stay where the descriptor puts them.
 */
export function orderColumns(columns: readonly Column[], order: readonly string[] | undefined): Column[] {
  if (!order?.length) return [...columns];
  const byKey = new Map(columns.map((column) => [column.key, column]));
  const known = [...new Set(order)].filter((key) => byKey.has(key) && isMovable(byKey.get(key)!));
  const knownKeys = new Set(known);
  let next = 0;
  return columns.map((column) => (knownKeys.has(column.key) ? byKey.get(known[next++]!)! : column));
}

/** The columns shown: in the user's order, without the hidden ones (fixed columns are never hidden). */
export function visibleColumns(columns: readonly Column[], prefs: ColumnPrefs): Column[] {
  const hidden = new Set(prefs.hidden ?? []);
  return orderColumns(columns, prefs.order).filter((column) => !isMovable(column) || !hidden.has(column.key));
}

/** Settings after showing or hiding one column. */
export function toggleColumn(prefs: ColumnPrefs, key: string, shown: boolean): ColumnPrefs {
  const hidden = new Set(prefs.hidden ?? []);
  if (shown) hidden.delete(key);
  else hidden.add(key);
  return { ...prefs, hidden: hidden.size > 0 ? [...hidden] : undefined };
}

/** Settings after moving a movable column one place up (-1) or down (+1) among the movable columns. */
export function moveColumn(columns: readonly Column[], prefs: ColumnPrefs, key: string, step: -1 | 1): ColumnPrefs {
  const movable = orderColumns(columns, prefs.order).filter(isMovable).map((column) => column.key);
  const from = movable.indexOf(key);
  const to = from + step;
  if (from < 0 || to < 0 || to >= movable.length) return prefs;
  [movable[from], movable[to]] = [movable[to]!, movable[from]!];
  const original = columns.filter(isMovable).map((column) => column.key);
  const same = movable.every((columnKey, index) => columnKey === original[index]);
  return { ...prefs, order: same ? undefined : movable };
}

export { isMovable };
