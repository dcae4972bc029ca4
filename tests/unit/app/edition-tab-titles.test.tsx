/**
 * Tab and page titles say the edition's word for the partner (widgets spec §1): 新增商家 is 新增供应商 in the
 * DA edition and 新增门店 in the store edition, as the screen itself is titled.
 */
import { act, cleanup, render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useBrandStore } from '../../../src/app/brand-store';
import { HistoryRouter, LiveLocation } from '../../../src/app/live-location';
import { buildRouteTable } from '../../../src/app/route-table';
import { ScreenArea } from '../../../src/app/ScreenArea';
import { useTabsStore } from '../../../src/app/tabs-store';
import { EDITION } from '../../../src/config/edition';
import type { ScreenIndexEntry } from '../../../src/screen-model/index-entry';
import type { ScreenDescriptor } from '../../../src/screen-model/types';

const PATH = '/saas/resource/consignor/create';
const descriptor = { kind: 'custom', path: PATH, title: '新增商家', renderer: 'probe' } as unknown as ScreenDescriptor;
const entry: ScreenIndexEntry = { file: 'consignor-form.json', path: PATH, aliases: [], title: '新增商家', kind: 'custom', cache: true, load: () => Promise.resolve(descriptor) };
const table = buildRouteTable([entry]);
const initialBrand = useBrandStore.getState().brand;

async function tabTitleIn(edition: number): Promise<string | undefined> {
  useBrandStore.getState().setBrand({ ...initialBrand, edition });
  await act(async () => {
    render(
      <HistoryRouter history={createMemoryHistory({ initialEntries: [PATH], v5Compat: true })}>
        <LiveLocation>{null}</LiveLocation>
        <ScreenArea table={table} routesKnown render={() => <div />} />
      </HistoryRouter>,
    );
  });
  return useTabsStore.getState().tabs.find((tab) => tab.pathname === PATH)?.title;
}

afterEach(() => {
  cleanup();
  useTabsStore.getState().closeAll();
  useBrandStore.getState().setBrand(initialBrand);
});

describe('tab titles by edition', () => {
  it.each([
    [0, '新增商家'],
    [EDITION.DA, '新增供应商'],
    [EDITION.STORE, '新增门店'],
  ])('edition %i titles the tab %s', async (edition, title) => {
    expect(await tabTitleIn(edition)).toBe(title);
    expect(document.title).toContain(title);
  });
});
