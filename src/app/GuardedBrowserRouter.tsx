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
  // Navigations stay transitions (react-router's default): a plain update rendered synchronously was
  // about 15 ms faster per tab switch, but whatever suspended during it replaced the whole shell with
  // the top-level loading fallback for a moment, closing an open tab menu (bench/REPORT.md, tabs).
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}
