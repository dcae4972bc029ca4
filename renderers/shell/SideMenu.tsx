import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useMenuStore } from '../../src/access/menu-store';
import type { MenuNode } from '../../src/access/menu';
import { warmScreen, warmScreensWhenIdle } from '../../src/app/warm-up';
import { MenuIcon } from './icons';

type Item = Required<MenuProps>['items'][number];

const directoryKey = (node: MenuNode): string => `dir:${node.id}`;

/**
 * antd items of the menu tree. Top-level entries always get an icon (the collapsed sidebar shows only
 * icons); deeper entries show the icon their menu permission names, if any.
 */
function toItems(nodes: readonly MenuNode[], depth = 0): Item[] {
  return nodes.map((node) => {
    const icon = depth === 0 || node.icon ? <MenuIcon name={node.icon} /> : undefined;
    return node.children.length > 0
      ? { key: directoryKey(node), icon, label: node.name, children: toItems(node.children, depth + 1) }
      : // Hovered, an entry's screen loads its descriptor and renderer before the click.
        { key: node.path, icon, label: node.name, onMouseEnter: () => void warmScreen(node.path, { renderer: true }) };
  });
}

/** The screens directly under a directory, by its key. */
function leavesByDirectory(nodes: readonly MenuNode[], into = new Map<string, string[]>()): Map<string, string[]> {
  for (const node of nodes) {
    if (node.children.length === 0) continue;
    into.set(directoryKey(node), node.children.filter((child) => child.children.length === 0 && child.path !== '').map((child) => child.path));
    leavesByDirectory(node.children, into);
  }
  return into;
}

/** Parent directory key of every entry key, for opening the directories of a route. */
function parentKeys(nodes: readonly MenuNode[], parent?: string, into = new Map<string, string>()): Map<string, string> {
  for (const node of nodes) {
    const key = node.children.length > 0 ? directoryKey(node) : node.path;
    if (parent) into.set(key, parent);
    if (node.children.length > 0) parentKeys(node.children, key, into);
  }
  return into;
}

/** The directories above `key`, outermost first. */
function ancestorsOf(parents: ReadonlyMap<string, string>, key: string): string[] {
  const chain: string[] = [];
  for (let at = parents.get(key); at; at = parents.get(at)) chain.unshift(at);
  return chain;
}

/**
 * Sidebar menu from the user's menu permission (hidden entries are already left out of the tree).
 * One submenu is open at a time: opening one closes the others, except its own parents. Items are
 * built once per menu tree, so collapsing the sidebar re-renders the menu without rebuilding it.
 */
export const SideMenu = memo(function SideMenu({ collapsed }: { collapsed: boolean }) {
  const tree = useMenuStore((s) => s.tree);
  const items = useMemo(() => toItems(tree), [tree]);
  const parents = useMemo(() => parentKeys(tree), [tree]);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [openKeys, setOpenKeys] = useState<string[]>(() => ancestorsOf(parents, pathname));
  // Collapsed, submenus are hover pop-ups with their own open state; the inline choice is kept for later.
  const [popupKeys, setPopupKeys] = useState<string[]>([]);

  // A route opened from elsewhere (tab, search, link) opens its own directory. Adjusted while rendering
  // rather than in an effect, so a tab switch is one render and one commit of the menu, not two.
  const [openedFor, setOpenedFor] = useState({ parents, pathname });
  if (openedFor.parents !== parents || openedFor.pathname !== pathname) {
    setOpenedFor({ parents, pathname });
    const own = ancestorsOf(parents, pathname);
    if (own.length > 0) setOpenKeys(own);
  }

  const leaves = useMemo(() => leavesByDirectory(tree), [tree]);
  // An opened directory's screens load their descriptors in idle moments: one of them is picked next.
  const [cancelWarming, setCancelWarming] = useState<() => void>(() => () => undefined);
  useEffect(() => cancelWarming, [cancelWarming]);
  const warmDirectory = useCallback(
    (key: string | undefined) => {
      const paths = key ? leaves.get(key) : undefined;
      if (paths && paths.length > 0) setCancelWarming(() => warmScreensWhenIdle(paths));
    },
    [leaves],
  );
  const onOpenChange = useCallback(
    (keys: string[]) => {
      const opened = keys.find((key) => !openKeys.includes(key));
      setOpenKeys(opened ? [...ancestorsOf(parents, opened), opened] : keys);
      warmDirectory(opened);
    },
    [openKeys, parents, warmDirectory],
  );
  const onPopupChange = useCallback(
    (keys: string[]) => {
      setPopupKeys(keys);
      warmDirectory(keys.find((key) => !popupKeys.includes(key)));
    },
    [popupKeys, warmDirectory],
  );
  const onClick = useCallback<NonNullable<MenuProps['onClick']>>(
    ({ key }) => {
      setPopupKeys([]);
      navigate(key);
    },
    [navigate],
  );
  const selectedKeys = useMemo(() => [pathname], [pathname]);

  return (
    <Menu
      mode="inline"
      theme="dark"
      items={items}
      selectedKeys={selectedKeys}
      openKeys={collapsed ? popupKeys : openKeys}
      onOpenChange={collapsed ? onPopupChange : onOpenChange}
      onClick={onClick}
      aria-label="menu"
    />
  );
});
