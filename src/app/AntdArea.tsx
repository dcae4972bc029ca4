import { Suspense, type ReactNode } from 'react';
import { Spin } from 'antd';
import { matchPath, Navigate } from 'react-router';
import type { AppComposition } from './composition';
import { AppProviders } from './AppProviders';
import { LeaveGuardHost } from './LeaveGuardHost';
import { LiveLocation, useLiveLocation, type RouterState } from './live-location';
import { AUTH_REDIRECT_PATH, FORBIDDEN_PATH, HOME_PATH, LAYOUT_PATH, NOT_FOUND_PATH } from '../config/constants';
import { AuthRedirectPage } from './session-pages/AuthRedirectPage';
import { AuthenticatedApp } from './lazy-authenticated-app';

/** The pages of their own path; every other path is the authenticated area's. */
const OWN_PAGES = [NOT_FOUND_PATH, FORBIDDEN_PATH, AUTH_REDIRECT_PATH, LAYOUT_PATH] as const;
type OwnPage = (typeof OWN_PAGES)[number];

const ownPageOf = ({ location }: RouterState): OwnPage | undefined =>
  OWN_PAGES.find((path) => matchPath(path, location.pathname) !== null);

/**
 * Every page but the login page, loaded lazily: antd's providers (ConfigProvider, App, the notifier
 * bridge, the leave-guard dialog) around the error pages, the sign-in hand-over and the screens.
 * Chosen by path, not with <Routes>, for the reason given in App.
 */
export default function AntdArea({ composition }: { composition: AppComposition }) {
  const { NotFoundPage, ForbiddenPage } = composition;
  const page = useLiveLocation(ownPageOf);
  const ownPages: Record<OwnPage, ReactNode> = {
    [NOT_FOUND_PATH]: <NotFoundPage />,
    [FORBIDDEN_PATH]: <ForbiddenPage />,
    [AUTH_REDIRECT_PATH]: <AuthRedirectPage />,
    [LAYOUT_PATH]: <Navigate to={HOME_PATH} replace />,
  };
  return (
    <AppProviders>
      <LeaveGuardHost />
      <Suspense fallback={<Spin fullscreen />}>
        {page ? <LiveLocation>{ownPages[page]}</LiveLocation> : <AuthenticatedApp composition={composition} />}
      </Suspense>
    </AppProviders>
  );
}
