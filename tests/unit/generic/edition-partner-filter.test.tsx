/**
 * A list's 商家 filter in the DA edition (widgets spec §1: the partner is a supplier and supplier endpoints
 * are used): the screen labels it 供应商 and searches the supplier list; the default edition searches the
 * merchants under 商家.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useBrandStore } from '../../../src/app/brand-store';
import { EDITION } from '../../../src/config/edition';
import type { ListScreen } from '../../../src/screen-model/types';
import { renderScreen as renderDescriptor } from '../../../renderers/render-screen';
import lockIndexJson from '../../../screens/warehouse/lock-index.json';
import { fakeProvider, listOf, renderScreen, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests, type FakeProvider } from './harness';

const lockIndex = lockIndexJson as unknown as ListScreen;
const initialBrand = useBrandStore.getState().brand;

function renderLocks(edition: number, main: FakeProvider): void {
  useBrandStore.getState().setBrand({ ...initialBrand, edition });
  const entry = { path: lockIndex.path, title: lockIndex.title, kind: lockIndex.kind, cache: true } as never;
  renderScreen(<>{renderDescriptor({ entry, descriptor: lockIndex, params: {}, pathname: lockIndex.path })}</>, {
    route: lockIndex.path, url: lockIndex.path, main,
  });
}

setUpScreenTests();
afterEach(() => {
  // Unmounted first: a screen still shown would search again in the default edition.
  cleanup();
  useBrandStore.getState().setBrand(initialBrand);
});

describe('the merchant filter of 库存锁定 by edition', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('is 供应商 in the DA edition and searches the supplier list', async () => {
    const main = fakeProvider('main')
      .on('getList', lockIndex.api.resource, () => listOf([]))
      .on('getList', '/user/resource_binding/supplier/list', () => listOf([{ id: 3, name: '华东木业供应商' }]));
    renderLocks(EDITION.DA, main);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: '供应商' }));
    expect(await screen.findByTitle('华东木业供应商')).toBeInTheDocument();
    expect(main.callsOf('getList').some((call) => call.resource === '/resource/consignors')).toBe(false);
  });

  it('is 商家 in the default edition and searches the merchants', async () => {
    const main = fakeProvider('main')
      .on('getList', lockIndex.api.resource, () => listOf([]))
      .on('getList', '/resource/consignors', () => listOf([{ id: 5, name: '优品家居旗舰店' }]));
    renderLocks(0, main);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: '商家' }));
    expect(await screen.findByTitle('优品家居旗舰店')).toBeInTheDocument();
    await waitFor(() => expect(main.callsOf('getList').some((call) => call.resource === '/resource/consignors')).toBe(true));
  });
});
