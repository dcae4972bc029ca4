/** The list screens of the demo user's sidebar that both servers have: the ones the bench opens from the menu. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildMenuTree, type MenuEntry } from '../../src/access/menu';
import { APP_CODE, PASSWORD, ROLE_LIST, USER } from './demo-user';

export interface BenchRoute {
  path: string;
  name: string;
  directoryId: number;
}

/** Preferred, in this order: list screens of several areas, with rows; the menu's other lists fill in. */
export const PREFERRED_SCREENS: readonly string[] = [
  '/saas/order/all/index',
  '/saas/waybill/all/index',
  '/saas/system/user/index',
  '/saas/customer/index',
  '/saas/finance/bill/index',
];

async function userMenu(baseURL: string): Promise<BenchRoute[]> {
  const login = await fetch(`${baseURL}/api/login/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: USER, password: PASSWORD }),
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const menu = await fetch(`${baseURL}/api/user/group/getMenuPermissionByToken?app_code=${APP_CODE}`, { headers: { token } });
  const entries = ((await menu.json()) as { data: MenuEntry[] }).data;
  return buildMenuTree(entries).flatMap((directory) =>
    directory.children
      .filter((leaf) => leaf.path !== '' && leaf.children.length === 0)
      .map((leaf) => ({ path: leaf.path, name: leaf.name, directoryId: directory.id })),
  );
}

/** Screen kind by route, from a tree's descriptors. */
function screenKinds(root: string): Map<string, string> {
  const dir = join(root, 'screens');
  const kinds = new Map<string, string>();
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'))) {
    const descriptor = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { path?: string; kind?: string };
    if (descriptor.path && descriptor.kind) kinds.set(descriptor.path, descriptor.kind);
  }
  return kinds;
}

/**
 * `count` list screens in both servers' demo user's menus (the role list excepted): the preferred ones that
 * both have, then the others in menu order. The first server's menu gives each entry's directory; the
 * second's must hold the same entry under the same directory.
 */
export async function commonListScreens(count: number, servers: ReadonlyArray<{ baseURL: string; root: string }>): Promise<BenchRoute[][]> {
  const menus = await Promise.all(servers.map((s) => userMenu(s.baseURL)));
  const kinds = servers.map((s) => screenKinds(s.root));
  const isList = (path: string) => kinds.every((k) => k.get(path) === 'list');
  const inAll = (path: string) => menus.every((menu) => menu.some((r) => r.path === path));
  const candidates = [...PREFERRED_SCREENS, ...menus[0]!.map((r) => r.path)].filter((p, i, all) => all.indexOf(p) === i);
  const chosen = candidates.filter((p) => p !== ROLE_LIST && isList(p) && inAll(p)).slice(0, count);
  if (chosen.length < count) throw new Error(`only ${chosen.length} list screens are in every menu of the demo user`);
  return menus.map((menu) => chosen.map((p) => menu.find((r) => r.path === p)!));
}
