import { memo, useCallback, useEffect, useLayoutEffect, useMemo, type CSSProperties, type ReactNode } from 'react';
import { documentTitle } from '../config/brand';
import { isRouteKept } from '../access/guard';
import { menuIdOf, useMenuStore } from '../access/menu-store';
import { setMenuId } from '../session/menu-id';
import { routeTitle } from '../screen-model/titles';
import { editionWords } from '../screen-model/edition-labels';
import { editionText } from '../screen-model/edition-texts';
import type { ScreenRenderProps } from './composition';
import { leaveGuard } from './leave-guard';
import { LiveLocation, useCurrentLocation } from './live-location';
import { isRedirectPath, RedirectPage } from './RedirectPage';
import { resolveRoute, type RouteEntry } from './route-table';
import { ScreenView } from './ScreenView';
import { TabKeyContext } from './tab-context';
import { TabPopupRoot } from './TabPopupRoot';
import { TabRouterScope } from './TabRouterScope';
import { isKeptMounted, useTabsStore, type RouteLookup, type Tab } from './tabs-store';
import { useBrandStore } from './brand-store';
import { useTabScroll } from './useTabScroll';

interface ScreenAreaProps {
  table: readonly RouteEntry[];
  /**
   * False while the index shards of the current path or of a stored tab are still loading: a route
   * missing from the table then may only be not loaded yet, so no stored tab is dropped for it.
   */
  routesKnown: boolean;
  render: (props: ScreenRenderProps) => ReactNode;
}

/**
 * How a kept-alive tab is hidden: its content is skipped by style, layout and paint, which keeps the
 * layout it had (so showing it again costs neither a new layout of its table nor a re-measure), and is
 * out of the tab order and the accessibility tree. Not display: none, nor React's <Activity>, which
 * would drop that layout and, for <Activity>, run every effect of the screen again when it is shown:
 * antd's Table then measures its columns and renders itself again (bench/tabs.ts, bench/REPORT.md).
 */
const HIDDEN_TAB: CSSProperties = { contentVisibility: 'hidden', height: 0, overflow: 'hidden' };

/**
 * The active screen plus the kept-alive screens of other open tabs. Hidden tabs stay mounted, live and
 * hidden by style (HIDDEN_TAB), so their filters, paging and typed input survive a switch and they are
 * shown again at once; their popups are hidden with them (TabPopupRoot) and their page scroll is
 * restored when shown again. Tabs of routes whose descriptor says `cache: false` stay in the
 * tab bar but are unmounted when left, so they start afresh when shown again. Tabs restored from
 * storage mount when first shown. A closed tab is unmounted and everything kept for it released.
 */
