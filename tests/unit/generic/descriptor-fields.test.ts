// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { expectedSchemaRef, loadCommittedSchema } from '../../../scripts/screens-lib';
import { checkScreens, formatProblem } from '../../../src/screen-model/check';

const schema = loadCommittedSchema();

function check(file: string, descriptor: object): string[] {
  const text = JSON.stringify({ $schema: expectedSchemaRef(file), ...descriptor });
  return checkScreens([{ file, text }], { schema, expectedSchemaRef, customRenderers: [], extraRoutes: ['/'] }).map(formatProblem);
}

describe('descriptor fields of the generic renderer', () => {
  it('accepts the list fields: option sources, restricted dates, filter rules, address, bulk and row calls', () => {
    expect(
      check('screens/fixture/orders.json', {
        kind: 'list',
        path: '/fixture/orders',
        title: '全部订单',
        api: { resource: '/order/waybills', params: { status: 'WAIT_RECEIVE' } },
        requireFilter: true,
        filters: [
          { key: 'tags', label: '订单标签', widget: 'select', optionsFrom: { configCategory: 'ORDER_TAG' } },
          { key: 'consignor_name', label: '商家', widget: 'select', optionsFrom: { resource: '/resource/consignors', labelKey: 'name', valueKey: 'name', searchKey: 'name', editionPartner: true } },
          { key: 'created_at', label: '下单时间', widget: 'dateRange', rules: [{ name: 'dateRange', max: 31 }] },
          { key: 'sign_time', label: '签收时间', widget: 'dateRange', restricted: true },
          { key: 'end', label: '收货地址', widget: 'address' },
        ],
        columns: [{ key: 'order_no', title: '订单号', fixed: 'left' }],
        rowActions: [{ action: 'call', operation: 'submit', label: '接单', api: '/order/waybills/{id}/receive', method: 'PUT', confirm: '确定接单吗？', success: '接单成功' }],
        bulkActions: [{ action: 'call', operation: 'submit', label: '批量接单', api: '/order/waybills/batch-receive', method: 'POST', idsKey: 'ids', body: { source: 'web' } }],
      }),
    ).toEqual([]);
  });

  it('accepts nested tables and actions on a detail screen, and charts on a dashboard', () => {
    expect(
      check('screens/fixture/order-show.json', {
        kind: 'show',
        path: '/fixture/order/show/:id',
        title: '订单详情',
        api: { resource: '/order/waybills' },
        sections: [{ title: '基本信息', fields: [{ key: 'order_no', label: '订单号' }] }],
        nested: [
          { kind: 'table', title: '货物明细', key: 'goods', columns: [{ key: 'goods_name', title: '货物名称' }] },
          { kind: 'table', title: '相关工单', resource: '/order/tickets', filterKey: 'order_no', valueKey: 'order_no', columns: [{ key: 'ticket_no', title: '工单号' }] },
        ],
        actions: [{ action: 'call', operation: 'edit', label: '取消订单', api: '/order/waybills/{id}/cancel', confirm: '确定取消吗？', danger: true }],
      }),
    ).toEqual([]);
    expect(
      check('screens/fixture/board.json', {
        kind: 'dashboard',
        path: '/fixture/board',
        title: '工作台',
        cards: [],
        charts: [{ title: '近7日订单', type: 'line', api: '/report/order-daily', dataKey: 'list', xKey: 'day', yKeys: [{ key: 'count', label: '订单数' }], span: 2 }],
      }),
    ).toEqual([]);
  });

  it('rejects a chart without series and an unknown chart type', () => {
    const problems = check('screens/fixture/board.json', {
      kind: 'dashboard',
      path: '/fixture/board',
      title: '工作台',
      cards: [],
      charts: [{ title: '图', type: 'radar', api: '/r', xKey: 'x', yKeys: [] }],
    });
    expect(problems).toContain('screens/fixture/board.json: /charts/0/type must be one of "line", "bar", "pie"');
    expect(problems).toContain('screens/fixture/board.json: /charts/0/yKeys must NOT have fewer than 1 items');
  });
});
