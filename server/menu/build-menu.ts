/** The menu permission list: directories plus one entry per screen route and alias, filtered per user. */
import { isPublicScreen } from './public-screens.js';
import { WELCOME_PATH } from './welcome-path.js';
import { directoryFor, directorySort, FALLBACK_DIRECTORY, MENU_DIRECTORIES, type MenuDirectory } from './menu-directories.js';
import { groupFor, MENU_GROUPS, type MenuGroup } from './menu-groups.js';
import { ROLE_ELEMENTS, ROLE_OPERATIONS, roleCanSee, type MenuCode } from './role-access.js';
import type { ScreenRoute } from './screen-catalog.js';
import { StableIdAllocator } from './stable-id.js';
import type { MenuRole } from '../users/demo-users.js';
import { PERMISSION_NAMES } from '../users/permission-codes.js';

export interface MenuEntry {
  id: number;
  /** 0 for directories (roots). */
  pid: number;
  /** '' for directories. */
  path: string;
  name: string;
  is_hidden: 0 | 1;
  icon: string;
  sort: number;
  menu_element_list: MenuCode[];
  menu_opration_list: MenuCode[];
}

type EntryBase = Omit<MenuEntry, 'menu_element_list' | 'menu_opration_list'>;

export interface MenuUniverse {
  directories: ReadonlyMap<string, EntryBase>;
  /** Second-level groups (MENU_GROUPS) by key, each with the key of its directory. */
  groups: ReadonlyMap<string, EntryBase & { directoryKey: string }>;
  /** Screen entries in path order, each with the key of its directory and of its group, if any. */
  pages: ReadonlyArray<EntryBase & { directoryKey: string; groupKey?: string }>;
}

/** Lists, dashboards and custom screens show in the sidebar; show/form screens and aliases are routes only. */
const VISIBLE_KINDS: ReadonlySet<string> = new Set(['list', 'dashboard', 'custom']);

/** Forms a clerk opens from the sidebar as well as from a list's button: 订单录入 (the full order form) under 订单管理. */
const SIDEBAR_FORMS: ReadonlySet<string> = new Set(['/saas/order-entry/entry']);

/** A route with a parameter (/saas/ticket/detail/:id) is opened from another screen, never from the sidebar. */
function isSidebarEntry(screen: ScreenRoute): boolean {
  return (VISIBLE_KINDS.has(screen.kind) || SIDEBAR_FORMS.has(screen.path)) && !screen.path.includes('/:');
}

