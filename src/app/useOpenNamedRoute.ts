import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { MSG } from '../config/messages';
import { isRouteName, NAMED_ROUTES, namedRouteUrl, type RouteName } from '../config/routes';
import { leaveGuard } from './leave-guard';
import { REDIRECT_PREFIX } from './RedirectPage';
import { useTabsStore } from './tabs-store';

/**
 * Opens a named route with a query (core spec §2: "a named route can be closed and reopened by
 * navigation with params"). The route keeps one tab: its tabs with another query are closed, and a tab
 * already open at this very URL is re-mounted through /redirect, so the screen always starts from the
 * query (a list shows the filters it names, even if the user changed them in the meantime).
 */
export function useOpenNamedRoute(): (name: RouteName, query: Readonly<Record<string, string>>) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (name, query) => {
      // Names are typed, but a caller outside TypeScript (or a name read from data) may give none.
      if (!isRouteName(name)) {
        console.error(MSG.routeNameMissing, name);
        return;
      }
      const url = namedRouteUrl(name, query);
      const others = useTabsStore
        .getState()
        .tabs.filter((tab) => tab.pathname === NAMED_ROUTES[name] && tab.key !== url)
        .map((tab) => tab.key);
      if (!(await leaveGuard.confirm(others))) return;
      leaveGuard.release(others);
      for (const key of others) useTabsStore.getState().close(key);
      const alreadyOpen = useTabsStore.getState().tabs.some((tab) => tab.key === url);
      void navigate(alreadyOpen ? REDIRECT_PREFIX + url : url);
    },
    [navigate],
  );
}
