// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkServerCoverage, formatCoverageReport, hasCoverageGaps, type ScreenSource } from '../../../server/coverage.js';
import { FIXTURE_SCREENS } from './fixture-screens.js';
import { screenFileText } from './screen-file.js';

const sources = (screens: Record<string, unknown>): ScreenSource[] =>
  Object.entries(screens).map(([file, descriptor]) => ({ file, text: screenFileText(file, descriptor) }));

const WAYBILL_LIST = {
  path: '/bang/order/index',
  title: '全部订单',
  kind: 'list',
  api: { resource: '/order/waybills', params: { status: 'RECEIVED' } },
  filters: [{ key: 'status', label: '状态', widget: 'select', options: [{ value: 'SIGNED', label: '已签收' }] }],
  columns: [{ key: 'order_no', title: '订单号' }],
};

describe('server coverage of the descriptors', () => {
  it('finds nothing missing when every API is served and every route reached', async () => {
    const { 'transit/shipment-all.json': exportAsList, ...fine } = FIXTURE_SCREENS;
    const report = await checkServerCoverage(sources({ ...fine, 'orders/all.json': WAYBILL_LIST }));
    expect(formatCoverageReport(report, false)).toEqual([]);
    expect(hasCoverageGaps(report)).toBe(false);
    // A list whose resource is another list's export gets CSV, not rows.
    const withExport = await checkServerCoverage(sources({ ...fine, 'transit/shipment-all.json': exportAsList }));
    expect(withExport.unserved.map((issue) => issue.message)).toEqual(['list: the answer is not in the main convention (code/data.list)']);
  }, 60_000);

  it('reports unserved APIs, unusable answers, unreachable routes and routes without a directory', async () => {
    const broken = {
      'orders/bad-filter.json': {
        ...WAYBILL_LIST,
        filters: [{ key: 'status', label: '状态', widget: 'select', options: [{ value: 'LOST', label: '丢失' }] }],
        toolbar: [{ action: 'export', operation: 'export', label: '导出', api: '/order/waybills/export-all', filePrefix: '订单', extension: '.csv' }],
      },
      'orders/bad-view.json': { ...WAYBILL_LIST, path: '/bang/order/lost', api: { resource: '/order/waybills', params: { status: 'LOST' } } },
      'orders/bad-card.json': {
        path: '/saas/dashboard/broken', title: '坏看板', kind: 'dashboard',
        cards: [{ title: '订单', api: '/order/waybills', valueKey: 'summary.count' }],
      },
      'orders/bad-form.json': {
        path: '/bang/order/quick-create', title: '快速下单', kind: 'form', api: { resource: '/order/waybills' }, returnTo: '/bang/order/index',
        sections: [{ fields: [{ key: 'consignor_name', label: '商家', widget: 'text' }] }],
      },
      'resource/bad-save.json': {
        path: '/saas/resource/consignor/quick-edit/:id', title: '快速编辑商家', kind: 'form', api: { resource: '/resource/consignors' }, returnTo: '/saas/resource/consignor/index',
        sections: [{ fields: [{ key: 'settle_type_code', label: '结算方式', widget: 'select', options: [{ value: 'WEEKLY', label: '周结' }] }] }],
      },
      'misc/odd.json': { path: '/zzz/odd/index', title: '未归类', kind: 'list', api: { resource: '/fixture/odd' }, columns: [{ key: 'name', title: '名称' }] },
    };
    const report = await checkServerCoverage(sources(broken));
    const messages = report.unserved.map((issue) => `${issue.route} ${issue.message}`);
    expect(messages).toEqual(expect.arrayContaining([
      expect.stringMatching(/^\/bang\/order\/index filter status="LOST": HTTP 400/),
      expect.stringMatching(/^\/bang\/order\/index export: HTTP 4\d\d/),
      expect.stringMatching(/^\/bang\/order\/lost list: HTTP 400/),
      expect.stringMatching(/^\/saas\/dashboard\/broken card 订单: no value at data.summary.count/),
      expect.stringMatching(/^\/bang\/order\/quick-create form: the server requires end_contact, end_tel/),
      '/saas/resource/consignor/quick-edit/:id form field settle_type_code: options WEEKLY would be refused on save',
      '/saas/resource/consignor/quick-edit/:id form save: HTTP 400 参数错误：结算方式 应为以下值之一：PAY_NOW, MONTHLY',
    ]));
    expect(report.undirected.map((issue) => issue.route)).toEqual(['/zzz/odd/index']);
    expect(report.unreachable.map((issue) => issue.route)).toContain('/zzz/odd/index');
    expect(hasCoverageGaps(report)).toBe(true);
    expect(formatCoverageReport(report).some((line) => line.startsWith('  orders/bad-filter.json /bang/order/index [/order/waybills]'))).toBe(true);
  }, 60_000);

  it('probes a list at api.list and a create at api.create, against the collection', async () => {
    const screen = (file: string): unknown => JSON.parse(readFileSync(join(process.cwd(), 'screens', file), 'utf8'));
    const management = Object.fromEntries(
      ['resource/transport-index.json', 'resource/driver-form.json', 'resource/consignor-form.json', 'resource/station-form.json', 'resource/factory-form.json']
        .map((file) => [file, screen(file)]),
    );
    const fine = await checkServerCoverage(sources(management));
    expect(formatCoverageReport(fine, false)).toEqual([]);

    const CONSIGNOR_LIST = {
      path: '/saas/resource/consignor/index', title: '商家管理', kind: 'list', columns: [{ key: 'name', title: '商家名称' }],
      filters: [{ key: 'phone', label: '联系电话', widget: 'text' }],
    };
    const broken = {
      // The servicer list does not list merchants: other totals than the collection's.
      'resource/other-rows.json': { ...CONSIGNOR_LIST, api: { resource: '/resource/consignors', list: '/user/resource_binding/servicer/' } },
      'resource/no-list.json': { ...CONSIGNOR_LIST, path: '/saas/resource/consignor/lost', api: { resource: '/resource/consignors', list: '/user/nowhere/list' } },
      'resource/no-create.json': {
        path: '/saas/resource/consignor/create', title: '新增商家', kind: 'form', returnTo: '/saas/resource/consignor/index',
        api: { resource: '/resource/consignors', create: '/user/nowhere/add' },
        sections: [{ fields: [{ key: 'name', label: '商家名称', widget: 'text' }] }],
      },
      // The product call reads parent_name as the category's parent and never stores it: a form field of that name is lost.
      'basic-data/product-form.json': {
        path: '/saas/basicData/product/create', title: '新增商品', kind: 'form', returnTo: '/saas/basicData/product/index',
        api: { resource: '/product/products', create: '/user/product/add' },
        sections: [{
          fields: [
            { key: 'name', label: '商品名称', widget: 'text' },
            { key: 'lv1_category_code', label: '一级分类', widget: 'select', options: [{ value: 'PC00101', label: '一级' }] },
            { key: 'parent_name', label: '上级分类', widget: 'text' },
          ],
        }],
      },
    };
    const report = await checkServerCoverage(sources(broken));
    const messages = report.unserved.map((issue) => `${issue.route} [${issue.api ?? ''}] ${issue.message}`);
    expect(messages).toEqual(expect.arrayContaining([
      expect.stringMatching(/^\/saas\/resource\/consignor\/index \[\/user\/resource_binding\/servicer\/\] list: \d+ row\(s\) here, \d+ in \/resource\/consignors; the list call must filter as the collection does$/),
      '/saas/resource/consignor/lost [/user/nowhere/list] list: HTTP 404 接口不存在：GET /api/user/nowhere/list',
      '/saas/resource/consignor/create [/user/nowhere/add] form: no create route (POST)',
      '/saas/basicData/product/create [/user/product/add] form create: parent_name sent but not stored',
    ]));
    // An unserved create path is one problem, not also a failed create.
    expect(messages.filter((message) => message.includes('/user/nowhere/add'))).toHaveLength(1);
  }, 120_000);
});
