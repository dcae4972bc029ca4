import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { UNSAFE_createMemoryHistory as createMemoryHistory, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HistoryRouter, LiveLocation, useLiveLocation, useNavigationPending, type RouterState } from '../../../src/app/live-location';

/** Where react-router says the browser is, inside <LiveLocation>. */
function Address() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{pathname + search}</p>;
}

const isOrders = ({ location }: RouterState) => location.pathname.startsWith('/orders');
let selectorCommits = 0;
/** Subscribes to one fact about the location and counts its committed renders. */
function OrdersFlag() {
  const orders = useLiveLocation(isOrders);
  // Counted after commit: React may call a component whose state did not change and then drop the result.
  useEffect(() => {
    selectorCommits += 1;
  });
  return <p data-testid="flag">{orders ? '订单' : '其他'}</p>;
}

function renderRouter(initial: string) {
  const history = createMemoryHistory({ initialEntries: [initial], v5Compat: true });
  render(
    <HistoryRouter history={history}>
      <LiveLocation>
        <Address />
      </LiveLocation>
      <OrdersFlag />
    </HistoryRouter>,
  );
  return history;
}

describe('HistoryRouter and the live location', () => {
  it("gives <LiveLocation>'s children the browser's location as it changes", () => {
    const history = renderRouter('/orders?status=NEW');
    expect(screen.getByTestId('address')).toHaveTextContent('/orders?status=NEW');

    act(() => history.push('/roles'));
    expect(screen.getByTestId('address')).toHaveTextContent('/roles');
    act(() => history.go(-1));
    expect(screen.getByTestId('address')).toHaveTextContent('/orders?status=NEW');
  });

  it('renders a subscriber again only when what it selects changes', () => {
    selectorCommits = 0;
    const history = renderRouter('/orders');
    const afterMount = selectorCommits;

    act(() => history.push('/orders/1'));
    act(() => history.push('/orders?page=2'));
    expect(screen.getByTestId('flag')).toHaveTextContent('订单');
    expect(selectorCommits).toBe(afterMount);

    act(() => history.push('/roles'));
    expect(screen.getByTestId('flag')).toHaveTextContent('其他');
    expect(selectorCommits).toBe(afterMount + 1);
  });

  it('says what is missing when used outside a HistoryRouter', () => {
    const quiet = console.error;
    console.error = () => undefined;
    try {
      expect(() => render(<OrdersFlag />)).toThrow('useLiveLocation needs a <HistoryRouter> above it');
    } finally {
      console.error = quiet;
    }
  });
});

describe('a navigation whose screen is still loading', () => {
  it('keeps the current screen shown and says a navigation is pending until the new one is there', async () => {
    let resolve: () => void = () => undefined;
    const loaded = new Promise<void>((done) => {
      resolve = done;
    });
    let ready = false;
    void loaded.then(() => {
      ready = true;
    });
    /** The roles screen, whose code arrives when the test says so. */
    function Roles() {
      if (!ready) throw loaded;
      return <h1>角色管理</h1>;
    }
    const isRoles = ({ location }: RouterState) => location.pathname === '/roles';
    function Screen() {
      return useLiveLocation(isRoles) ? <Roles /> : <h1>订单管理</h1>;
    }
    function Pending() {
      return <p data-testid="pending">{useNavigationPending() ? '加载中' : '空闲'}</p>;
    }
    const history = createMemoryHistory({ initialEntries: ['/orders'], v5Compat: true });
    render(
      <HistoryRouter history={history}>
        <Pending />
        <Suspense fallback={<p>占位</p>}>
          <Screen />
        </Suspense>
      </HistoryRouter>,
    );
    expect(screen.getByTestId('pending')).toHaveTextContent('空闲');

    act(() => history.push('/roles'));
    expect(screen.getByTestId('pending')).toHaveTextContent('加载中');
    expect(screen.getByRole('heading')).toHaveTextContent('订单管理');
    expect(screen.queryByText('占位')).toBeNull();

    await act(async () => {
      resolve();
      await loaded;
    });
    expect(screen.getByRole('heading')).toHaveTextContent('角色管理');
    expect(screen.getByTestId('pending')).toHaveTextContent('空闲');
  });
});
