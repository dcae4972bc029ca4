// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkServerCoverage, formatCoverageReport, hasCoverageGaps, type ScreenSource } from '../../../server/coverage.js';
import { FIXTURE_SCREENS } from './fixture-screens.js';

const sources = (screens: Record<string, unknown>): ScreenSource[] =>
  Object.entries(screens).map(([file, descriptor]) => ({ file, text: JSON.stringify(descriptor) }));

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
        toolbar: [{ action: 'export', label: '导出', api: '/order/waybills/export-all', filePrefix: '订单', extension: '.csv' }],
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
});
