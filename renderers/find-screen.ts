import { screens } from 'virtual:screen-index';
import { decideAccess } from '../src/access/guard';
import { useMenuStore } from '../src/access/menu-store';
import { useBrandStore } from '../src/app/brand-store';
import { buildRouteTable, resolveRoute } from '../src/app/route-table';
import { applyEditionLabels, editionWords } from '../src/screen-model/edition-labels';
import { getToken } from '../src/session/token-store';
import type { FoundScreen } from './generic/context';

const table = buildRouteTable(screens);
const knownRoutes = table.map((route) => route.pattern);

/**
 * The screen a path opens, if the user's menu permission allows that route (the same decision the
 * router's guard takes), with the brand edition's wording.
 */
export async function findScreen(pathname: string): Promise<FoundScreen | undefined> {
  const decision = decideAccess({
    pathname,
    search: '',
    loggedIn: !!getToken(),
    knownRoutes,
    menuPaths: useMenuStore.getState().paths,
  });
  if (decision.type !== 'allow') return undefined;
  const resolved = resolveRoute(table, pathname);
  if (!resolved) return undefined;
  const descriptor = await resolved.route.entry.load();
  return { descriptor: applyEditionLabels(descriptor, editionWords(useBrandStore.getState().brand.edition)), params: resolved.params };
}
