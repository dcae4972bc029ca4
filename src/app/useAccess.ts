import { useEffect, useMemo } from 'react';
import { decideAccess, type GuardDecision } from '../access/guard';
import { useMenuStore } from '../access/menu-store';
import { getToken } from '../session/token-store';
import { useBrandStore } from './brand-store';
import { useCurrentLocation } from './live-location';
import type { RouteEntry } from './route-table';

/** The access decision for the current location; loads the menu permission the first time it is needed. */
export function useAccess(table: readonly RouteEntry[]): GuardDecision {
  const { pathname, search } = useCurrentLocation();
  const paths = useMenuStore((s) => s.paths);
  const status = useMenuStore((s) => s.status);
  const appCode = useBrandStore((s) => s.brand.appCode);
  const knownRoutes = useMemo(() => table.map((r) => r.pattern), [table]);
  const decision = decideAccess({ pathname, search, loggedIn: !!getToken(), knownRoutes, menuPaths: paths });

  const needsMenu = decision.type === 'wait-for-menu' && status === 'idle';
  useEffect(() => {
    // A chunk of its own, which a signed-in page load asks for before the shell (src/app/bootstrap.tsx).
    if (needsMenu) void import('../access/menu-request').then(({ requestMenuPermission }) => requestMenuPermission(appCode));
  }, [needsMenu, appCode]);

  return decision;
}
