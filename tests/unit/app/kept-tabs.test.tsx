import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Button, Modal } from 'antd';
import { UNSAFE_createMemoryHistory as createMemoryHistory, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HistoryRouter, LiveLocation } from '../../../src/app/live-location';
import { ScreenArea } from '../../../src/app/ScreenArea';
import { buildRouteTable } from '../../../src/app/route-table';
import { useTabsStore } from '../../../src/app/tabs-store';
import type { ScreenRenderProps } from '../../../src/app/composition';
import type { ScreenDescriptor } from '../../../src/screen-model/types';
import type { ScreenIndexEntry } from '../../../src/screen-model/index-entry';

function entry(path: string, title: string): ScreenIndexEntry {
  const descriptor = { kind: 'custom', path, title, renderer: 'probe' } as unknown as ScreenDescriptor;
  return { file: `${path}.json`, path, aliases: [], title, kind: 'custom', cache: true, load: () => Promise.resolve(descriptor) };
}
const table = buildRouteTable([entry('/orders', '订单'), entry('/roles', '角色'), entry('/waybills', '运单')]);

/** Effects started by each screen and not yet cleaned up. */
const running = new Map<string, number>();
/** How often each screen was rendered. */
const renders = new Map<string, number>();

/** A screen with an effect that runs while it is mounted, a field and a dialog with a field of its own. */
function ProbeScreen({ pathname }: { pathname: string }) {
  const [dialogOpen, setDialogOpen] = useState(false);
  // Reads the router's location, as every Refine hook of a real screen does.
  useLocation();
  renders.set(pathname, (renders.get(pathname) ?? 0) + 1);
  useEffect(() => {
    running.set(pathname, (running.get(pathname) ?? 0) + 1);
    return () => void running.set(pathname, (running.get(pathname) ?? 0) - 1);
  }, [pathname]);
  return (
    <div>
      <input aria-label={`${pathname} 备注`} />
      <Button onClick={() => setDialogOpen(true)}>{`${pathname} 打开对话框`}</Button>
      <Modal open={dialogOpen} title={`${pathname} 对话框`} onCancel={() => setDialogOpen(false)} footer={null}>
        <input aria-label={`${pathname} 对话框备注`} />
      </Modal>
    </div>
  );
}
const renderScreen = ({ pathname }: ScreenRenderProps) => <ProbeScreen pathname={pathname} />;

let go: (to: string) => void = () => undefined;
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    go = (to) => navigate(to);
  }, [navigate]);
  return null;
}

/** The tab area at /orders, with `go` to navigate. */
function renderArea() {
  render(
    <HistoryRouter history={createMemoryHistory({ initialEntries: ['/orders'], v5Compat: true })}>
      <LiveLocation>
        <Navigator />
      </LiveLocation>
      <ScreenArea table={table} routesKnown render={renderScreen} />
    </HistoryRouter>,
  );
}

async function show(path: string) {
  await act(async () => go(path));
}

function section(path: string): HTMLElement {
  return document.querySelector<HTMLElement>(`section[data-screen="${path}"]`)!;
}

afterEach(() => {
  running.clear();
  renders.clear();
  useTabsStore.getState().closeAll();
});

describe('kept-alive tabs', () => {
  it('a hidden tab stays mounted and live, skipped by layout and out of reach, and comes back as it was', async () => {
    renderArea();
    fireEvent.change(await screen.findByLabelText('/orders 备注'), { target: { value: '加急' } });
    await show('/roles');
    await screen.findByLabelText('/roles 备注');

    // Hidden by style, not unmounted: its effect still runs and was never restarted.
    expect(running.get('/orders')).toBe(1);
    expect(section('/orders').style.contentVisibility).toBe('hidden');
    expect(section('/orders')).toHaveAttribute('inert');
    expect(section('/roles').style.contentVisibility).toBe('');
    expect(section('/roles')).not.toHaveAttribute('inert');

    await show('/orders');
    expect(running.get('/orders')).toBe(1);
    expect(section('/orders')).not.toHaveAttribute('inert');
    expect(section('/roles')).toHaveAttribute('inert');
    expect(screen.getByLabelText('/orders 备注')).toHaveValue('加急');
  });

  it("a tab's open dialog goes with the tab when another is shown and is there again, input kept, when it comes back", async () => {
    renderArea();
    fireEvent.click(await screen.findByRole('button', { name: '/orders 打开对话框' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('/orders 对话框备注'), { target: { value: '改约明天' } });
    const popups = dialog.closest<HTMLElement>('[data-tab-popups]');
    expect(popups).not.toBeNull();
    expect(popups!.parentElement).toBe(document.body);
    expect(popups!.hidden).toBe(false);

    await show('/roles');
    await screen.findByLabelText('/roles 备注');
    expect(popups!.hidden).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();

    await show('/orders');
    expect(popups!.hidden).toBe(false);
    expect(within(screen.getByRole('dialog')).getByLabelText('/orders 对话框备注')).toHaveValue('改约明天');
  });

  it('switching between two tabs does not render a third, hidden one, though its screen reads the location', async () => {
    renderArea();
    await screen.findByLabelText('/orders 备注');
    await show('/roles');
    await screen.findByLabelText('/roles 备注');
    await show('/waybills');
    await screen.findByLabelText('/waybills 备注');
    const ordersRenders = renders.get('/orders');

    for (const path of ['/roles', '/waybills', '/roles', '/waybills']) await show(path);
    expect(section('/waybills').style.contentVisibility).toBe('');
    expect(renders.get('/orders')).toBe(ordersRenders);
  });

  it("closing a tab removes its popups' container", async () => {
    renderArea();
    fireEvent.click(await screen.findByRole('button', { name: '/orders 打开对话框' }));
    const popups = (await screen.findByRole('dialog')).closest('[data-tab-popups]')!;
    await show('/roles');
    await screen.findByLabelText('/roles 备注');
    await act(async () => void useTabsStore.getState().close('/orders'));
    expect(section('/orders')).toBeNull();
    expect(popups.isConnected).toBe(false);
  });
});
