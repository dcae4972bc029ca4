// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { checkScreenDir } from '../../../scripts/screens-lib';
import { formatProblem } from '../../../src/screen-model/check';
import { nearestName } from '../../../src/screen-model/suggest';
import { writeFixture } from './fixtures';

const api = { resource: '/fixture/items' };

/** Real misspellings of registry names and a link target, one per descriptor. */
const MISSPELT = {
  'list.json': {
    path: '/fixture/items/index', title: '条目', kind: 'list', api,
    filters: [{ key: 'name', label: '名称', widget: 'txt' }, { key: 'kind', label: '类型', widget: 'zzzzzz' }],
    columns: [
      { key: 'amount', title: '金额', format: { name: 'mony' } },
      { key: 'name', title: '名称', format: { name: 'link', to: '/fixture/items/shwo/:id' } },
    ],
    rowActions: [{ action: 'shwo', label: '查看', to: '/fixture/items/show/:id' }],
  },
  'show.json': { path: '/fixture/items/show/:id', title: '条目详情', kind: 'show', api, sections: [{ title: '基本', fields: [{ key: 'name', label: '名称' }] }] },
  'form.json': {
    path: '/fixture/items/add', title: '新增条目', kind: 'form', api, returnTo: '/fixture/items/index',
    sections: [{ fields: [
      { key: 'remark', label: '备注', widget: 'textare', rules: [{ name: 'requird' }] },
      { key: 'consignor_id', label: '商家', widget: 'merchnt' },
    ] }],
  },
  'custom.json': { path: '/fixture/welcome', title: '欢迎', kind: 'custom', renderer: 'welcom' },
};

describe('screens:check suggests the nearest valid name', () => {
  const fixture = writeFixture(MISSPELT);
  afterAll(() => fixture.remove());
  const lines = checkScreenDir(fixture.dir).problems.map(formatProblem);
  const f = fixture.file;

  it('names the formatter, widget, validator, action, renderer and route that were meant', () => {
    expect(lines).toEqual(expect.arrayContaining([
      `${f('list.json')}: /columns/0/format/name unknown formatter "mony" — did you mean "money"?`,
      `${f('list.json')}: /filters/0/widget unknown widget "txt" — did you mean "text"?`,
      `${f('list.json')}: /rowActions/0/action unknown action "shwo" — did you mean "show"?`,
      `${f('list.json')}: /columns/1/format/to route "/fixture/items/shwo/:id" matches no screen path, alias or public route — did you mean "/fixture/items/show/:id"?`,
      `${f('form.json')}: /sections/0/fields/0/widget unknown widget "textare" — did you mean "textarea"?`,
      `${f('form.json')}: /sections/0/fields/0/rules/0/name unknown validator "requird" — did you mean "required"?`,
      `${f('form.json')}: /sections/0/fields/1/widget unknown widget "merchnt" — did you mean "merchant"?`,
      `${f('custom.json')}: /renderer unknown custom renderer "welcom" — did you mean "welcome"?`,
    ]));
  });

  it('lists the valid names when none is close, once per field', () => {
    expect(lines.filter((line) => line.includes('/filters/1/widget'))).toEqual([
      `${f('list.json')}: /filters/1/widget must be one of "text", "number", "select", "date", "dateRange", "address"`,
    ]);
  });

  it('reports a misspelt form widget once, not once per member of the widget union', () => {
    expect(lines.filter((line) => line.includes('/sections/0/fields/1/widget'))).toHaveLength(1);
  });
});

describe('nearestName', () => {
  it('accepts up to max(2, a third of the length) edits', () => {
    expect(nearestName('chineseAmout', ['chineseAmount', 'money'])).toBe('chineseAmount');
    expect(nearestName('dt', ['date', 'datetime'])).toBe('date');
    expect(nearestName('pasword', ['password'])).toBe('password');
  });

  it('suggests nothing for a distant or an exact name', () => {
    expect(nearestName('qqqqq', ['money', 'date'])).toBeUndefined();
    expect(nearestName('money', ['money'])).toBeUndefined();
    expect(nearestName('x', [])).toBeUndefined();
  });
});
