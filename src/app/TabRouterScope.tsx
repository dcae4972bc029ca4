import { useMemo, type ReactNode } from 'react';
import { NavigationType, UNSAFE_LocationContext as LocationContext, UNSAFE_RouteContext as RouteContext } from 'react-router';

interface TabRouterScopeProps {
  /** The tab's key: its path with the query it was opened with. */
  tabKey: string;
  pathname: string;
  children: ReactNode;
}

/**
 * One tab's screen sees its own location and route match, fixed for the tab's life, instead of the
 * browser's, which nothing above the tab area provides (HistoryRouter). A kept-alive tab is one path,
 * so this is what its screen should read anyway. Its match is the app's catch-all route, as a
 * <Route path="*"> would give it (useParams()['*'] is the path). Navigating from inside a tab is
 * unchanged: the navigator is the router's own.
 *
 * react-router exports these contexts as UNSAFE_ because they are internals; it has no public way to
 * give a subtree a fixed location whose context value keeps its identity.
 */
export function TabRouterScope({ tabKey, pathname, children }: TabRouterScopeProps) {
  const route = useMemo(
    () => ({
      outlet: null,
      matches: [{ params: { '*': pathname.slice(1) }, pathname, pathnameBase: '/', route: { id: '*', path: '*' } }],
      isDataRoute: false,
    }),
    [pathname],
  );
  const location = useMemo(
    () => ({
      location: { pathname, search: tabKey.slice(pathname.length), hash: '', state: null, key: tabKey },
      navigationType: NavigationType.Pop,
    }),
    [tabKey, pathname],
  );
  return (
    <RouteContext.Provider value={route}>
      <LocationContext.Provider value={location}>{children}</LocationContext.Provider>
    </RouteContext.Provider>
  );
}