export function ScreenArea({ table, routesKnown, render }: ScreenAreaProps) {
  const { pathname, search } = useCurrentLocation();
  const key = pathname + search;
  const redirecting = isRedirectPath(pathname);
  const resolved = useMemo(() => (redirecting ? undefined : resolveRoute(table, pathname)), [redirecting, table, pathname]);
  const tabs = useTabsStore((s) => s.tabs);
  const mounted = useTabsStore((s) => s.mounted);
  const refreshes = useTabsStore((s) => s.refreshes);
  const visit = useTabsStore((s) => s.visit);
  const sanitize = useTabsStore((s) => s.sanitize);
  const systemName = useBrandStore((s) => s.brand.systemName);
  // Tab and page titles say the edition's word for the partner (新增商家 → 新增供应商), as the screens do.
  const edition = useBrandStore((s) => s.brand.edition);
  const partnerWord = useMemo(() => editionWords(edition).merchantOrStore, [edition]);
  const idByPath = useMenuStore((s) => s.idByPath);
  const menuPaths = useMenuStore((s) => s.paths);

  // Stored tabs of routes that no longer exist or are not in this user's menu are dropped before paint.
  const lookup = useCallback<RouteLookup>(
    (path) => {
      const route = resolveRoute(table, path);
      if (!route || (menuPaths && !isRouteKept(route.route.pattern, menuPaths))) return undefined;
      return { title: editionText(route.route.entry.title, partnerWord), cache: route.route.entry.cache };
    },
    [table, menuPaths, partnerWord],
  );
  useLayoutEffect(() => {
    if (routesKnown) sanitize(lookup);
  }, [routesKnown, sanitize, lookup]);

  useEffect(() => {
    if (!resolved) return;
    const { entry } = resolved.route;
    const title = editionText(routeTitle(entry, resolved.params), partnerWord);
    visit({ key, pathname, title, cache: entry.cache });
    setMenuId(menuIdOf(idByPath, resolved.route));
    document.title = documentTitle(systemName, title);
  }, [key, pathname, resolved, visit, idByPath, systemName, partnerWord]);

  // One keyed list in tab order, so a tab switching between visible and hidden is never re-mounted.
  const shown: Tab[] = tabs.filter((t) => t.key === key || isKeptMounted(t, mounted));
  if (resolved && !shown.some((t) => t.key === key)) {
    shown.push({ key, pathname, title: editionText(routeTitle(resolved.route.entry, resolved.params), partnerWord), cache: resolved.route.entry.cache });
  }
  // A refresh changes the instance key, so React mounts the tab's screen afresh.
  const instanceOf = (tabKey: string) => `${tabKey}#${refreshes[tabKey] ?? 0}`;
  // Joined (paths hold no line breaks) so the sets below change only when the shown screens do.
  const instances = shown.map((t) => instanceOf(t.key)).join('\n');
  const keys = shown.map((t) => t.key).join('\n');
  const live = useMemo(() => new Set(instances.split('\n')), [instances]);
  const shownKeys = useMemo(() => new Set(keys.split('\n')), [keys]);
  useTabScroll(resolved ? instanceOf(key) : undefined, live);
  // Unsaved input of a screen that is no longer mounted is gone with it.
  useEffect(() => leaveGuard.retain(shownKeys), [shownKeys]);

  return (
    <>
      {shown.map((tab) => (
        <KeptTab
          key={instanceOf(tab.key)}
          tabKey={tab.key}
          pathname={tab.pathname}
          title={tab.title}
          hidden={tab.key !== key}
          table={table}
          render={render}
        />
      ))}
      {redirecting && (
        <LiveLocation>
          <RedirectPage pathname={pathname} search={search} />
        </LiveLocation>
      )}
    </>
  );
}

interface KeptTabProps {
  tabKey: string;
  pathname: string;
  title: string;
  hidden: boolean;
  table: readonly RouteEntry[];
  render: (props: ScreenRenderProps) => ReactNode;
}

/**
 * One open tab: its section, its popups, its fixed route (TabRouterScope) and its screen. Memoised as a
 * whole, so a navigation that neither shows nor hides a tab does not render it; and as no context above
 * the tab area changes on a navigation (HistoryRouter), React has nothing to look for inside it either.
 */
const KeptTab = memo(function KeptTab({ tabKey, pathname, title, hidden, table, render }: KeptTabProps) {
  return (
    <section data-screen={tabKey} aria-label={title} style={hidden ? HIDDEN_TAB : undefined} inert={hidden}>
      <TabPopupRoot hidden={hidden}>
        <TabKeyContext.Provider value={tabKey}>
          <TabRouterScope tabKey={tabKey} pathname={pathname}>
            <TabScreen table={table} pathname={pathname} render={render} />
          </TabRouterScope>
        </TabKeyContext.Provider>
      </TabPopupRoot>
    </section>
  );
});

interface TabScreenProps {
  table: readonly RouteEntry[];
  pathname: string;
  render: (props: ScreenRenderProps) => ReactNode;
}

/** One tab's screen, memoised so a tab shown or hidden does not render its screen again. */
const TabScreen = memo(function TabScreen({ table, pathname, render }: TabScreenProps) {
  const screen = useMemo(() => resolveRoute(table, pathname), [table, pathname]);
  return screen ? <ScreenView entry={screen.route.entry} params={screen.params} pathname={pathname} render={render} /> : null;
});
