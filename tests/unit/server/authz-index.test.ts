// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiUsesOf, buildApiIndex } from '../../../server/authz/api-index.js';
import { Authorizer, type AuthzUser } from '../../../server/authz/authorizer.js';
import { normalizeRoutePattern, routeKeyOf } from '../../../server/authz/route-key.js';
import { parseScreenDoc, type ScreenDoc } from '../../../server/descriptors/screen-doc.js';
import { buildMenuUniverse } from '../../../server/menu/build-menu.js';
import { screenRoutes } from '../../../server/menu/screen-catalog.js';
import { orderWorkflow } from '../../../server/workflow/registry.js';
import { screenFileText } from './screen-file.js';

function doc(descriptor: Record<string, unknown>): ScreenDoc {
  const parsed = parseScreenDoc('test.json', screenFileText('test.json', descriptor));
  if (typeof parsed === 'string') throw new Error(parsed);
  return parsed;
}

const waybillList = doc({
  path: '/saas/waybill/all/index', title: '全部运单', kind: 'list',
  api: { resource: '/order/waybills', convention: 'main' },
  toolbar: [{ action: 'export', operation: 'export', label: '导出', api: '/order/waybills/export', filePrefix: '运单' }],
  rowActions: [
    { action: 'delete', label: '删除', confirm: '确定删除吗？', operation: 'delete' },
    { action: 'call', label: '推送', api: '/order/waybills/{id}/push', method: 'PUT', operation: 'push' },
    { action: 'call', label: '确认', api: '/order/waybills/{id}/confirm', operation: 'edit' },
  ],
  bulkActions: [{ action: 'call', label: '批量审核', api: '/order/waybills/audit', idsKey: 'ids', operation: 'audit' }],
});

const waybillForm = doc({
  path: '/saas/waybill/update/:id', aliases: ['/saas/waybill/add'], title: '编辑运单', kind: 'form',
  api: { resource: '/order/waybills/', convention: 'main' },
});

describe('route keys', () => {
  it('compare parameters by position, not by name, and ignore a trailing slash', () => {
    expect(normalizeRoutePattern('/api/order/waybills/:record_id')).toBe(normalizeRoutePattern('/api/order/waybills/{id}/'));
    expect(routeKeyOf('HEAD', '/api/x/:id?')).toBe('GET /api/x/:');
  });
});

describe('API permission index', () => {
  const uses = new Map(apiUsesOf(waybillList).map((use) => [use.key, use.operation]));

  it('lets a list screen read its collection and one record without a code', () => {
    expect(uses.get('GET /api/order/waybills')).toBeNull();
    expect(uses.get('GET /api/order/waybills/table')).toBeNull();
    expect(uses.get('GET /api/order/waybills/:')).toBeNull();
  });

  it('maps export, delete and call actions to their route, method and operation code', () => {
    expect(uses.get('GET /api/order/waybills/export')).toBe('export');
    expect(uses.get('DELETE /api/order/waybills/:')).toBe('delete');
    expect(uses.get('PUT /api/order/waybills/:/push')).toBe('push');
    // A row call and a bulk action need the codes they name.
    expect(uses.get('POST /api/order/waybills/:/confirm')).toBe('edit');
    expect(uses.get('POST /api/order/waybills/audit')).toBe('audit');
  });

  it('maps workflow buttons to their transitions\' routes and operation codes: one, every one, and the bulk ones', () => {
    const workflows = new Map([['order', orderWorkflow()]]);
    const receiving = doc({
      path: '/saas/order/receive/index', title: '待接单', kind: 'list', api: { resource: '/order/waybills' },
      rowActions: [{ action: 'transition', workflow: 'order', transition: 'reject' }],
      bulkActions: [{ action: 'transition', workflow: 'order', transition: 'receive' }, { action: 'transition', workflow: 'order', transition: 'reassign' }],
    });
    const keys = new Map(apiUsesOf(receiving, workflows).map((use) => [use.key, use.operation]));
    expect(keys.get('POST /api/order/waybills/:/actions/reject')).toBe('receive');
    expect(keys.get('POST /api/order/waybills/actions/receive')).toBe('receive');
    expect(keys.has('POST /api/order/waybills/:/actions/receive')).toBe(false);
    // 改派 has no bulk run: a bulk button for it opens nothing.
    expect(keys.has('POST /api/order/waybills/actions/reassign')).toBe(false);
    const detail = doc({ path: '/bang/order/show/:id', title: '订单详情', kind: 'show', api: { resource: '/order/waybills' }, actions: [{ action: 'transitions', workflow: 'order' }] });
    const all = apiUsesOf(detail, workflows).filter((use) => use.key.includes('/actions/'));
    expect(all.map((use) => [use.key, use.operation])).toEqual(orderWorkflow().transitions.map((t) => [`POST /api/order/waybills/:/actions/${t.key}`, t.operation]));
    // A workflow the server does not know gives nothing.
    expect(apiUsesOf(doc({ path: '/x', title: 'x', kind: 'list', api: { resource: '/order/waybills' }, rowActions: [{ action: 'transitions', workflow: 'nope' }] }), workflows).filter((use) => use.key.includes('/actions/'))).toEqual([]);
  });

  it('gives a form POST with "add" and PUT with "edit", under its path and its aliases', () => {
    const index = buildApiIndex([waybillForm]);
    for (const route of ['/saas/waybill/update/:id', '/saas/waybill/add']) {
      const keys = new Map((index.get(route) ?? []).map((use) => [use.key, use.operation]));
      expect(keys.get('POST /api/order/waybills')).toBe('add');
      expect(keys.get('PUT /api/order/waybills/:')).toBe('edit');
    }
    expect(index.has('/saas/waybill/all/index')).toBe(false);
  });
});

