// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { checkScreenDir } from '../../../scripts/screens-lib';
import { formatProblem } from '../../../src/screen-model/check';
import { writeFixture } from './fixtures';

const form = (path: string, fields: unknown[]) => ({
  path, title: '订单', kind: 'form', api: { resource: '/fixture/orders' }, sections: [{ fields }], returnTo: '/fixture/orders/index',
});

const SCREENS: Record<string, unknown> = {
  'typed-address.json': form('/fixture/orders/create', [
    { key: 'end_province', label: '省份', widget: 'text' },
    { key: 'city', label: '城市', widget: 'textarea' },
    { key: 'capacity', label: '容量', widget: 'number' },
    { key: 'area', label: '地区', widget: 'address' },
  ]),
  'good-address.json': form('/fixture/orders/edit/:id', [
    { key: 'end_area', label: '收货地区', widget: 'address', address: { province: 'end_province', city: 'end_city', district: 'end_district' } },
    { key: 'status_province', label: '省份状态', widget: 'select', options: [{ value: 1, label: '有' }] },
  ]),
  'list.json': { path: '/fixture/orders/index', title: '订单', kind: 'list', api: { resource: '/fixture/orders' }, filters: [{ key: 'province', label: '省份', widget: 'text' }] },
};

describe('screens:check on address fields', () => {
  const fixture = writeFixture(SCREENS);
  afterAll(() => fixture.remove());
  const lines = checkScreenDir(fixture.dir).problems.map(formatProblem).filter((line) => line.includes('address'));
  const f = fixture.file;

  it('refuses an address level typed as text and an address field saving nowhere', () => {
    expect(lines).toEqual([
      `${f('typed-address.json')}: /sections/0/fields/0 end_province is an address level and must be chosen with the "address" widget, not "text"`,
      `${f('typed-address.json')}: /sections/0/fields/1 city is an address level and must be chosen with the "address" widget, not "textarea"`,
      `${f('typed-address.json')}: /sections/0/fields/3 an "address" field needs "address" options naming the keys it saves (e.g. "province", "city", "district")`,
    ]);
  });
});
