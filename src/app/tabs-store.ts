import { create } from 'zustand';
import { ROUTE_CACHE_STORAGE_KEY } from '../config/constants';

export interface Tab {
  /** Full path with query: two different orders are two tabs. */
  key: string;
  pathname: string;
  title: string;
  /** Kept alive while hidden (descriptor cache flag). */
  cache: boolean;
}

interface SavedTabs {
  tabs: Tab[];
  activeKey: string | undefined;
}

function readSaved(): SavedTabs {
  try {
    const saved = JSON.parse(localStorage.getItem(ROUTE_CACHE_STORAGE_KEY) ?? 'null') as SavedTabs | null;
    if (saved && Array.isArray(saved.tabs)) return { tabs: saved.tabs, activeKey: saved.activeKey };
  } catch {
    // A damaged cache is dropped.
  }
  return { tabs: [], activeKey: undefined };
}

interface TabsState extends SavedTabs {
  /** Opens (or activates) the tab of a visited route. */
  visit: (tab: Tab) => void;
  /** Closes a tab and returns the key that should become active (undefined when none remain). */
  close: (key: string) => string | undefined;
}

function save(state: SavedTabs): void {
  localStorage.setItem(ROUTE_CACHE_STORAGE_KEY, JSON.stringify({ tabs: state.tabs, activeKey: state.activeKey }));
}

/** Visited views as tabs, saved so they survive a browser refresh. */
export const useTabsStore = create<TabsState>((set, get) => ({
  ...readSaved(),
  visit: (tab) => {
    const { tabs } = get();
    const existing = tabs.findIndex((t) => t.key === tab.key);
    const next = existing >= 0 ? tabs.map((t, i) => (i === existing ? tab : t)) : [...tabs, tab];
    const state = { tabs: next, activeKey: tab.key };
    save(state);
    set(state);
  },
  close: (key) => {
    const { tabs, activeKey } = get();
    const next = tabs.filter((t) => t.key !== key);
    const nextActive = activeKey === key ? next[next.length - 1]?.key : activeKey;
    const state = { tabs: next, activeKey: nextActive };
    save(state);
    set(state);
    return nextActive;
  },
}));
