import { Suspense } from 'react';
import { matchPath } from 'react-router';
import type { AppComposition } from './composition';
import { GuardedBrowserRouter } from './GuardedBrowserRouter';
import { LiveLocation, useLiveLocation, type RouterState } from './live-location';
import { LoginGate } from './LoginGate';
import { PageLoading } from './PageLoading';
import { AntdArea } from './lazy-antd-area';
import { LOGIN_PATH } from '../config/constants';

const isLoginPage = ({ location }: RouterState) => matchPath(LOGIN_PATH, location.pathname) !== null;

export function App({ composition }: { composition: AppComposition }) {
  return (
    <GuardedBrowserRouter>
      <Suspense fallback={<PageLoading />}>
        <AppPages composition={composition} />
      </Suspense>
    </GuardedBrowserRouter>
  );
}

/**
 * The login page or everything else. Chosen by path, not with <Routes>: a route match is a context
 * value that changes on every navigation, and the tab area below must sit under none (HistoryRouter).
 */
function AppPages({ composition }: { composition: AppComposition }) {
  const { LoginPage } = composition;
  const login = useLiveLocation(isLoginPage);
  // The login page needs no routes: a signed-in user is sent home before any is looked up.
  return login ? (
    <LiveLocation>
      <LoginGate>
        <LoginPage />
      </LoginGate>
    </LiveLocation>
  ) : (
    <AntdArea composition={composition} />
  );
}
