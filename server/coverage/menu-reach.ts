/**
 * Menu reach: which routes no demo user other than the admin gets (outside the admin-only areas), which
 * fall into the catch-all directory, and which public routes would show in a menu.
 */
import { FALLBACK_DIRECTORY } from '../menu/menu-directories.js';
import { menuForUser, type MenuUniverse } from '../menu/build-menu.js';
import { isPublicScreen } from '../menu/public-screens.js';
import { ADMIN_ONLY_PREFIXES } from '../menu/role-access.js';
import type { ScreenDoc } from '../descriptors/screen-doc.js';
import { DEMO_USERS } from '../users/demo-users.js';
import type { CoverageIssue } from './probe-context.js';

export interface MenuReach {
  /** Routes only the admin reaches although they are not admin-only areas. */
  unreachable: CoverageIssue[];
  /** Routes in the 其他 directory (no directory prefix matches). */
  undirected: CoverageIssue[];
}

export function menuReach(universe: MenuUniverse, docs: readonly ScreenDoc[]): MenuReach {
  const fileOf = (path: string): string => docs.find((doc) => doc.path === path || doc.aliases.includes(path))?.file ?? '(built-in)';
  const reached = new Set<string>();
  for (const user of DEMO_USERS) {
    if (user.role === 'admin') continue;
    for (const entry of menuForUser(universe, user, user.app_code)) reached.add(entry.path);
  }
  const unreachable: CoverageIssue[] = [];
  const undirected: CoverageIssue[] = [];
  for (const page of universe.pages) {
    const adminOnly = ADMIN_ONLY_PREFIXES.some((prefix) => page.path.startsWith(prefix));
    if (!adminOnly && !reached.has(page.path)) {
      unreachable.push({ file: fileOf(page.path), route: page.path, message: 'no demo user besides the admin has this route in the menu permission' });
    }
    if (page.directoryKey === FALLBACK_DIRECTORY.key) {
      undirected.push({ file: fileOf(page.path), route: page.path, message: `lands in the ${FALLBACK_DIRECTORY.name} directory` });
    }
    if (isPublicScreen(page.path)) unreachable.push({ file: fileOf(page.path), route: page.path, message: 'public route listed in the menu' });
  }
  return { unreachable, undirected };
}
