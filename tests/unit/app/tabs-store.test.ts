import { ROUTE_CACHE_STORAGE_KEY } from '../../../src/config/constants';
import type { RouteLookup, Tab } from '../../../src/app/tabs-store';

/** A fresh store module, reading whatever localStorage holds now. */
async function freshStore() {
  vi.resetModules();
  return (await import('../../../src/app/tabs-store')).useTabsStore;
}

function tab(key: string, title = key, cache = true): Tab {
  return { key, pathname: key.split('?')[0] ?? key, title, cache };
}

function saved(): { tabs: Tab[]; activeKey?: string } {
  return JSON.parse(localStorage.getItem(ROUTE_CACHE_STORAGE_KEY) ?? 'null') as { tabs: Tab[]; activeKey?: string };
}

const keys = (tabs: readonly Tab[]) => tabs.map((t) => t.key);

beforeEach(() => localStorage.clear());

describe('tabs store', () => {
  it('opens a tab per full path, so two orders or two queries are two tabs, and re-visiting activates', async () => {
    const store = await freshStore();
    const { visit } = store.getState();
    visit(tab('/saas/business/order/show/1'));
    visit(tab('/saas/business/order/show/2'));
    visit(tab('/saas/waybill/all/index?nos=200000000001'));
    visit(tab('/saas/waybill/all/index?nos=200000000002'));
    visit(tab('/saas/business/order/show/1'));
    const state = store.getState();
    expect(keys(state.tabs)).toEqual([
      '/saas/business/order/show/1',
      '/saas/business/order/show/2',
      '/saas/waybill/all/index?nos=200000000001',
      '/saas/waybill/all/index?nos=200000000002',
    ]);
    expect(state.activeKey).toBe('/saas/business/order/show/1');
    expect(saved().activeKey).toBe('/saas/business/order/show/1');
  });

  it('closing the active tab activates the last remaining one, and none when no tab remains', async () => {
    const store = await freshStore();
    const { visit, close } = store.getState();
    ['/a', '/b', '/c'].forEach((k) => visit(tab(k)));
    visit(tab('/b'));
    expect(close('/b')).toBe('/c');
    expect(keys(store.getState().tabs)).toEqual(['/a', '/c']);
    expect(close('/c')).toBe('/a');
    expect(close('/a')).toBeUndefined();
    expect(store.getState().tabs).toEqual([]);
    expect(saved()).toEqual({ tabs: [] });
  });

  it('closing another tab keeps the active one', async () => {
    const store = await freshStore();
    const { visit, close } = store.getState();
    ['/a', '/b', '/c'].forEach((k) => visit(tab(k)));
    expect(close('/a')).toBe('/c');
    expect(store.getState().activeKey).toBe('/c');
  });

  it('close others keeps only that tab and activates it; close all empties the list', async () => {
    const store = await freshStore();
    const { visit, closeOthers, closeAll } = store.getState();
    ['/a', '/b', '/c'].forEach((k) => visit(tab(k)));
    closeOthers('/b');
    expect(keys(store.getState().tabs)).toEqual(['/b']);
    expect(store.getState().activeKey).toBe('/b');
    visit(tab('/d'));
    closeAll();
    expect(store.getState().tabs).toEqual([]);
    expect(store.getState().activeKey).toBeUndefined();
    expect(saved().tabs).toEqual([]);
  });

  it('releases what it kept for a closed tab: reopened, it mounts afresh with no refresh count', async () => {
    const store = await freshStore();
    const { visit, close, refresh } = store.getState();
    visit(tab('/a'));
    visit(tab('/b'));
    refresh('/a');
    expect(store.getState().refreshes['/a']).toBe(1);
    expect(store.getState().mounted.has('/a')).toBe(false);
    visit(tab('/a'));
    expect(store.getState().mounted.has('/a')).toBe(true);
    close('/a');
    expect(store.getState().mounted.has('/a')).toBe(false);
    expect(store.getState().refreshes['/a']).toBeUndefined();
  });

  it('keeps the cache flag of routes that are not kept alive, and never saves the mounted set', async () => {
    const store = await freshStore();
    store.getState().visit(tab('/saas/order/draft/index', '草稿箱', false));
    expect(store.getState().tabs[0]?.cache).toBe(false);
    expect(Object.keys(saved())).toEqual(['tabs', 'activeKey']);
  });

  it('restores the saved tabs and the active one after a reload; none of them is mounted yet', async () => {
    const first = await freshStore();
    ['/a', '/b?x=1', '/c'].forEach((k) => first.getState().visit(tab(k)));
    first.getState().visit(tab('/b?x=1'));
    const restored = await freshStore();
    expect(keys(restored.getState().tabs)).toEqual(['/a', '/b?x=1', '/c']);
    expect(restored.getState().activeKey).toBe('/b?x=1');
    expect(restored.getState().mounted.size).toBe(0);
  });

  it('drops damaged entries, duplicates and keys that do not belong to their path when reading storage', async () => {
    localStorage.setItem(
      ROUTE_CACHE_STORAGE_KEY,
      JSON.stringify({
        tabs: [tab('/a'), tab('/a'), { key: 'http://evil.example/', pathname: 'http://evil.example/' }, { key: '/x?y', pathname: '/z' }, null, 3, tab('/b')],
        activeKey: '/gone',
      }),
    );
    const store = await freshStore();
    expect(keys(store.getState().tabs)).toEqual(['/a', '/b']);
    expect(store.getState().activeKey).toBeUndefined();
  });

  it('starts empty from a damaged cache', async () => {
    localStorage.setItem(ROUTE_CACHE_STORAGE_KEY, '{not json');
    expect((await freshStore()).getState().tabs).toEqual([]);
    localStorage.setItem(ROUTE_CACHE_STORAGE_KEY, '["/saas/order/index"]');
    expect((await freshStore()).getState().tabs).toEqual([]);
  });

  it('sanitize drops unknown routes and takes titles and cache flags from the route table', async () => {
    localStorage.setItem(
      ROUTE_CACHE_STORAGE_KEY,
      JSON.stringify({ tabs: [tab('/known', 'stale title'), tab('/removed'), tab('/draft?p=1', 'x', true)], activeKey: '/removed' }),
    );
    const store = await freshStore();
    const routes: Record<string, { title: string; cache: boolean }> = { '/known': { title: '订单列表', cache: true }, '/draft': { title: '草稿箱', cache: false } };
    const lookup: RouteLookup = (pathname) => routes[pathname];
    store.getState().sanitize(lookup);
    expect(store.getState().tabs).toEqual([
      { key: '/known', pathname: '/known', title: '订单列表', cache: true },
      { key: '/draft?p=1', pathname: '/draft', title: '草稿箱', cache: false },
    ]);
    expect(store.getState().activeKey).toBeUndefined();
    expect(keys(saved().tabs)).toEqual(['/known', '/draft?p=1']);
  });
});
