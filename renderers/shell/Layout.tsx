import { memo, useEffect, type ReactNode } from 'react';
import { Drawer, Layout as AntLayout } from 'antd';
import { useLocation } from 'react-router';
import { useBrandStore } from '../../src/app/brand-store';
import { useSidebarStore } from '../../src/app/sidebar-store';
import { useIsMobile } from '../../src/app/useViewport';
import { COLORS } from '../../src/config/theme';
import { NAVBAR_HEIGHT_PX, SIDEBAR_COLLAPSED_WIDTH_PX, SIDEBAR_WIDTH_PX } from '../../src/config/shell';
import { registerMessages } from '../../src/i18n';
import { navbar } from '../../src/i18n/messages/navbar';
import { Navbar } from './navbar/Navbar';
import { SideMenu } from './SideMenu';
import { TabBar } from './TabBar';
import { SessionWatchers } from './session/SessionWatchers';

registerMessages(navbar);


/** Logo and system name above the menu; collapsed, the logo alone. */
function SidebarBrand({ collapsed }: { collapsed: boolean }) {
  const { systemName, logo } = useBrandStore((s) => s.brand);
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: collapsed ? 'center' : 'flex-start', gap: 8, height: NAVBAR_HEIGHT_PX, padding: collapsed ? 0 : '0 16px', color: COLORS.sidebarText, overflow: 'hidden', whiteSpace: 'nowrap' }}>
      {collapsed ? logo && <img src={logo} alt="" width={28} height={28} /> : <strong data-testid="system-name">{systemName}</strong>}
    </div>
  );
}

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
  const open = useSidebarStore((s) => s.overlayOpen);
  const setOpen = useSidebarStore((s) => s.setOverlayOpen);
  const { pathname, search } = useLocation();
  useEffect(() => {
    setOpen(false);
  }, [pathname, search, setOpen]);
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={() => setOpen(false)}
      closable={false}
      width={SIDEBAR_WIDTH_PX}
      styles={{ body: { padding: 0, background: COLORS.sidebarBackground } }}
    >
      <div data-testid="sidebar">
        <SidebarBrand collapsed={false} />
        <SideMenu collapsed={false} />
      </div>
    </Drawer>
  );
}

/** Hidden tabs and the screen area must not re-render when the sidebar opens or closes. */
const StableTabBar = memo(TabBar);

/**
 * The authenticated shell: sidebar menu (beside the page on a desktop, an overlay below
 * MOBILE_BREAKPOINT_PX), navbar, tab bar and the screen area.
 */
export function Layout({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  return (
    <AntLayout style={{ minHeight: '100vh' }}>
      {isMobile ? <MobileSidebar /> : <DesktopSidebar />}
      <AntLayout>
        <Navbar />
        <StableTabBar />
        <AntLayout.Content style={{ margin: 16 }}>{children}</AntLayout.Content>
      </AntLayout>
      {/* Session watchers (group switch, version, trial, print plug-in). */}
      <SessionWatchers />
    </AntLayout>
  );
}
