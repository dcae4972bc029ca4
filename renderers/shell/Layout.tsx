import { lazy, memo, Suspense, useEffect, type ReactNode } from 'react';
import { Layout as AntLayout } from 'antd';
import { useLocation } from 'react-router';
import { LiveLocation } from '../../src/app/live-location';
import { useSidebarStore } from '../../src/app/sidebar-store';
import { useFirstScreenSettled } from '../../src/app/useFirstScreenSettled';
import { NavigationProgress } from './NavigationProgress';
import { useIsMobile } from '../../src/app/useViewport';
import { SIDEBAR_COLLAPSED_WIDTH_PX, SIDEBAR_WIDTH_PX } from '../../src/config/shell';
import { registerMessages } from '../../src/i18n';
import { navbar } from '../../src/i18n/messages/navbar';
import { Navbar } from './navbar/Navbar';
import { SideMenu } from './SideMenu';
import { SidebarBrand } from './SidebarBrand';
import { TabBar } from './TabBar';
import { SessionWatchers } from './session/SessionWatchers';

registerMessages(navbar);

// The trial check and its banner or dialog (antd Alert, Modal) load after the first screen: most accounts never show them.
const TrialWatcher = lazy(() => import('./session/TrialWatcher').then((m) => ({ default: m.TrialWatcher })));

/** The trial check starts once the first screen is drawn with its data: its call and chunk never delay it. */
function DeferredTrialWatcher() {
  const settled = useFirstScreenSettled();
  return settled ? (
    <Suspense fallback={null}>
      <TrialWatcher />
    </Suspense>
  ) : null;
}

// antd's Drawer loads only on a narrow viewport, where the sidebar is an overlay.
const MobileSidebarDrawer = lazy(() => import('./MobileSidebarDrawer').then((m) => ({ default: m.MobileSidebarDrawer })));

/** Desktop: the sidebar beside the page, open or collapsed to icons (the `sidebarStatus` cookie). */
function DesktopSidebar() {
  const collapsed = useSidebarStore((s) => !s.opened);
  return (
    <AntLayout.Sider collapsible collapsed={collapsed} trigger={null} width={SIDEBAR_WIDTH_PX} collapsedWidth={SIDEBAR_COLLAPSED_WIDTH_PX} data-testid="sidebar">
      <SidebarBrand collapsed={collapsed} />
      <SideMenu collapsed={collapsed} />
    </AntLayout.Sider>
  );
}

/** Narrow viewport: the sidebar is an overlay, closed after every route change. */
function MobileSidebar() {
  const setOpen = useSidebarStore((s) => s.setOverlayOpen);
  const { pathname, search } = useLocation();
  useEffect(() => {
    setOpen(false);
  }, [pathname, search, setOpen]);
  // Closed until the hamburger opens it, so a later chunk changes nothing on screen; a tap before it
  // arrives is kept in the store and opens the drawer once it is there.
  return (
    <Suspense fallback={null}>
      <MobileSidebarDrawer />
    </Suspense>
  );
}

/** Hidden tabs and the screen area must not re-render when the sidebar opens or closes. */
const StableTabBar = memo(TabBar);

/**
 * The authenticated shell: sidebar menu (beside the page on a desktop, an overlay below
 * MOBILE_BREAKPOINT_PX), navbar, tab bar and the screen area. The shell's parts follow the browser's
 * location (<LiveLocation>); the screen area is kept out of it, each tab has its own (HistoryRouter).
 */
export function Layout({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  return (
    <AntLayout style={{ minHeight: '100vh' }}>
      <LiveLocation>{isMobile ? <MobileSidebar /> : <DesktopSidebar />}</LiveLocation>
      <AntLayout>
        <LiveLocation>
          <Navbar />
          <StableTabBar />
        </LiveLocation>
        {/* In the flow above the screen: a trial ending soon pushes the screen down, it covers nothing. */}
        {/* Inside the live location: the expired dialog's 退出登录 navigates. */}
        <LiveLocation>
          <DeferredTrialWatcher />
        </LiveLocation>
        <NavigationProgress />
        <AntLayout.Content style={{ margin: 16 }}>{children}</AntLayout.Content>
      </AntLayout>
      {/* Session watchers (version). */}
      <LiveLocation>
        <SessionWatchers />
      </LiveLocation>
    </AntLayout>
  );
}
