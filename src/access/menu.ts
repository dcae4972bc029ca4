/** Menu permission entries (core spec §3) and the tree the sidebar draws. */

export interface MenuCode {
  code: string;
  name?: string;
}

export interface MenuEntry {
  id: number;
  pid: number;
  path: string;
  name: string;
  is_hidden: number | boolean;
  icon?: string;
  sort?: number;
  menu_element_list?: MenuCode[];
  menu_opration_list?: MenuCode[];
}

export interface MenuNode {
  id: number;
  path: string;
  name: string;
  icon?: string;
  children: MenuNode[];
}

export function isHidden(entry: MenuEntry): boolean {
  return entry.is_hidden === true || Number(entry.is_hidden) === 1;
}

/** Visible entries as a tree; hidden entries (and their subtrees) are left out, empty directories too. */
export function buildMenuTree(entries: readonly MenuEntry[]): MenuNode[] {
  const visible = entries.filter((e) => !isHidden(e));
  const byParent = new Map<number, MenuEntry[]>();
  for (const entry of visible) {
    const siblings = byParent.get(entry.pid) ?? [];
    siblings.push(entry);
    byParent.set(entry.pid, siblings);
  }
  const ids = new Set(visible.map((e) => e.id));
  const build = (pid: number): MenuNode[] =>
    (byParent.get(pid) ?? [])
      .slice()
      .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0) || a.id - b.id)
      .map((e) => ({ id: e.id, path: e.path, name: e.name, icon: e.icon, children: build(e.id) }))
      .filter((node) => node.path !== '' || node.children.length > 0);
  // Roots are entries whose parent is absent from the visible set.
  const rootPids = new Set(visible.filter((e) => !ids.has(e.pid)).map((e) => e.pid));
  return [...rootPids].flatMap(build);
}

/** Element and operation codes of every entry: they decide which buttons show. */
export function permissionCodes(entries: readonly MenuEntry[]): Set<string> {
  const codes = new Set<string>();
  for (const entry of entries) {
    for (const item of [...(entry.menu_element_list ?? []), ...(entry.menu_opration_list ?? [])]) codes.add(item.code);
  }
  return codes;
}
