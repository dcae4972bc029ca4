import { buildMenuTree, permissionCodes, type MenuEntry } from '../../../src/access/menu';

const entries: MenuEntry[] = [
  { id: 1, pid: 0, path: '', name: '系统管理', is_hidden: 0, icon: 'SettingOutlined', sort: 2 },
  { id: 2, pid: 1, path: '/saas/system/role/index', name: '角色管理', is_hidden: 0, sort: 1, menu_element_list: [{ code: 'add' }] },
  { id: 3, pid: 1, path: '/saas/system/role/show/:id', name: '角色详情', is_hidden: 1, menu_opration_list: [{ code: 'export' }] },
  { id: 4, pid: 0, path: '/my/wtoms', name: '欢迎', is_hidden: 0, sort: 1 },
  { id: 5, pid: 0, path: '', name: '空目录', is_hidden: 0, sort: 3 },
];

describe('menu tree', () => {
  it('drops hidden entries and empty directories, ordered by sort', () => {
    const tree = buildMenuTree(entries);
    expect(tree.map((n) => n.name)).toEqual(['欢迎', '系统管理']);
    expect(tree[1]?.children.map((n) => n.path)).toEqual(['/saas/system/role/index']);
  });

  it('collects element and operation codes of every entry, hidden ones included', () => {
    expect([...permissionCodes(entries)].sort()).toEqual(['add', 'export']);
  });
});
