// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LoadedScreen } from '../../../renderers/catalogue/validate';
import { checkDraft, PASTED_FILE } from '../../../renderers/workbench/check-draft';
import { problemDiagnostics } from '../../../renderers/workbench/problem-diagnostics';
import type { ScreenDescriptor } from '../../../src/screen-model/types';

const SCHEMA = '../../schemas/screen.schema.json';
const list = {
  $schema: SCHEMA, path: '/saas/system/role/index', title: '角色管理', kind: 'list', api: { resource: '/system/roles' },
  filters: [{ key: 'name', label: '角色名称', widget: 'text' }],
  columns: [{ key: 'name', title: '角色名称', format: { name: 'link', to: '/saas/system/role/show/:id' } }],
};
const show = { $schema: SCHEMA, path: '/saas/system/role/show/:id', title: '角色详情', kind: 'show', api: { resource: '/system/roles' }, sections: [] };
const others: LoadedScreen[] = [
  { file: 'system/role-index.json', descriptor: list as unknown as ScreenDescriptor },
  { file: 'system/role-show.json', descriptor: show as unknown as ScreenDescriptor },
];
const pretty = (value: unknown): string => JSON.stringify(value, null, 2);

describe('the workbench checks a draft as screens:check does', () => {
  it('passes an edited descriptor whose links target the other descriptors', () => {
    expect(checkDraft(pretty({ ...list, title: '角色管理（草稿）' }), 'system/role-index.json', others)).toEqual([]);
  });

  it('names the nearest widget for a misspelt one, and the editor marks it in place', () => {
    const text = pretty({ ...list, filters: [{ key: 'name', label: '角色名称', widget: 'txet' }] });
    const problems = checkDraft(text, 'system/role-index.json', others);
    expect(problems.map((p) => `${p.pointer} ${p.message}`)).toEqual(['/filters/0/widget unknown widget "txet" — did you mean "text"?']);
    const [diagnostic] = problemDiagnostics(text, problems);
    expect(text.slice(diagnostic!.from, diagnostic!.to)).toBe('"widget": "txet"');
    expect(diagnostic!.message).toBe('/filters/0/widget unknown widget "txet" — did you mean "text"?');
  });

  it('reports a pasted descriptor whose route another descriptor already declares', () => {
    const problems = checkDraft(pretty(list), PASTED_FILE, others);
    expect(problems.map((p) => p.message)).toEqual([
      'duplicate route "/saas/system/role/index", also declared in screens/system/role-index.json (/path)',
    ]);
  });

  it('marks a JSON syntax error where parsing stopped', () => {
    const text = '{\n  "path": "/x",,\n}';
    const problems = checkDraft(text, PASTED_FILE, others);
    expect(problems[0]?.message).toMatch(/^invalid JSON/);
    const [diagnostic] = problemDiagnostics(text, problems);
    expect(text.slice(diagnostic!.from, diagnostic!.to)).toBe(',');
  });
});
