import { buildRouteTable, resolveRoute } from '../../../src/app/route-table';
import type { ScreenIndexEntry } from '../../../src/screen-model/index-entry';

function entry(path: string, aliases: string[] = []): ScreenIndexEntry {
  return { file: `${path}.json`, path, aliases, title: path, kind: 'list', cache: true, load: () => Promise.reject(new Error('not loaded in this test')) };
}

describe('route table', () => {
  const table = buildRouteTable([
    entry('/saas/system/role/show/:id'),
    entry('/saas/system/role/add', ['/saas/system/role/update/:id']),
    entry('/saas/content/article/edit/:id?'),
    entry('/saas/system/role/:kind'),
  ]);

  it('prefers static segments over parameters', () => {
    expect(resolveRoute(table, '/saas/system/role/add')?.route.pattern).toBe('/saas/system/role/add');
    expect(resolveRoute(table, '/saas/system/role/index')?.route.pattern).toBe('/saas/system/role/:kind');
  });

  it('resolves aliases to the shared screen with their params', () => {
    const resolved = resolveRoute(table, '/saas/system/role/update/12');
    expect(resolved?.route.entry.path).toBe('/saas/system/role/add');
    expect(resolved?.params).toEqual({ id: '12' });
  });

  it('matches optional parameters with and without a value', () => {
    expect(resolveRoute(table, '/saas/content/article/edit')?.params.id).toBeUndefined();
    expect(resolveRoute(table, '/saas/content/article/edit/5')?.params.id).toBe('5');
  });

  it('finds nothing for unknown paths', () => {
    expect(resolveRoute(table, '/nope')).toBeUndefined();
  });
});
