import { Suspense, useMemo } from 'react';
import { Spin } from 'antd';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import type { AppComposition } from './composition';
import { AppProviders } from './AppProviders';
import { Guarded } from './Guarded';
import { GuardedBrowserRouter } from './GuardedBrowserRouter';
import { LeaveGuardHost } from './LeaveGuardHost';
import { isRedirectPath, RedirectPage } from './RedirectPage';
import { ScreenArea } from './ScreenArea';
import { PublicScreen } from './PublicScreen';
import { buildRouteTable, resolveRoute, type RouteEntry } from './route-table';
import { isPublicPath } from '../access/guard';
import { AUTH_REDIRECT_PATH, FORBIDDEN_PATH, HOME_PATH, LAYOUT_PATH, LOGIN_PATH, LOGOUT_PATH, NOT_FOUND_PATH } from '../config/constants';
import { getToken } from '../session/token-store';
import { AuthRedirectPage } from './session-pages/AuthRedirectPage';
import { LogoutPage } from './session-pages/LogoutPage';

function AuthenticatedArea({ composition, table }: { composition: AppComposition; table: readonly RouteEntry[] }) {
  const { pathname, search } = useLocation();
  const { Layout, NotFoundPage } = composition;
  // A tab refresh (/redirect<path>) re-mounts that tab inside the tab area, so the other tabs stay
  // alive; without a session there are no tabs and it just goes on to <path>.
  if (isRedirectPath(pathname) && !getToken()) return <RedirectPage pathname={pathname} search={search} />;
  // Public screens (order query, price check, …) render without the shell.
  if (isPublicPath(pathname) && !isRedirectPath(pathname)) {
    const resolved = resolveRoute(table, pathname);
    return resolved ? (
      <PublicScreen resolved={resolved} pathname={pathname} render={composition.renderScreen} />
    ) : (
      <NotFoundPage />
    );
  }
  return (
    <Guarded table={table}>
      <Layout>
        <ScreenArea table={table} render={composition.renderScreen} />
      </Layout>
    </Guarded>
  );
}

export function App({ composition }: { composition: AppComposition }) {
  const table = useMemo(() => buildRouteTable(composition.screens), [composition.screens]);
  const { LoginPage, NotFoundPage, ForbiddenPage, Wrapper = ({ children }) => <>{children}</> } = composition;
  return (
    <GuardedBrowserRouter>
      <AppProviders>
        <LeaveGuardHost />
        <Wrapper>
          <Suspense fallback={<Spin fullscreen />}>
          <Routes>
            <Route path={LOGIN_PATH} element={<Guarded table={table}><LoginPage /></Guarded>} />
            <Route path={NOT_FOUND_PATH} element={<NotFoundPage />} />
            <Route path={FORBIDDEN_PATH} element={<ForbiddenPage />} />
            <Route path={LOGOUT_PATH} element={<LogoutPage />} />
            <Route path={AUTH_REDIRECT_PATH} element={<AuthRedirectPage />} />
            <Route path={LAYOUT_PATH} element={<Navigate to={HOME_PATH} replace />} />
            <Route path="*" element={<AuthenticatedArea composition={composition} table={table} />} />
          </Routes>
          </Suspense>
        </Wrapper>
      </AppProviders>
    </GuardedBrowserRouter>
  );
}
