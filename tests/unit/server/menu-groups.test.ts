// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildMenuUniverse, menuForUser, type MenuEntry } from '../../../server/menu/build-menu.js';
import { groupFor, MENU_GROUPS } from '../../../server/menu/menu-groups.js';
import { MENU_DIRECTORIES } from '../../../server/menu/menu-directories.js';
import type { ScreenRoute } from '../../../server/menu/screen-catalog.js';

const list = (path: string, title: string): ScreenRoute => ({ path, title, kind: 'list', aliases: [] });

const SCREENS: ScreenRoute[] = [
  list('/saas/order/all/index', '全部订单'),
  { path: '/saas/order-entry/entry', title: '订单录入', kind: 'form', aliases: [] },
  list('/saas/order/import/index', '批量导入运单'),
  list('/saas/order/draft/index', '运单草稿箱'),
  list('/saas/order/pending/index', '待处理订单'),
  list('/saas/order/check/index', '订单审核'),
  list('/saas/order/arrive/index', '到货管理'),
  list('/saas/order/assign/index', '派单管理'),
  list('/saas/order/sign/index', '签收管理'),
  list('/saas/order/manage/sign-recheck/index', '签收复核'),
  { path: '/saas/order/sign/show/:id', title: '签收详情', kind: 'show', aliases: [] },
  list('/saas/order/intercept/index', '订单拦截'),
  list('/saas/order/update-approve/index', '改单审批'),
  list('/saas/order/recycle/index', '运单回收站'),
  list('/saas/finance/bill/index', '账单'),
];

const admin = { role: 'admin', app_code: 'BANG', permissions: [] } as const;
const named = (menu: MenuEntry[], pid: number | undefined): string[] =>
  menu.filter((e) => e.pid === pid && e.is_hidden === 0).sort((a, b) => a.sort - b.sort).map((e) => e.name);

describe('menu groups', () => {
  it('groups 订单管理 into entry, processing, delivery and after-sales, with 全部订单 on top', () => {
    const menu = menuForUser(buildMenuUniverse(SCREENS, () => undefined), admin, 'BANG');
    const orders = menu.find((e) => e.pid === 0 && e.name === '订单管理');
    expect(named(menu, orders?.id)).toEqual(['全部订单', '订单录入', '订单处理', '派送签收', '售后与管控']);
    const group = (name: string) => menu.find((e) => e.pid === orders?.id && e.path === '' && e.name === name)?.id;
    expect(named(menu, group('订单录入'))).toEqual(['订单录入', '批量导入运单', '运单草稿箱']);
    expect(named(menu, group('订单处理'))).toEqual(['待处理订单', '订单审核', '到货管理']);
    expect(named(menu, group('派送签收'))).toEqual(['派单管理', '签收管理', '签收复核']);
    expect(named(menu, group('售后与管控'))).toEqual(['订单拦截', '改单审批', '运单回收站']);
    // A hidden route of a grouped list sits in its group; other directories are not grouped.
    expect(menu.find((e) => e.path === '/saas/order/sign/show/:id')?.pid).toBe(group('派送签收'));
    const finance = menu.find((e) => e.pid === 0 && e.name === '财务管理');
    expect(named(menu, finance?.id)).toEqual(['账单']);
  });

  it('keeps every route id when groups are added, and gives groups stable ids of their own', () => {
    const flat = buildMenuUniverse(SCREENS, () => undefined, []);
    const grouped = buildMenuUniverse(SCREENS, () => undefined);
    expect(grouped.pages.map((p) => [p.path, p.id])).toEqual(flat.pages.map((p) => [p.path, p.id]));
    expect([...grouped.directories.values()].map((d) => d.id)).toEqual([...flat.directories.values()].map((d) => d.id));
    const again = buildMenuUniverse(SCREENS, () => undefined);
    expect([...again.groups.values()].map((g) => g.id)).toEqual([...grouped.groups.values()].map((g) => g.id));
  });

  it('leaves out a group none of whose lists the user may see', () => {
    const finance = menuForUser(buildMenuUniverse(SCREENS, () => undefined), { role: 'finance', app_code: 'BANG', permissions: [] }, 'BANG');
    const names = finance.filter((e) => e.path === '').map((e) => e.name);
    expect(names).not.toContain('派送签收');
  });

  it('declares groups only inside known directories, with unique keys, and matches the longest prefix', () => {
    const keys = new Set(MENU_DIRECTORIES.map((d) => d.key));
    for (const group of MENU_GROUPS) expect(keys.has(group.directory)).toBe(true);
    expect(new Set(MENU_GROUPS.map((g) => g.key)).size).toBe(MENU_GROUPS.length);
    expect(groupFor('order', '/saas/order/manage/sign-recheck/index')?.group.key).toBe('order-delivery');
    expect(groupFor('order', '/saas/order/manage/restrict/index')?.group.key).toBe('order-after-sales');
    expect(groupFor('order', '/saas/order/all/index')).toBeUndefined();
    expect(groupFor('finance', '/saas/order/sign/index')).toBeUndefined();
  });
});
