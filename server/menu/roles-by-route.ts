/** Which demo roles reach each route: the menu each demo account gets, read back per route. */
import { DEMO_USERS } from '../users/demo-users.js';
import { menuForUser, type MenuUniverse } from './build-menu.js';

/** route (path or alias, as the menu lists it) → the role names of the demo accounts whose menu has it. */
export function rolesByRoute(universe: MenuUniverse): Record<string, string[]> {
  const roles: Record<string, string[]> = {};
  for (const user of DEMO_USERS) {
    for (const entry of menuForUser(universe, user, user.app_code)) {
      if (entry.path === '') continue;
      const names = (roles[entry.path] ??= []);
      if (!names.includes(user.role_name)) names.push(user.role_name);
    }
  }
  return roles;
}