export function buildMenuUniverse(
  screens: readonly ScreenRoute[],
  warn: (message: string) => void,
  menuGroups: readonly MenuGroup[] = MENU_GROUPS,
): MenuUniverse {
  const ids = new StableIdAllocator();
  const directories = new Map<string, EntryBase>();
  for (const directory of [...MENU_DIRECTORIES, FALLBACK_DIRECTORY]) {
    directories.set(directory.key, {
      id: ids.idFor(`directory:${directory.key}`), pid: 0, path: '', name: directory.name, is_hidden: 0,
      icon: directory.icon, sort: directorySort(directory),
    });
  }

  const routes: Array<{ path: string; title: string; hidden: boolean }> = [];
  const seen = new Set<string>();
  const addRoute = (path: string, title: string, hidden: boolean): void => {
    if (isPublicScreen(path)) return;
    if (seen.has(path)) {
      warn(`route ${path} is declared by more than one screen descriptor; keeping the first`);
      return;
    }
    seen.add(path);
    routes.push({ path, title, hidden });
  };
  for (const screen of screens) addRoute(screen.path, screen.title, !isSidebarEntry(screen));
  for (const screen of screens) for (const alias of screen.aliases) addRoute(alias, screen.title, true);
  routes.sort((a, b) => a.path.localeCompare(b.path));

  // Route ids are allocated before group ids, so adding a group never moves an existing entry's id.
  const placed = routes.map((route) => {
    const directory: MenuDirectory = directoryFor(route.path);
    const place = groupFor(directory.key, route.path, menuGroups);
    return { route, directory, place, id: ids.idFor(`route:${route.path}`) };
  });
  const groups = new Map<string, EntryBase & { directoryKey: string }>();
  const topCount = new Map<string, number>();
  for (const { directory, place } of placed) if (!place) topCount.set(directory.key, (topCount.get(directory.key) ?? 0) + 1);
  menuGroups.forEach((group, index) => {
    const parent = directories.get(group.directory);
    groups.set(group.key, {
      id: ids.idFor(`group:${group.directory}/${group.key}`), pid: parent?.id ?? 0, path: '', name: group.name,
      is_hidden: 0, icon: '', sort: (topCount.get(group.directory) ?? 0) + index + 1, directoryKey: group.directory,
    });
  });

  // Directly under a directory: path order. Inside a group: the order of the group's prefixes, then path.
  const ordered = [...placed].sort((a, b) => (a.place?.rank ?? 0) - (b.place?.rank ?? 0));
  const countPerParent = new Map<string, number>();
  const sortOf = new Map<number, number>();
  for (const { directory, place, id } of ordered) {
    const parentKey = place ? `group:${place.group.key}` : `directory:${directory.key}`;
    const sort = (countPerParent.get(parentKey) ?? 0) + 1;
    countPerParent.set(parentKey, sort);
    sortOf.set(id, sort);
  }
  const pages = placed.map(({ route, directory, place, id }): EntryBase & { directoryKey: string; groupKey?: string } => {
    const parent = place ? groups.get(place.group.key) : directories.get(directory.key);
    return {
      id, pid: parent?.id ?? 0, path: route.path, name: route.title, is_hidden: route.hidden ? 1 : 0, icon: '',
      sort: sortOf.get(id) ?? 0, directoryKey: directory.key, groupKey: place?.group.key,
    };
  });
  return { directories, groups, pages };
}

export interface MenuUser {
  role: MenuRole;
  app_code: string;
  permissions: readonly string[];
}

/**
 * The flat entry list one user gets for one app code. The admin gets everything for any app code;
 * others only for their own app code and only the areas of their role. A directory or group is included
 * when at least one of its children is.
 */
export function menuForUser(universe: MenuUniverse, user: MenuUser, appCode: string): MenuEntry[] {
  const isAdmin = user.role === 'admin';
  if (!isAdmin && appCode !== user.app_code) return [];
  const elements = ROLE_ELEMENTS[user.role];
  const operations = ROLE_OPERATIONS[user.role];
  const permissionElements: MenuCode[] = user.permissions.map((code) => ({ code, name: PERMISSION_NAMES[code] ?? code }));

  const pages = universe.pages.filter((page) => roleCanSee(user.role, page.path));
  const usedDirectories = new Set(pages.map((page) => page.directoryKey));
  const usedGroups = new Set(pages.flatMap((page) => (page.groupKey ? [page.groupKey] : [])));
  const directories = [...universe.directories.entries()]
    .filter(([key]) => usedDirectories.has(key))
    .map(([, entry]) => ({ ...entry, menu_element_list: [], menu_opration_list: [] }))
    .sort((a, b) => a.sort - b.sort);
  const groups: MenuEntry[] = [...universe.groups.entries()]
    .filter(([key]) => usedGroups.has(key))
    .map(([, { directoryKey: _directoryKey, ...entry }]) => ({ ...entry, menu_element_list: [], menu_opration_list: [] }));

  const pageEntries: MenuEntry[] = pages.map(({ directoryKey: _directoryKey, groupKey: _groupKey, ...page }) => ({
    ...page,
    menu_element_list: page.path === WELCOME_PATH ? [...elements, ...permissionElements] : [...elements],
    menu_opration_list: [...operations],
  }));
  return [...directories, ...groups, ...pageEntries];
}
