import { Activity, memo, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { documentTitle } from '../config/brand';
import { useMenuStore } from '../access/menu-store';
import { setMenuId } from '../session/menu-id';
import { routeTitle } from '../screen-model/titles';
import type { ScreenRenderProps } from './composition';
import { resolveRoute, type RouteEntry } from './route-table';
import { ScreenView } from './ScreenView';
import { useTabsStore } from './tabs-store';
import { useBrandStore } from './brand-store';

interface ScreenAreaProps {
  table: readonly RouteEntry[];
  render: (props: ScreenRenderProps) => ReactNode;
}

/**
 * The active screen plus the kept-alive screens of other open tabs. Hidden tabs stay mounted inside
 * <Activity mode="hidden"> so their filters, paging, scroll and typed input survive a switch.
 */
export function ScreenArea({ table, render }: ScreenAreaProps) {
  const { pathname, search } = useLocation();
  const key = pathname + search;
  const resolved = useMemo(() => resolveRoute(table, pathname), [table, pathname]);
  const tabs = useTabsStore((s) => s.tabs);
  const visit = useTabsStore((s) => s.visit);
  const systemName = useBrandStore((s) => s.brand.systemName);
  const idByPath = useMenuStore((s) => s.idByPath);
  // Tabs mounted in this page life; tabs restored from storage mount when first shown.
  const [mounted, setMounted] = useState<ReadonlySet<string>>(() => new Set([key]));

  useEffect(() => {
    if (!resolved) return;
    const { entry, pattern } = resolved.route;
    const title = routeTitle(entry, resolved.params);
    visit({ key, pathname, title, cache: entry.cache });
    setMounted((prev) => (prev.has(key) ? prev : new Set(prev).add(key)));
    setMenuId(idByPath.get(pattern) ?? idByPath.get(entry.path));
    document.title = documentTitle(systemName, title);
    window.scrollTo(0, 0);
  }, [key, pathname, resolved, visit, idByPath, systemName]);

  // One keyed list in tab order, so a tab switching between visible and hidden is never re-mounted.
  const shown = tabs.filter((t) => t.key === key || (t.cache && mounted.has(t.key)));
  if (resolved && !shown.some((t) => t.key === key)) shown.push({ key, pathname, title: routeTitle(resolved.route.entry, resolved.params), cache: resolved.route.entry.cache });
  return (
    <>
      {shown.map((tab) => (
        <Activity key={tab.key} mode={tab.key === key ? 'visible' : 'hidden'}>
          <section data-screen={tab.key} aria-label={tab.title}>
            <TabScreen table={table} pathname={tab.pathname} render={render} />
          </section>
        </Activity>
      ))}
    </>
  );
}

interface TabScreenProps {
  table: readonly RouteEntry[];
  pathname: string;
  render: (props: ScreenRenderProps) => ReactNode;
}

/** One tab's screen; memoised so navigating elsewhere does not re-render the hidden tabs. */
const TabScreen = memo(function TabScreen({ table, pathname, render }: TabScreenProps) {
  const screen = useMemo(() => resolveRoute(table, pathname), [table, pathname]);
  return screen ? <ScreenView entry={screen.route.entry} params={screen.params} pathname={pathname} render={render} /> : null;
});
