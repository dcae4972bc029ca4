import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import type { AppComposition } from './composition';
import { GuardedBrowserRouter } from './GuardedBrowserRouter';
import { LoginGate } from './LoginGate';
import { PageLoading } from './PageLoading';
import { LOGIN_PATH } from '../config/constants';

// The login page loads no antd, Refine or shell: everything else comes with AntdArea.
const AntdArea = lazy(() => import('./AntdArea'));

export function App({ composition }: { composition: AppComposition }) {
  const { LoginPage } = composition;
  return (
    <GuardedBrowserRouter>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          {/* The login page needs no routes: a signed-in user is sent home before any is looked up. */}
          <Route path={LOGIN_PATH} element={<LoginGate><LoginPage /></LoginGate>} />
          <Route path="*" element={<AntdArea composition={composition} />} />
        </Routes>
      </Suspense>
    </GuardedBrowserRouter>
  );
}
