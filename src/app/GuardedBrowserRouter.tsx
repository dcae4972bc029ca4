import { useState, type ReactNode } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { createGuardedHistory } from './guarded-history';
import { HistoryRouter } from './live-location';
import { leaveGuard } from './leave-guard';

/**
 * The app's router: a browser router whose history asks before leaving a tab with unsaved input
 * (see createGuardedHistory for why the guard lives in the history, HistoryRouter for how the
 * location reaches the shell and the tabs).
 */
export function GuardedBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() =>
    createGuardedHistory(createBrowserHistory({ v5Compat: true }), {
      needsConfirm: (from, to) => from !== to && leaveGuard.isDirty(from),
      confirm: (from) => leaveGuard.confirm([from]),
    }),
  );
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}
