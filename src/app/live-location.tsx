import { createContext, useContext, useLayoutEffect, useMemo, useState, useTransition, type ReactNode } from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  type Location,
  type NavigationType,
} from 'react-router';
import type { AppHistory } from './guarded-history';
import { isKeptMounted, useTabsStore } from './tabs-store';

/** The browser's location and how it was reached. */
export interface RouterState {
  action: NavigationType;
  location: Location;
}

/** The current location and its listeners: a source the shell subscribes to, never a context value. */
interface LocationSource {
  current: RouterState;
  listeners: Set<() => void>;
}

const LocationSourceContext = createContext<LocationSource | null>(null);

/** True while a navigation's transition waits for the new screen (its code or descriptor still loading). */
const NavigationPendingContext = createContext(false);

/** Whether the screen navigated to is still loading while the previous one stays shown (see HistoryRouter). */
export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}

/** Whether `location` is an open tab whose screen is kept mounted: showing it again cannot suspend. */
function isKeptTab(location: Location): boolean {
  const key = location.pathname + location.search;
  const { tabs, mounted } = useTabsStore.getState();
  return tabs.some((tab) => tab.key === key && isKeptMounted(tab, mounted));
}

/**
 * The app's router over `history`. Unlike react-router's <Router> it puts no changing value in a
 * context above the screens: it provides the navigator, and the location only to the components that
 * subscribe to it (useLiveLocation, <LiveLocation>). Each open tab sees its own fixed location
 * (TabRouterScope). Why: React looks for the readers of a changed context value through the whole
 * tree below its provider, so a location provided above the tab area made every navigation walk, and
 * partly re-render, every open tab's screen (with 20 more tabs open a switch took about 90 ms, against
 * 45 ms with two: bench/tabs.ts).
 *
 * A navigation to a route not yet on screen is a transition (react-router's default): its chunks may
 * still be loading, and a transition keeps the current screen until they are there instead of putting
 * up the nearest Suspense fallback; meanwhile useNavigationPending() is true, so the shell can say the new
 * screen is on its way. Showing a kept-alive tab again is a plain update: everything it
 * needs is mounted, and rendering it at once, not in the scheduler's time slices, shows it frames sooner.
 */
export function HistoryRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [pending, startNavigation] = useTransition();
  const [source] = useState<LocationSource>(() => ({
    current: { action: history.action, location: history.location },
    listeners: new Set(),
  }));
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        source.current = { action, location };
        const notify = () => source.listeners.forEach((listener) => listener());
        if (isKeptTab(location)) notify();
        else startNavigation(notify);
      }),
    [history, source, startNavigation],
  );
  const navigation = useMemo(
    () => ({ basename: '/', navigator: history, static: false, useTransitions: undefined, future: {} }),
    [history],
  );
  return (
    <NavigationContext.Provider value={navigation}>
      <LocationSourceContext.Provider value={source}>
        <NavigationPendingContext.Provider value={pending}>{children}</NavigationPendingContext.Provider>
      </LocationSourceContext.Provider>
    </NavigationContext.Provider>
  );
}

/**
 * What `select` picks from the current location, rendering the component again only when that
 * changes. `select` should be a module-level function: a new one each render subscribes again.
 * Needs a <HistoryRouter> above.
 */
export function useLiveLocation<T>(select: (state: RouterState) => T): T {
  const source = useContext(LocationSourceContext);
  if (!source) throw new Error('useLiveLocation needs a <HistoryRouter> above it');
  const [selected, setSelected] = useState(() => select(source.current));
  useLayoutEffect(() => {
    const update = () => setSelected(select(source.current));
    source.listeners.add(update);
    // A navigation between this render and the subscription is not missed.
    update();
    return () => void source.listeners.delete(update);
  }, [source, select]);
  return selected;
}

/** Calls `onNavigate` with each new location as the navigation happens, before anything renders for it. */
export function useNavigationListener(onNavigate: (location: Location) => void): void {
  const source = useContext(LocationSourceContext);
  if (!source) throw new Error('useNavigationListener needs a <HistoryRouter> above it');
  useLayoutEffect(() => {
    const listener = () => onNavigate(source.current.location);
    source.listeners.add(listener);
    return () => void source.listeners.delete(listener);
  }, [source, onNavigate]);
}

const wholeState = (state: RouterState) => state;
const locationOf = (state: RouterState) => state.location;

/** The browser's current location, for the shell (a tab's screen reads its own with useLocation). */
export function useCurrentLocation(): Location {
  return useLiveLocation(locationOf);
}

/**
 * Gives its children react-router's location (useLocation, useNavigate, <Navigate>, …) following
 * the browser's. For the parts of the shell beside the tab area and for pages outside it; never
 * around the tab area.
 */
export function LiveLocation({ children }: { children: ReactNode }) {
  const { action, location } = useLiveLocation(wholeState);
  const value = useMemo(() => ({ location, navigationType: action }), [location, action]);
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}
