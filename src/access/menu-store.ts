import { create } from 'zustand';
import type { AxiosInstance } from 'axios';
import { ROUTE_RETRY_ATTEMPTS, ROUTE_RETRY_INTERVAL_MS } from '../config/constants';
import { MSG } from '../config/messages';
import type { AppCode } from '../config/variant';
import { buildMenuTree, permissionCodes, type MenuEntry, type MenuNode } from './menu';

export type MenuStatus = 'idle' | 'loading' | 'ready' | 'timeout';

interface MenuState {
  status: MenuStatus;
  entries: MenuEntry[];
  tree: MenuNode[];
  /** Route patterns of the menu permission (hidden entries included). */
  paths: ReadonlySet<string> | undefined;
  codes: ReadonlySet<string>;
  /** Menu id of a route pattern, sent as the menu-id header. */
  idByPath: ReadonlyMap<string, number>;
  setEntries: (entries: MenuEntry[]) => void;
  setStatus: (status: MenuStatus) => void;
  reset: () => void;
}

const empty = { status: 'idle' as MenuStatus, entries: [], tree: [], paths: undefined, codes: new Set<string>(), idByPath: new Map<string, number>() };

export const useMenuStore = create<MenuState>((set) => ({
  ...empty,
  setEntries: (entries) =>
    set({
      status: 'ready',
      entries,
      tree: buildMenuTree(entries),
      paths: new Set(entries.map((e) => e.path).filter(Boolean)),
      codes: permissionCodes(entries),
      idByPath: new Map(entries.filter((e) => e.path).map((e) => [e.path, e.id])),
    }),
  setStatus: (status) => set({ status }),
  reset: () => set(empty),
}));

/** The menu id a screen sends (menu-id header): its route pattern's, else its descriptor path's. */
export function menuIdOf(idByPath: ReadonlyMap<string, number>, route: { pattern: string; entry: { path: string } }): number | undefined {
  return idByPath.get(route.pattern) ?? idByPath.get(route.entry.path);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads the menu permission on the first navigation after login: up to ROUTE_RETRY_ATTEMPTS tries at
 * ROUTE_RETRY_INTERVAL_MS; after that the navigation fails with 'initial menu user timeout'.
 */
export async function loadMenuPermission(
  client: AxiosInstance,
  appCode: AppCode,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<MenuEntry[]> {
  const store = useMenuStore.getState();
  store.setStatus('loading');
  for (let attempt = 1; attempt <= ROUTE_RETRY_ATTEMPTS; attempt += 1) {
    try {
      const { data } = await client.get<{ data?: MenuEntry[] }>('/user/group/getMenuPermissionByToken', {
        params: { app_code: appCode },
      });
      const entries = Array.isArray(data.data) ? data.data : [];
      useMenuStore.getState().setEntries(entries);
      return entries;
    } catch {
      if (attempt < ROUTE_RETRY_ATTEMPTS) await wait(ROUTE_RETRY_INTERVAL_MS);
    }
  }
  useMenuStore.getState().setStatus('timeout');
  throw new Error(MSG.menuTimeout);
}
