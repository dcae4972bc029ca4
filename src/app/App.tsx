import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import { Navigate, Route, Routes } from 'react-router';
import type { AppComposition } from './composition';
import { AppProviders } from './AppProviders';
import { Guarded } from './Guarded';
import { GuardedBrowserRouter } from './GuardedBrowserRouter';
import { LeaveGuardHost } from './LeaveGuardHost';
import { AUTH_REDIRECT_PATH, FORBIDDEN_PATH, HOME_PATH, LAYOUT_PATH, LOGIN_PATH, NOT_FOUND_PATH } from '../config/constants';
import { AuthRedirectPage } from './session-pages/AuthRedirectPage';

// Refine, the shell and the screen index load only past the login page.
const AuthenticatedApp = lazy(() => import('./AuthenticatedApp'));

export function App({ composition }: { composition: AppComposition }) {
  const { LoginPage, NotFoundPage, ForbiddenPage } = composition;
  return (
    <GuardedBrowserRouter>
      <AppProviders>
        <LeaveGuardHost />
        <Suspense fallback={<Spin fullscreen />}>
          <Routes>
            {/* The login page needs no routes: a signed-in user is sent home before any is looked up. */}
            <Route path={LOGIN_PATH} element={<Guarded table={[]}><LoginPage /></Guarded>} />
            <Route path={NOT_FOUND_PATH} element={<NotFoundPage />} />
            <Route path={FORBIDDEN_PATH} element={<ForbiddenPage />} />
            <Route path={AUTH_REDIRECT_PATH} element={<AuthRedirectPage />} />
            <Route path={LAYOUT_PATH} element={<Navigate to={HOME_PATH} replace />} />
            <Route path="*" element={<AuthenticatedApp composition={composition} />} />
          </Routes>
        </Suspense>
      </AppProviders>
    </GuardedBrowserRouter>
  );
}
