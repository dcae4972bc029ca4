import { loadShard } from 'virtual:screen-index/shards';
import { decideAccess } from '../src/access/guard';
import { useMenuStore } from '../src/access/menu-store';
import { useBrandStore } from '../src/app/brand-store';
import { resolveRoute } from '../src/app/route-table';
import { loadRoutesFor, useRouteIndex } from '../src/app/route-index';
import { applyEditionLabels, editionWords } from '../src/screen-model/edition-labels';
import { getToken } from '../src/session/token-store';
import type { FoundScreen } from './generic/context';

/**
 * The screen a path opens, if the user's menu permission allows that route (the same decision the
 * router's guard takes), with the brand edition's wording. Loads the index shards of that path first.
 */
export async function findScreen(pathname: string): Promise<FoundScreen | undefined> {
  await loadRoutesFor([pathname], (key) => loadShard(key).then((m) => m.screens));
  const { table } = useRouteIndex.getState();
  const decision = decideAccess({
    pathname,
    search: '',
    loggedIn: !!getToken(),
    knownRoutes: table.map((route) => route.pattern),
    menuPaths: useMenuStore.getState().paths,
  });
  if (decision.type !== 'allow') return undefined;
  const resolved = resolveRoute(table, pathname);
  if (!resolved) return undefined;
  const descriptor = await resolved.route.entry.load();
  return { descriptor: applyEditionLabels(descriptor, editionWords(useBrandStore.getState().brand.edition)), params: resolved.params };
}
