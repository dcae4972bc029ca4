// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMenuUniverse, menuForUser, type MenuEntry } from '../../../server/menu/build-menu.js';
import { call, login, menuOf, startTestServer, type TestServer } from './test-server.js';

let ts: TestServer;
beforeAll(async () => {
  ts = await startTestServer();
});
afterAll(async () => {
  await ts.stop();
});

const byPath = (entries: MenuEntry[], path: string): MenuEntry | undefined => entries.find((e) => e.path === path);

describe('menu permission', () => {
  it('gives the admin every entry, with hidden show/update routes and aliases under directories', async () => {
    const menu = await menuOf(ts.url, 'admin', 'BANG');
    const system = menu.find((e) => e.pid === 0 && e.name === '系统管理');
    expect(system).toMatchObject({ path: '', icon: 'SettingOutlined', is_hidden: 0 });
    expect(byPath(menu, '/saas/system/role/index')).toMatchObject({ is_hidden: 0, name: '角色管理', pid: system?.id });
    expect(byPath(menu, '/saas/system/role/show/:id')).toMatchObject({ is_hidden: 1, pid: system?.id });
    expect(byPath(menu, '/saas/system/role/update/:id')).toMatchObject({ is_hidden: 1, name: '编辑角色' });
    expect(byPath(menu, '/saas/system/role/add')).toMatchObject({ is_hidden: 1, name: '编辑角色' });
    expect(byPath(menu, '/saas/dashboard/index')?.is_hidden).toBe(0);
    expect(menu.find((e) => e.pid === 0 && e.name === '其他')).toBeDefined();
    expect(byPath(menu, '/zzz/unknown/index')).toBeDefined();
    expect(byPath(menu, '/saas/system/role/index')?.menu_element_list.map((e) => e.code)).toEqual(['add', 'edit', 'delete', 'export', 'print']);
    // Built-in screens appear even without a descriptor.
    expect(byPath(menu, '/my/index')).toBeDefined();

    const ids = menu.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of menu) if (entry.pid !== 0) expect(ids).toContain(entry.pid);
    expect(await menuOf(ts.url, 'admin', 'OSS')).toEqual(menu);
  });

  it('puts the permission codes on the welcome entry', async () => {
    const menu = await menuOf(ts.url, 'supervisor', 'BANG');
    const codes = byPath(menu, '/my/wtoms')?.menu_element_list.map((e) => e.code);
    expect(codes).toContain('IS_AFTER_SALES_SUPERVISOR');
    expect(byPath(menu, '/bang/order/index')?.menu_element_list.map((e) => e.code)).toEqual(['add', 'edit', 'export', 'print']);
  });

  it('gives other users only their own app code and their areas', async () => {
    expect(await menuOf(ts.url, 'consignor', 'OSS')).toEqual([]);
    const consignor = await menuOf(ts.url, 'consignor', 'DA');
    const paths = consignor.map((e) => e.path).filter((p) => p !== '');
    expect(paths).toEqual(expect.arrayContaining(['/my/wtoms', '/saas/account/my/index', '/da/order/index']));
    expect(paths.some((p) => p.startsWith('/saas/system/'))).toBe(false);
    expect(paths).not.toContain('/bang/order/index');
    // Directories appear only with an included child.
    expect(consignor.some((e) => e.pid === 0 && e.name === '系统管理')).toBe(false);

    const servicer = await menuOf(ts.url, 'servicer', 'BANG');
    expect(byPath(servicer, '/bang/order/index')).toBeDefined();
    expect(byPath(servicer, '/saas/system/role/index')).toBeUndefined();
  });

  it('offers 订单录入 (the full order form) in the sidebar under 订单管理 to those who enter orders', () => {
    const universe = buildMenuUniverse([
      { path: '/saas/order/all/index', title: '全部订单', kind: 'list', aliases: [] },
      { path: '/saas/order-entry/entry', title: '订单录入', kind: 'form', aliases: ['/saas/order-entry/show'] },
      { path: '/saas/order/create/waybill', title: '新增运单', kind: 'form', aliases: [] },
    ], () => undefined);
    for (const role of ['admin', 'servicer', 'customer_service', 'supervisor'] as const) {
      const menu = menuForUser(universe, { role, app_code: 'BANG', permissions: [] }, 'BANG');
      const orders = menu.find((e) => e.pid === 0 && e.name === '订单管理');
      const entryGroup = menu.find((e) => e.pid === orders?.id && e.path === '' && e.name === '订单录入');
      expect(entryGroup).toBeDefined();
      expect(byPath(menu, '/saas/order-entry/entry')).toMatchObject({ is_hidden: 0, name: '订单录入', pid: entryGroup?.id });
      expect(byPath(menu, '/saas/order-entry/entry')?.menu_element_list.map((e) => e.code)).toContain('add');
      // Its alias and the other create forms stay routes only.
      expect(byPath(menu, '/saas/order-entry/show')?.is_hidden).toBe(1);
      expect(byPath(menu, '/saas/order/create/waybill')?.is_hidden).toBe(1);
    }
    expect(byPath(menuForUser(universe, { role: 'finance', app_code: 'BANG', permissions: [] }, 'BANG'), '/saas/order-entry/entry')).toBeUndefined();
  });

  it('requires a valid app_code', async () => {
    const { token } = await login(ts.url, 'admin');
    const missing = await call(ts.url, '/api/user/group/getMenuPermissionByToken', { token });
    expect(missing.body).toEqual({ code: '400', msg: '参数错误：缺少必填字段 app_code' });
    const wrong = await call(ts.url, '/api/user/group/getMenuPermissionByToken?app_code=XX', { token });
    expect(wrong.body.msg).toBe('参数错误：app_code 应为以下值之一：OSS, BANG, PAI, DA');
  });
});

