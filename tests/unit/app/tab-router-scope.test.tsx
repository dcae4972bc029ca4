import { act, render, screen } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TabRouterScope } from '../../../src/app/TabRouterScope';

/** A screen that says where it thinks it is and counts its renders. */
function Probe({ name, renders }: { name: string; renders: Map<string, number> }) {
  const { pathname, search } = useLocation();
  const params = useParams();
  renders.set(name, (renders.get(name) ?? 0) + 1);
  return <p data-testid={name}>{`${pathname}${search} ${params['*'] ?? ''}`}</p>;
}

let navigateOutside: ((to: string) => void) | undefined;
function NavigatorHandle() {
  const navigate = useNavigate();
  useEffect(() => {
    navigateOutside = navigate;
  }, [navigate]);
  return null;
}

/** Mounts each tab the first time its path is the location, as the tab area does. */
function Area({ tabs, children }: { tabs: Array<{ key: string; pathname: string; probe: ReactNode }>; children?: ReactNode }) {
  const { pathname, search } = useLocation();
  const mounted = tabs.filter((tab) => tab.key === pathname + search || seen.has(tab.key));
  for (const tab of mounted) seen.add(tab.key);
  return (
    <>
      {children}
      {mounted.map((tab) => (
        <TabRouterScope key={tab.key} tabKey={tab.key} pathname={tab.pathname}>
          {tab.probe}
        </TabRouterScope>
      ))}
    </>
  );
}
const seen = new Set<string>();

describe('TabRouterScope', () => {
  it('gives each tab its own location and match, and a navigation elsewhere does not render its screen again', () => {
    const renders = new Map<string, number>();
    // Probes are created once, so only a context change can render them again.
    const tabs = [
      { key: '/orders?status=NEW', pathname: '/orders', probe: <Probe name="orders" renders={renders} /> },
      { key: '/roles', pathname: '/roles', probe: <Probe name="roles" renders={renders} /> },
    ];
    render(
      <MemoryRouter initialEntries={['/orders?status=NEW']}>
        <Routes>
          <Route path="*" element={<Area tabs={tabs}><NavigatorHandle /></Area>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('orders')).toHaveTextContent('/orders?status=NEW orders');

    act(() => navigateOutside!('/roles'));
    expect(screen.getByTestId('roles')).toHaveTextContent('/roles roles');
    // The orders tab still reads its own path, and was not rendered again by the navigation.
    expect(screen.getByTestId('orders')).toHaveTextContent('/orders?status=NEW orders');
    expect(renders.get('orders')).toBe(1);

    act(() => navigateOutside!('/orders?status=NEW'));
    act(() => navigateOutside!('/roles'));
    expect(renders.get('orders')).toBe(1);
    expect(renders.get('roles')).toBe(1);
  });
});
