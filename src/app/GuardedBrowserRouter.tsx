import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory, Router, type Location, type NavigationType } from 'react-router';
import { createGuardedHistory } from './guarded-history';
import { leaveGuard } from './leave-guard';
import { isKeptMounted, useTabsStore } from './tabs-store';

interface RouterState {
  action: NavigationType;
  location: Location;
}

/** Whether `location` is an open tab whose screen is kept mounted: showing it again cannot suspend. */
function isKeptTab(location: Location): boolean {
  const key = location.pathname + location.search;
  const { tabs, mounted } = useTabsStore.getState();
  return tabs.some((tab) => tab.key === key && isKeptMounted(tab, mounted));
}

/**
 * The app's router: a browser router whose history asks before leaving a tab with unsaved input
 * (see createGuardedHistory for why the guard lives in the history).
 *
 * A navigation to a route not yet on screen is a transition (react-router's default): its chunks may
 * still be loading, and a transition keeps the current screen until they are there instead of putting
 * up the nearest Suspense fallback. Showing a kept-alive tab again is a plain update: everything it
 * needs is mounted, and rendering it at once, not in the scheduler's time slices, shows it frames
 * sooner (bench/tabs.ts).
 */
export function GuardedBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() =>
    createGuardedHistory(createBrowserHistory({ v5Compat: true }), {
      needsConfirm: (from, to) => from !== to && leaveGuard.isDirty(from),
      confirm: (from) => leaveGuard.confirm([from]),
    }),
  );
  const [state, setState] = useState<RouterState>({ action: history.action, location: history.location });
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        if (isKeptTab(location)) setState({ action, location });
        else startTransition(() => setState({ action, location }));
      }),
    [history],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
