import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HistoryRouter } from '../../../src/app/live-location';
import { ScreenArea } from '../../../src/app/ScreenArea';
import { buildRouteTable, type RouteEntry } from '../../../src/app/route-table';
import { useTabsStore } from '../../../src/app/tabs-store';
import type { ScreenDescriptor } from '../../../src/screen-model/types';
import type { ScreenIndexEntry } from '../../../src/screen-model/index-entry';

function entry(path: string, title: string): ScreenIndexEntry {
  const descriptor = { kind: 'custom', path, title, renderer: 'probe' } as unknown as ScreenDescriptor;
  return { file: `${path}.json`, path, aliases: [], title, kind: 'custom', cache: true, load: () => Promise.resolve(descriptor) };
}
const roles = entry('/roles', '角色');
const orders = entry('/orders', '订单');

/** The tab area at /roles; `setIndex` plays the index shards arriving one after the other. */
function renderArea(initial: { table: readonly RouteEntry[]; routesKnown: boolean }) {
  let setIndex: (next: { table: readonly RouteEntry[]; routesKnown: boolean }) => void = () => undefined;
  function Area() {
    const [index, set] = useState(initial);
    setIndex = set;
    return <ScreenArea table={index.table} routesKnown={index.routesKnown} render={() => <div />} />;
  }
  render(
    <HistoryRouter history={createMemoryHistory({ initialEntries: ['/roles'], v5Compat: true })}>
      <Area />
    </HistoryRouter>,
  );
  return (next: { table: readonly RouteEntry[]; routesKnown: boolean }) => act(async () => setIndex(next));
}

function storedTabs() {
  return useTabsStore.getState().tabs.map((t) => t.key);
}

afterEach(() => useTabsStore.getState().closeAll());

describe('stored tabs while the screen index is still loading', () => {
  it("keeps a stored tab whose route's shard is not loaded yet, and keeps it once the shard is there", async () => {
    useTabsStore.setState({ tabs: [{ key: '/orders', pathname: '/orders', title: '订单', cache: true }], activeKey: '/orders' });
    // The current route's shard is in; the stored tab's is still on its way.
    const loadMore = renderArea({ table: buildRouteTable([roles]), routesKnown: false });
    expect(storedTabs()).toEqual(['/orders', '/roles']);

    await loadMore({ table: buildRouteTable([roles, orders]), routesKnown: true });
    expect(storedTabs()).toEqual(['/orders', '/roles']);
  });

  it('drops a stored tab whose route is unknown once every shard it needs is loaded', async () => {
    useTabsStore.setState({ tabs: [{ key: '/gone', pathname: '/gone', title: '旧页面', cache: true }], activeKey: '/gone' });
    const loadMore = renderArea({ table: buildRouteTable([roles]), routesKnown: false });
    expect(storedTabs()).toEqual(['/gone', '/roles']);

    await loadMore({ table: buildRouteTable([roles, orders]), routesKnown: true });
    expect(storedTabs()).toEqual(['/roles']);
  });
});
