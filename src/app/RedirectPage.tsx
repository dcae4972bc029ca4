import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { safeRedirectTarget } from '../access/paths';
import { leaveGuard } from './leave-guard';
import { useTabsStore } from './tabs-store';

export const REDIRECT_PREFIX = '/redirect';

export function isRedirectPath(pathname: string): boolean {
  return pathname.startsWith(`${REDIRECT_PREFIX}/`);
}

/** The path /redirect<path> re-opens (same origin only), or / for anything else. */
export function redirectTarget(pathname: string, search: string): string {
  return safeRedirectTarget(pathname.slice(REDIRECT_PREFIX.length) + search) ?? '/';
}

/**
 * /redirect<path> re-opens <path> with a fresh screen: a tab's 刷新 goes through here (widgets spec §2).
 * The tab's screen is re-mounted (its state reset, its data fetched again) and its unsaved input
 * forgotten; the other tabs are untouched, since this renders inside the tab area.
 */
export function RedirectPage({ pathname, search }: { pathname: string; search: string }) {
  const navigate = useNavigate();
  const refresh = useTabsStore((s) => s.refresh);
  const queryClient = useQueryClient();
  useEffect(() => {
    const target = redirectTarget(pathname, search);
    leaveGuard.release([target]);
    // Cached pages count as fresh for a while: mark them stale (without fetching anything now), so
    // the re-mounted screen asks the server again, and so does any other tab when it is next shown.
    void queryClient.invalidateQueries({ refetchType: 'none' });
    refresh(target);
    void navigate(target, { replace: true });
  }, [pathname, search, refresh, navigate, queryClient]);
  return null;
}
