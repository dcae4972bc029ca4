import { Navigate, useLocation } from 'react-router';
import { safeRedirectTarget } from '../access/paths';

/** /redirect/<path> re-opens <path>: a tab refresh goes through here to re-mount its screen. */
export function RedirectPage() {
  const { pathname, search } = useLocation();
  const target = safeRedirectTarget(pathname.replace(/^\/redirect/, '') + search) ?? '/';
  return <Navigate to={target} replace />;
}