describe('Authorizer', () => {
  const docs = [waybillList, waybillForm, doc({ path: '/saas/system/role/index', title: '角色管理', kind: 'list', api: { resource: '/system/roles' } })];
  const authorizer = new Authorizer(buildMenuUniverse(screenRoutes(docs), () => undefined), buildApiIndex(docs));
  const account = (role: AuthzUser['role'], main_type: AuthzUser['main_type'], app_code: AuthzUser['app_code']): AuthzUser =>
    ({ id: 90, role, main_type, app_code, permissions: [] });
  const finance = account('finance', 'servicer', 'BANG');
  const delivery = { ...account('delivery', 'delivery', 'PAI'), id: 91 };

  it('allows what a page of the menu uses, with the operation codes of the menu entry', () => {
    // finance holds edit and export but not delete or add (menu/role-access.ts).
    expect(authorizer.allows(finance, 'GET', '/api/order/waybills/export')).toBe(true);
    expect(authorizer.allows(finance, 'PUT', '/api/order/waybills/:record_id')).toBe(true);
    expect(authorizer.allows(finance, 'DELETE', '/api/order/waybills/:id')).toBe(false);
    expect(authorizer.allows(finance, 'POST', '/api/order/waybills')).toBe(false);
    expect(authorizer.allows(delivery, 'GET', '/api/order/waybills/export')).toBe(false);
  });

  it('refuses a route no page and no rule names, and platform administration, but not to the platform admin', () => {
    expect(authorizer.allows(finance, 'GET', '/api/not/declared')).toBe(false);
    expect(authorizer.allows(finance, 'POST', '/api/system/roles')).toBe(false);
    expect(authorizer.allows(account('admin', 'platform', 'OSS'), 'POST', '/api/system/roles')).toBe(true);
  });

  it('applies explicit rules: the shell for everyone, tickets for accounts with ticket pages', () => {
    expect(authorizer.allows(delivery, 'GET', '/api/user/users/getUserInfo')).toBe(true);
    expect(authorizer.allows(delivery, 'POST', '/api/order/ticket')).toBe(false);
  });

  it('lets every account read the pickers, but only accounts holding the add code use their create dialogs', () => {
    // finance's waybill page lists edit and export; the servicer's lists add.
    const servicer = { ...account('servicer', 'servicer', 'BANG'), id: 92 };
    expect(authorizer.allows(finance, 'GET', '/api/user/resource_binding/transporter/list')).toBe(true);
    expect(authorizer.allows(finance, 'POST', '/api/user/resource_binding/transporter/add')).toBe(false);
    expect(authorizer.allows(servicer, 'POST', '/api/user/resource_binding/transporter/add')).toBe(true);
  });
});
