// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkServerCoverage, type ScreenSource } from '../../../server/coverage.js';
import { unknownFieldWarnings } from '../../../server/coverage/unknown-fields.js';
import { screenFileText } from './screen-file.js';

const sources = (screens: Record<string, unknown>): ScreenSource[] =>
  Object.entries(screens).map(([file, descriptor]) => ({ file, text: screenFileText(file, descriptor) }));

const base = { file: 'orders/x.json', route: '/x', api: '/order/waybills', what: 'column' };

describe('unknown-field warnings', () => {
  it('warns of a key no row has, with the key and the API', () => {
    expect(unknownFieldWarnings({ ...base, keys: ['order_no', 'odrer_no'], rows: [{ order_no: 'A1' }, { order_no: 'A2' }] }).map((w) => w.message)).toEqual([
      'WARNING column "odrer_no" is a field /order/waybills never returns',
    ]);
  });

  it('accepts a key some row has, an empty relation, and a field the collection declares but left empty', () => {
    const rows = [{ consignor: null, status: 'NEW' }, { status: 'SIGNED', sign_time: '2024-01-01' }];
    expect(unknownFieldWarnings({ ...base, keys: ['sign_time', 'consignor.name', 'status'], rows })).toEqual([]);
    expect(unknownFieldWarnings({ ...base, keys: ['remark'], rows: [{ status: 'NEW' }], declared: { remark: {} } })).toEqual([]);
  });

  it('says nothing without rows to tell from', () => {
    expect(unknownFieldWarnings({ ...base, keys: ['anything'], rows: [] })).toEqual([]);
  });

  it('screens:check\'s server pass warns of a misspelt column of a served list, not of its real ones', async () => {
    const report = await checkServerCoverage(sources({
      'orders/all.json': {
        path: '/bang/order/index', title: '全部订单', kind: 'list', api: { resource: '/order/waybills' },
        columns: [{ key: 'order_no', title: '订单号' }, { key: 'oder_no', title: '错字' }, { key: 'status', title: '状态' }],
      },
    }));
    expect(report.fieldWarnings).toEqual([
      { file: 'orders/all.json', route: '/bang/order/index', api: '/order/waybills', message: 'WARNING column "oder_no" is a field /order/waybills never returns' },
    ]);
  }, 60_000);

  it('takes a key a form of the same resource saves as returned, so a detail of it is not warned of, but a typo still is', async () => {
    const report = await checkServerCoverage(sources({
      'orders/show.json': {
        path: '/bang/order/show/:id', title: '订单详情', kind: 'show', api: { resource: '/order/waybills' },
        sections: [{ title: '基本信息', fields: [{ key: 'order_no', label: '订单号' }, { key: 'sign_images', label: '签收回单' }, { key: 'sign_imgaes', label: '错字' }] }],
      },
      'orders/update.json': {
        path: '/bang/order/update/index/:id', title: '修改订单', kind: 'form', api: { resource: '/order/waybills' },
        sections: [{ fields: [{ key: 'sign_images', label: '签收回单', widget: 'image' }] }],
      },
    }));
    expect(report.fieldWarnings.map((warning) => warning.message)).toEqual([
      'WARNING detail field "sign_imgaes" is a field /order/waybills never returns',
    ]);
  }, 60_000);
});
