import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import { Navigate, Route, Routes } from 'react-router';
import type { AppComposition } from './composition';
import { AppProviders } from './AppProviders';
import { LeaveGuardHost } from './LeaveGuardHost';
import { AUTH_REDIRECT_PATH, FORBIDDEN_PATH, HOME_PATH, LAYOUT_PATH, NOT_FOUND_PATH } from '../config/constants';
import { AuthRedirectPage } from './session-pages/AuthRedirectPage';

// Refine, the shell and the screen index load only where screens render.
const AuthenticatedApp = lazy(() => import('./AuthenticatedApp'));

/**
 * Every page but the login page, loaded lazily: antd's providers (ConfigProvider, App, the notifier
 * bridge, the leave-guard dialog) around the error pages, the sign-in hand-over and the screens.
 */
export default function AntdArea({ composition }: { composition: AppComposition }) {
  const { NotFoundPage, ForbiddenPage } = composition;
  return (
    <AppProviders>
      <LeaveGuardHost />
      <Suspense fallback={<Spin fullscreen />}>
        <Routes>
          <Route path={NOT_FOUND_PATH} element={<NotFoundPage />} />
          <Route path={FORBIDDEN_PATH} element={<ForbiddenPage />} />
          <Route path={AUTH_REDIRECT_PATH} element={<AuthRedirectPage />} />
          <Route path={LAYOUT_PATH} element={<Navigate to={HOME_PATH} replace />} />
          <Route path="*" element={<AuthenticatedApp composition={composition} />} />
        </Routes>
      </Suspense>
    </AppProviders>
  );
}
