import { useContext, useMemo, useState, type ReactNode } from 'react';
import { NavigationType, UNSAFE_LocationContext as LocationContext, UNSAFE_RouteContext as RouteContext } from 'react-router';

interface TabRouterScopeProps {
  /** The tab's key: its path with the query it was opened with. */
  tabKey: string;
  pathname: string;
  children: ReactNode;
}

/**
 * One tab's screen sees its own location and route match, fixed for the tab's life, instead of the
 * browser's. A kept-alive tab is one path, so this is what its screen should read anyway; and
 * react-router gives each navigation new context values, so without this every hook reading them
 * (Refine's useTable, useNavigate, Link, …) in every open tab would render again on each tab switch,
 * and the tab shown again would redraw its whole table. Navigating from inside a tab is unchanged:
 * the navigator is the router's own.
 *
 * react-router exports these contexts as UNSAFE_ because they are internals; it has no public way to
 * give a subtree a fixed location whose context value keeps its identity.
 */
export function TabRouterScope({ tabKey, pathname, children }: TabRouterScopeProps) {
  // The tab mounts while it is the shown route, so the match of that moment is the tab's own.
  const outerRoute = useContext(RouteContext);
  const [route] = useState(outerRoute);
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