describe('restart', () => {
  it('keeps data, tokens and menu ids across a restart on the same database', async () => {
    const { token } = await login(ts.url, 'admin');
    const before = await menuOf(ts.url, 'admin', 'OSS');
    const created = await call(ts.url, '/api/system/menus', {
      method: 'POST', token, body: { name: '重启测试', type: 'MENU', app_code: 'OSS' },
    });
    const dir = ts.dir;
    await ts.stop(true);

    ts = await startTestServer({}, dir);
    const kept = await call(ts.url, `/api/system/menus/${created.body.data.id}`, { token });
    expect(kept.body.data.name).toBe('重启测试');
    // Not seeded twice.
    expect((await call(ts.url, '/api/system/roles', { token })).body.data.total).toBe(14);
    expect(await menuOf(ts.url, 'admin', 'OSS')).toEqual(before);
  });
});

describe('public routes and role areas', () => {
  it('never lists public routes and gives each role the areas of its work', async () => {
    const screens = {
      'public/query.json': { path: '/order/query', title: '订单查询', kind: 'list', api: { resource: '/public/order/query' } },
      'public/attachment.json': { path: '/order/attachment/:id/:no', title: '订单附件', kind: 'show', api: { resource: '/public/order/attachments' } },
      'orders/sign.json': { path: '/saas/order/sign/index', title: '签收管理', kind: 'list', api: { resource: '/order/waybills' } },
      'orders/create.json': { path: '/saas/order/create/waybill', title: '新增运单', kind: 'form', api: { resource: '/order/waybills' } },
      'marketing/plan.json': { path: '/saas/marketing/incentive-plan/index', title: '激励计划', kind: 'list', api: { resource: '/marketing/incentive-plans' } },
      'bill/check.json': { path: '/saas/check-bill/index', title: '对账单', kind: 'list', api: { resource: '/finance/check-bills' } },
    };
    const other = await startTestServer({}, undefined, screens);
    try {
      const menuFor = async (username: string, appCode: string): Promise<MenuEntry[]> => {
        const { token } = await login(other.url, username);
        return (await call(other.url, `/api/user/group/getMenuPermissionByToken?app_code=${appCode}`, { token })).body.data;
      };
      const admin = await menuFor('admin', 'OSS');
      expect(byPath(admin, '/order/query')).toBeUndefined();
      expect(byPath(admin, '/order/attachment/:id/:no')).toBeUndefined();
      expect(admin.find((e) => e.id === byPath(admin, '/saas/marketing/incentive-plan/index')?.pid)?.name).toBe('营销中心');

      const delivery = (await menuFor('delivery', 'PAI')).map((e) => e.path);
      expect(delivery).toContain('/saas/order/sign/index');
      expect(delivery).not.toContain('/saas/order/create/waybill');
      expect((await menuFor('servicer', 'BANG')).map((e) => e.path)).toEqual(
        expect.arrayContaining(['/saas/order/create/waybill', '/saas/marketing/incentive-plan/index', '/saas/check-bill/index']),
      );
      expect((await menuFor('consignor', 'DA')).map((e) => e.path)).toContain('/saas/check-bill/index');
      expect((await menuFor('cs', 'BANG')).map((e) => e.path)).not.toContain('/saas/check-bill/index');
    } finally {
      await other.stop();
    }
  }, 60_000);
});
