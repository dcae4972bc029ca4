import type { MenuEntry } from '../../../src/access/menu';
import { grantedCalls, grantedListActions } from '../../../src/access/granted-actions';
import { allowsOperation, screenOperationCodes, screenRouteOrder } from '../../../src/access/operations';
import type { ListScreen } from '../../../src/screen-model/types';

const entry = (id: number, path: string, elements: string[], operations: string[] = []): MenuEntry => ({
  id, pid: 0, path, name: path, is_hidden: 1,
  menu_element_list: elements.map((code) => ({ code })),
  menu_opration_list: operations.map((code) => ({ code })),
});

const WAYBILLS = { path: '/saas/waybill/all/index', aliases: ['/saas/waybill/all/index/:tab'] };
const entries: MenuEntry[] = [
  { id: 1, pid: 0, path: '', name: '运单管理', is_hidden: 0, menu_element_list: [{ code: 'delete' }] },
  entry(2, '/saas/waybill/all/index', ['edit', 'export'], ['view']),
  entry(3, '/saas/waybill/all/index/:tab', ['add']),
  entry(4, '/saas/finance/bill/index', ['audit'], ['import']),
];
const sorted = (codes: ReadonlySet<string>) => [...codes].sort();

describe('operation codes of a screen', () => {
  it("uses the codes of the screen's own menu entry, elements and operations alike", () => {
    expect(sorted(screenOperationCodes(entries, WAYBILLS))).toEqual(['edit', 'export', 'view']);
    expect(sorted(screenOperationCodes(entries, { path: '/saas/finance/bill/index' }))).toEqual(['audit', 'import']);
  });

  it('uses the entry of the alias the screen was opened at', () => {
    expect(screenRouteOrder(WAYBILLS, '/saas/waybill/all/index/signed')).toEqual(['/saas/waybill/all/index/:tab', '/saas/waybill/all/index']);
    expect(sorted(screenOperationCodes(entries, WAYBILLS, '/saas/waybill/all/index/signed'))).toEqual(['add']);
    expect(sorted(screenOperationCodes(entries, WAYBILLS, '/saas/waybill/all/index'))).toEqual(['edit', 'export', 'view']);
  });

  it('falls back to an alias with an entry when the path has none', () => {
    const onlyAlias = entries.filter((e) => e.id !== 2);
    expect(sorted(screenOperationCodes(onlyAlias, WAYBILLS))).toEqual(['add']);
  });

  it('takes the union of every entry only when the menu has no entry for the screen', () => {
    expect(sorted(screenOperationCodes(entries, { path: '/saas/report/x/index' }))).toEqual(['add', 'audit', 'delete', 'edit', 'export', 'import', 'view']);
    expect(sorted(screenOperationCodes([], { path: '/saas/report/x/index' }))).toEqual([]);
  });

  it('without a screen, uses the entry whose route matches the path the widget is shown at', () => {
    expect(sorted(screenOperationCodes(entries, undefined, '/saas/waybill/all/index/pending'))).toEqual(['add']);
    expect(sorted(screenOperationCodes(entries, undefined, '/elsewhere'))).toHaveLength(7);
  });

  it('allows an operation only when its code is granted', () => {
    const codes = screenOperationCodes(entries, { path: '/saas/finance/bill/index' });
    expect(allowsOperation(codes, 'audit')).toBe(true);
    expect(allowsOperation(codes, 'add')).toBe(false);
  });
});

describe('granted actions of a descriptor', () => {
  const list: ListScreen = {
    $schema: '', kind: 'list', path: '/x/index', title: '列表', api: { resource: '/x' }, columns: [{ key: 'a', title: 'A' }],
    toolbar: [
      { action: 'create', operation: 'add', label: '新增', to: '/x/add' },
      { action: 'export', operation: 'export', label: '导出', api: '/x/export', filePrefix: 'x' },
    ],
    rowActions: [
      { action: 'show', label: '查看', to: '/x/show/:id' },
      { action: 'edit', operation: 'edit', label: '编辑', to: '/x/update/:id' },
      { action: 'delete', operation: 'delete', label: '删除', confirm: '确定删除吗？' },
      { action: 'call', operation: 'audit', label: '通过', api: '/x/{id}' },
    ],
    bulkActions: [{ action: 'call', operation: 'enable', label: '批量启用', api: '/x/enable' }],
  };
  const only = (...codes: string[]) => (code: string) => codes.includes(code);

  it('keeps the buttons whose codes are granted, and show buttons always', () => {
    const granted = grantedListActions(list, only('export', 'audit'));
    expect(granted.toolbar?.map((a) => a.label)).toEqual(['导出']);
    expect(granted.rowActions?.map((a) => ('label' in a ? a.label : a.action))).toEqual(['查看', '通过']);
    expect(granted.bulkActions).toEqual([]);
  });

  it('gives back the same descriptor when every button is granted', () => {
    expect(grantedListActions(list, () => true)).toBe(list);
  });

  it('filters the calls of a detail screen', () => {
    expect(grantedCalls(list.bulkActions ?? [], only('enable')).map((a) => ('label' in a ? a.label : a.action))).toEqual(['批量启用']);
    expect(grantedCalls(list.bulkActions ?? [], only('audit'))).toEqual([]);
  });
});
