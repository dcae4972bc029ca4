import { useState, type ReactNode } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { createGuardedHistory } from './guarded-history';
import { leaveGuard } from './leave-guard';

/**
 * The app's router: a browser router whose history asks before leaving a tab with unsaved input
 * (see createGuardedHistory for why the guard lives in the history).
 */
export function GuardedBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() =>
    createGuardedHistory(createBrowserHistory({ v5Compat: true }), {
      needsConfirm: (from, to) => from !== to && leaveGuard.isDirty(from),
      confirm: (from) => leaveGuard.confirm([from]),
    }),
  );
  // Navigations stay transitions (react-router's default). A plain update would show a tab about 15 ms
  // sooner (bench/REPORT.md), but a navigation that suspends (a chunk not loaded yet) would then put up
  // the nearest Suspense fallback, the whole page's for a lazily loaded shell part, instead of keeping
  // what is on screen until it is ready.
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}
