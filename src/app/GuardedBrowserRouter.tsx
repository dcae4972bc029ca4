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
  // Navigations render at once, not as transitions: showing a kept-alive tab again is then one
  // synchronous render and commit within the click's frame instead of a render spread over frames.
  return (
    <HistoryRouter history={history} useTransitions={false}>
      {children}
    </HistoryRouter>
  );
}
