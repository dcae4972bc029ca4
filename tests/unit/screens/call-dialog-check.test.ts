// @vitest-environment node
// screens:check on option sources, call dialogs and product code fields (src/screen-model/call-dialog-rules.ts).
import { afterAll, describe, expect, it } from 'vitest';
import { checkScreenDir } from '../../../scripts/screens-lib';
import { formatProblem } from '../../../src/screen-model/check';
import { writeFixture } from './fixtures';

const form = (path: string, fields: unknown[]) => ({
  path, title: '订单', kind: 'form', api: { resource: '/fixture/orders' }, sections: [{ fields }], returnTo: '/fixture/orders/index',
});
const months = { key: 'months', label: '续费时长', widget: 'select', optionsFrom: { dataKey: 'periods', valueKey: 'months', labelKey: 'label' } };
const renew = (dialog: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  action: 'call', label: '续费', operation: 'edit', api: '/fixture/orders/renew', idKey: 'id', dialog, ...extra,
});

const SCREENS: Record<string, unknown> = {
  'list.json': {
    path: '/fixture/orders/index', title: '订单', kind: 'list', api: { resource: '/fixture/orders' },
    columns: [{ key: 'order_no', title: '订单号' }],
    rowActions: [
      renew({ load: '/fixture/orders/renew', loadParams: { id: '{id}' }, fields: [months] }),
      renew({ loadParams: { id: '{id}' }, fields: [months] }, { label: '无加载' }),
      renew({ load: '/fixture/orders/renew', fields: [{ ...months, key: 'id' }, { key: 'status', label: '状态', widget: 'text' }] }, { label: '重键', body: { status: 'A' } }),
    ],
    bulkActions: [{ action: 'call', label: '批量', operation: 'edit', api: '/fixture/orders/bulk', idKey: 'id' }],
  },
  'good-form.json': form('/fixture/orders/create', [
    { key: 'product_code', label: '商品编码', widget: 'text', rules: [{ name: 'productCode', fill: { goods_name: 'name' } }] },
    { key: 'goods_name', label: '货物名称', widget: 'text' },
    { key: 'services_pkg_code', label: '服务包', widget: 'select', optionsFrom: { userConfigCategory: 'SERVICE_PKG_TYPE' } },
  ]),
  'bad-form.json': form('/fixture/orders/edit/:id', [
    { key: 'solution', label: '方案', widget: 'text', optionsFrom: { userConfigCategory: 'SOLUTION_TYPE' } },
    { key: 'period', label: '时长', widget: 'select', optionsFrom: { dataKey: 'periods' } },
    { key: 'product_code', label: '商品编码', widget: 'textarea', rules: [{ name: 'productCode', fill: { product_code: 'code' } }] },
  ]),
};

describe('screens:check on option sources, call dialogs and product codes', () => {
  const fixture = writeFixture(SCREENS);
  afterAll(() => fixture.remove());
  const lines = checkScreenDir(fixture.dir).problems.map(formatProblem);
  const f = fixture.file;

  it('accepts a dialog loading its options and a product code filling the form', () => {
    expect(lines.filter((line) => line.includes('good-form') || line.includes('/rowActions/0'))).toEqual([]);
  });

  it('refuses sources off a select, loaded options outside a dialog, misplaced product codes and clashing dialog keys', () => {
    expect(lines).toEqual([
      // A code field that is not a looked-up text is still a product typed by hand.
      `${f('bad-form.json')}: /sections/0/fields/2 product_code refers to a product and must use a picker widget (e.g. "product"), not "textarea"`,
      `${f('bad-form.json')}: /sections/0/fields/0/optionsFrom "optionsFrom" needs the "select" widget`,
      `${f('bad-form.json')}: /sections/0/fields/1/optionsFrom options from loaded data ("dataKey") need a call dialog with "load"`,
      `${f('bad-form.json')}: /sections/0/fields/2/rules/0 a "productCode" rule checks a typed code: use it on a "text" field`,
      `${f('bad-form.json')}: /sections/0/fields/2/rules/0/fill "fill" must not write the code field "product_code" itself`,
      `${f('list.json')}: /rowActions/1/dialog/loadParams "loadParams" need "load"`,
      `${f('list.json')}: /rowActions/1/dialog/fields/0/optionsFrom options from loaded data ("dataKey") need a call dialog with "load"`,
      `${f('list.json')}: /rowActions/2/dialog/fields/0/key "id" is already sent by the call ("idKey" or "body")`,
      `${f('list.json')}: /rowActions/2/dialog/fields/1/key "status" is already sent by the call ("idKey" or "body")`,
      `${f('list.json')}: /bulkActions/0/idKey bulk actions send the selected keys under "idsKey", not "idKey"`,
    ]);
  });
});
