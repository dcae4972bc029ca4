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

/** What the route table says about a stored path: its title and cache flag, or undefined when unknown. */
export type RouteLookup = (pathname: string) => Pick<Tab, 'title' | 'cache'> | undefined;

interface SavedTabs {
  tabs: Tab[];
  activeKey: string | undefined;
}

interface TabsState extends SavedTabs {
  /**
   * Tabs whose screen has been mounted in this page life. Tabs restored from storage are not: they
   * mount when first shown. Never saved.
   */
  mounted: ReadonlySet<string>;
  /** How often each open tab has been refreshed; part of its screen's React key, so a refresh re-mounts it. */
  refreshes: Readonly<Record<string, number>>;
  /** Opens (or activates) the tab of a visited route and marks it mounted. */
  visit: (tab: Tab) => void;
  /** Closes a tab and returns the key that should become active (undefined when none remain). */
  close: (key: string) => string | undefined;
  /** Keeps only `key`, which becomes the active tab. */
  closeOthers: (key: string) => void;
  /** Closes every tab. */
  closeAll: () => void;
  /** Re-mounts a tab's screen the next time it renders (its state is reset, its data fetched again). */
  refresh: (key: string) => void;
  /** Drops stored tabs whose route is unknown and takes titles and cache flags from the route table. */
  sanitize: (lookup: RouteLookup) => void;
}

/** Whether a tab's screen is kept mounted while hidden: its route caches and it has been shown. */
export function isKeptMounted(tab: Tab, mounted: ReadonlySet<string>): boolean {
  return tab.cache && mounted.has(tab.key);
}

function isTabLike(value: unknown): value is Pick<Tab, 'key' | 'pathname'> {
  if (typeof value !== 'object' || value === null) return false;
  const { key, pathname } = value as Record<string, unknown>;
  return typeof key === 'string' && typeof pathname === 'string' && pathname.startsWith('/') && (key === pathname || key.startsWith(`${pathname}?`));
}

/** The stored list as far as its shape is sound; routes are checked later by `sanitize`. */
export function readSaved(storage: Pick<Storage, 'getItem'> = localStorage): SavedTabs {
  try {
    const saved = JSON.parse(storage.getItem(ROUTE_CACHE_STORAGE_KEY) ?? 'null') as Partial<SavedTabs> | null;
    if (saved && Array.isArray(saved.tabs)) {
      const tabs = saved.tabs.filter(isTabLike).map((t) => ({ key: t.key, pathname: t.pathname, title: String((t as Partial<Tab>).title ?? ''), cache: (t as Partial<Tab>).cache !== false }));
      const activeKey = typeof saved.activeKey === 'string' && tabs.some((t) => t.key === saved.activeKey) ? saved.activeKey : undefined;
      return { tabs: uniqueByKey(tabs), activeKey };
    }
  } catch {
    // A damaged cache is dropped.
  }
  return { tabs: [], activeKey: undefined };
}

function uniqueByKey(tabs: Tab[]): Tab[] {
  const seen = new Set<string>();
  return tabs.filter((t) => !seen.has(t.key) && seen.add(t.key));
}

function save(state: SavedTabs): void {
  try {
    localStorage.setItem(ROUTE_CACHE_STORAGE_KEY, JSON.stringify({ tabs: state.tabs, activeKey: state.activeKey }));
  } catch {
    // Storage full or unavailable: tabs just do not survive a refresh.
  }
}

function without<T>(record: Readonly<Record<string, T>>, keep: (key: string) => boolean): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => keep(key)));
}

/** Visited views as tabs, saved in localStorage (`route_cache`) so they survive a browser refresh. */
export const useTabsStore = create<TabsState>((set, get) => {
  /** Applies a new tab list; everything kept for closed tabs (mounted flag, refresh count) is released. */
  const apply = (tabs: Tab[], activeKey: string | undefined, extra: Partial<TabsState> = {}) => {
    const open = new Set(tabs.map((t) => t.key));
    const { mounted, refreshes } = get();
    const state = {
      tabs,
      activeKey,
      mounted: new Set([...mounted].filter((key) => open.has(key))),
      refreshes: without(refreshes, (key) => open.has(key)),
      ...extra,
    };
    save(state);
    set(state);
  };
  return {
    ...readSaved(),
    mounted: new Set<string>(),
    refreshes: {},
    visit: (tab) => {
      const { tabs, mounted } = get();
      const existing = tabs.findIndex((t) => t.key === tab.key);
      const next = existing >= 0 ? tabs.map((t, i) => (i === existing ? tab : t)) : [...tabs, tab];
      apply(next, tab.key, { mounted: mounted.has(tab.key) ? mounted : new Set(mounted).add(tab.key) });
    },
    close: (key) => {
      const { tabs, activeKey } = get();
      const next = tabs.filter((t) => t.key !== key);
      const nextActive = activeKey === key ? next[next.length - 1]?.key : activeKey;
      apply(next, nextActive);
      return nextActive;
    },
    closeOthers: (key) => {
      apply(get().tabs.filter((t) => t.key === key), key);
    },
    closeAll: () => {
      apply([], undefined);
    },
    refresh: (key) => {
      const { refreshes, mounted } = get();
      const remaining = new Set(mounted);
      remaining.delete(key);
      set({ refreshes: { ...refreshes, [key]: (refreshes[key] ?? 0) + 1 }, mounted: remaining });
    },
    sanitize: (lookup) => {
      const { tabs, activeKey } = get();
      const known = tabs.flatMap((tab) => {
        const route = lookup(tab.pathname);
        return route ? [{ ...tab, title: route.title, cache: route.cache }] : [];
      });
      apply(known, known.some((t) => t.key === activeKey) ? activeKey : undefined);
    },
  };
});
