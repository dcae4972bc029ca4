import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Location } from 'react-router';
import { Spin } from 'antd';
import type { AppComposition } from './composition';
import { askScreenDataAhead, registerWarmUp } from './warm-up';
import { loadAheadAfterFirstScreen } from './load-ahead';
import { useMenuStore } from '../access/menu-store';
import { Guarded } from './Guarded';
import { LiveLocation, useCurrentLocation, useLiveLocation, useNavigationListener, type RouterState } from './live-location';
import { isRedirectPath, RedirectPage } from './RedirectPage';
import { ScreenArea } from './ScreenArea';
import { PublicScreen } from './PublicScreen';
import { RefineProviders } from './RefineProviders';
import { resolveRoute } from './route-table';
import { covers, loadRoutesFor, useRouteIndex } from './route-index';
import { readSaved } from './tabs-store';
import { isPublicPath } from '../access/guard';
import { LOGOUT_PATH } from '../config/constants';
import { getToken } from '../session/token-store';
import { LogoutPage } from './session-pages/LogoutPage';

/** Paths whose routes must be known before the shell renders: the current one and the stored tabs'. */
function usePathsToKnow(pathname: string): string[] {
  const saved = useMemo(() => readSaved().tabs.map((tab) => tab.pathname), []);
  return useMemo(() => [pathname, ...saved], [pathname, saved]);
}

/**
 * Everything behind the login page, loaded lazily: Refine and React Query, the renderer services,
 * the shell and the screens (and the public screens, which render without the shell).
 */
export default function AuthenticatedApp({ composition }: { composition: AppComposition }) {
  // Reads no location itself: a navigation re-renders only what depends on the path, never <Refine>,
  // whose context values are new objects on each of its renders (every Refine hook in every open tab
  // would render again on each tab switch).
  const { Wrapper = PassThrough } = composition;
  return (
    <RefineProviders>
      <Wrapper>
        <AuthenticatedRoutes composition={composition} />
      </Wrapper>
    </RefineProviders>
  );
}

function PassThrough({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

const isLogoutPage = ({ location }: RouterState) => location.pathname === LOGOUT_PATH;
const askAheadOnNavigation = ({ pathname, search }: Location) => void askScreenDataAhead(pathname, search);
function AuthenticatedRoutes({ composition }: { composition: AppComposition }) {
  const logout = useLiveLocation(isLogoutPage);
  return logout ? (
    <LiveLocation>
      <LogoutPage />
    </LiveLocation>
  ) : (
    <AuthenticatedArea composition={composition} />
  );
}

function AuthenticatedArea({ composition }: { composition: AppComposition }) {
  const { pathname, search } = useCurrentLocation();
  const { Layout, NotFoundPage, loadShard } = composition;
  // Before any screen renders (its effect starts its renderer with its descriptor), not in an effect; and
  // the first data of the screen opened, asked while the shell and the screen render (src/data/pages-ahead.ts).
  useState(() => {
    registerWarmUp(composition.warmUp, loadShard);
    void askScreenDataAhead(pathname, search);
  });
  useNavigationListener(askAheadOnNavigation);
  // After the first screen is drawn with its data: the renderers and the most opened screens, ahead.
  useEffect(() => loadAheadAfterFirstScreen(() => useMenuStore.getState().paths), []);
  const paths = usePathsToKnow(pathname);
  const table = useRouteIndex((s) => s.table);
  const ready = useRouteIndex((s) => covers(s.loaded, paths));
  useEffect(() => {
    if (!ready) void loadRoutesFor(paths, loadShard).catch((error: unknown) => console.error(error));
  }, [ready, paths, loadShard]);
  // A tab refresh (/redirect<path>) re-mounts that tab inside the tab area, so the other tabs stay
  // alive; without a session there are no tabs and it just goes on to <path>.
  if (isRedirectPath(pathname) && !getToken()) {
    return (
      <LiveLocation>
        <RedirectPage pathname={pathname} search={search} />
      </LiveLocation>
    );
  }
  // Until the first routes are known nothing can be decided; later the shell stays while a route loads.
  if (!ready && table.length === 0) return <Spin fullscreen />;
  // Public screens (order query, price check, …) render without the shell.
  if (isPublicPath(pathname) && !isRedirectPath(pathname)) {
    if (!ready) return <Spin fullscreen />;
    const resolved = resolveRoute(table, pathname);
    return (
      <LiveLocation>
        {resolved ? <PublicScreen resolved={resolved} pathname={pathname} render={composition.renderScreen} /> : <NotFoundPage />}
      </LiveLocation>
    );
  }
  return (
    <Guarded table={table} pending={!ready}>
      <Layout>
        <ScreenArea table={table} routesKnown={ready} render={composition.renderScreen} />
      </Layout>
    </Guarded>
  );
}
