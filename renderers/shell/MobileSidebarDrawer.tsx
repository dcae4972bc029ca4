import { Drawer } from 'antd';
import { useSidebarStore } from '../../src/app/sidebar-store';
import { COLORS } from '../../src/config/theme';
import { SIDEBAR_WIDTH_PX } from '../../src/config/shell';
import { SideMenu } from './SideMenu';
import { SidebarBrand } from './SidebarBrand';

/** The sidebar as an overlay drawer (narrow viewports), open while the store says so. */
export function MobileSidebarDrawer() {
  const open = useSidebarStore((s) => s.overlayOpen);
  const setOpen = useSidebarStore((s) => s.setOverlayOpen);
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
