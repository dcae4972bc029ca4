/** Temporary descriptor folders for the screen tooling tests, inside the repository's .tmp/. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expectedSchemaRef, REPO_ROOT, toPosixRelative } from '../../../scripts/screens-lib';

export interface Fixture {
  dir: string;
  /** Repository-relative path of a fixture file, as the checker reports it. */
  file: (name: string) => string;
  remove: () => void;
}

/** Writes `files` (name -> JSON value, or raw text) into a new folder. `$schema` is filled in when absent. */
export function writeFixture(files: Record<string, unknown>): Fixture {
  const tmp = join(REPO_ROOT, '.tmp');
  mkdirSync(tmp, { recursive: true });
  const dir = mkdtempSync(join(tmp, 'screens-fixture-'));
  const file = (name: string) => toPosixRelative(join(dir, name));
  for (const [name, content] of Object.entries(files)) {
    const path = join(dir, name);
    mkdirSync(dirname(path), { recursive: true });
    const text = typeof content === 'string' ? content : JSON.stringify(withSchema(content, expectedSchemaRef(file(name))), null, 2);
    writeFileSync(path, text);
  }
  return { dir, file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

function withSchema(content: unknown, ref: string): unknown {
  if (typeof content !== 'object' || content === null || '$schema' in content) return content;
  return { $schema: ref, ...content };
}

const api = { resource: '/fixture/items' };

/** One descriptor per mistake the checker must report, plus two valid ones. */
export const BROKEN_SCREENS: Record<string, unknown> = {
  'good-list.json': {
    path: '/fixture/items/index', title: '条目', kind: 'list', api,
    columns: [{ key: 'name', title: '名称', format: { name: 'link', to: '/fixture/items/show/:itemId' } }],
    toolbar: [{ action: 'create', label: '新增', to: '/fixture/items/index?tab=all' }],
    rowActions: [{ action: 'show', label: '查看', to: '/fixture/items/show/:id' }],
  },
  'nested/good-show.json': {
    path: '/fixture/items/show/:id', title: '条目详情', kind: 'show', api,
    sections: [{ title: '基本信息', fields: [{ key: 'name', label: '名称' }] }],
    backTo: '/fixture/items/index', editTo: '/login?redirect=1',
  },
  'wrong-kind.json': { path: '/fixture/wrong-kind', title: '错', kind: 'lists', api, columns: [] },
  'unknown-property.json': { path: '/fixture/unknown', title: '错', kind: 'custom', renderer: 'welcome', colour: 'red' },
  'missing-title.json': { path: '/fixture/missing-title', kind: 'custom', renderer: 'welcome' },
  'enum-without-options.json': {
    path: '/fixture/enum', title: '错', kind: 'list', api,
    columns: [{ key: 'a', title: 'A' }, { key: 'b', title: 'B' }, { key: 'status', title: '状态', format: { name: 'enum' } }],
  },
  'duplicate-a.json': { path: '/fixture/dup/:id', title: '重复', kind: 'custom', renderer: 'welcome' },
  'duplicate-b.json': { path: '/fixture/dup-b', aliases: ['/fixture/dup/:key'], title: '重复', kind: 'custom', renderer: 'welcome' },
  'unknown-renderer.json': { path: '/fixture/renderer', title: '错', kind: 'custom', renderer: 'nope' },
  'missing-link.json': {
    path: '/fixture/links', title: '错', kind: 'form', api,
    sections: [{ fields: [{ key: 'a', label: 'A', widget: 'text' }] }], returnTo: '/fixture/nowhere/:id',
  },
  'fee-lines-without-source.json': {
    path: '/fixture/fees/:id', title: '错', kind: 'form', api,
    sections: [{ fields: [{ key: 'fee_lines', label: '费用明细', widget: 'feeLines' }] }], returnTo: '/fixture/fees/:id',
  },
  'lookup-without-filter.json': {
    path: '/fixture/lookup', title: '错', kind: 'list', api,
    lookup: { anyOf: ['order_no', 'phone'], hint: '请输入订单号' },
    filters: [{ key: 'order_no', label: '订单号', widget: 'text' }], columns: [{ key: 'order_no', title: '订单号' }],
  },
  'invalid-json.json': '{ "path": "/fixture/invalid", ',
  'wrong-schema-ref.json': { $schema: '../schemas/screen.schema.json', path: '/fixture/ref', title: '错', kind: 'custom', renderer: 'welcome' },
};
