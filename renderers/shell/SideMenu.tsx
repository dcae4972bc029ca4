import { useMemo, useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useMenuStore } from '../../src/access/menu-store';
import type { MenuNode } from '../../src/access/menu';
import { MenuIcon } from './icons';

type Item = Required<MenuProps>['items'][number];

function toItems(nodes: readonly MenuNode[]): Item[] {
  return nodes.map((node) =>
    node.children.length > 0
      ? { key: `dir:${node.id}`, icon: <MenuIcon name={node.icon} />, label: node.name, children: toItems(node.children) }
      : { key: node.path, icon: <MenuIcon name={node.icon} />, label: node.name },
  );
}

/** Directory key of the entry whose path is `path`. */
function parentKeyOf(nodes: readonly MenuNode[], path: string): string | undefined {
  for (const node of nodes) {
    if (node.children.some((child) => child.path === path)) return `dir:${node.id}`;
    const deeper = parentKeyOf(node.children, path);
    if (deeper) return deeper;
  }
  return undefined;
}

/** Sidebar menu from the user's menu permission; one submenu open at a time. */
export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const tree = useMenuStore((s) => s.tree);
  const items = useMemo(() => toItems(tree), [tree]);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [openKey, setOpenKey] = useState<string | undefined>(() => parentKeyOf(tree, pathname));
  return (
    <Menu
      mode="inline"
      theme="dark"
      items={items}
      selectedKeys={[pathname]}
      openKeys={collapsed || !openKey ? [] : [openKey]}
      onOpenChange={(keys) => setOpenKey(keys.find((k) => k !== openKey))}
      onClick={({ key }) => navigate(key)}
    />
  );
}
