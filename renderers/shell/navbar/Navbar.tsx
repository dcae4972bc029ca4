import { memo } from 'react';
import { Button, Layout as AntLayout, Space } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useBrandStore } from '../../../src/app/brand-store';
import { useSidebarStore } from '../../../src/app/sidebar-store';
import { useIsMobile } from '../../../src/app/useViewport';
import { NAVBAR_HEIGHT_PX } from '../../../src/config/shell';
import { useT } from '../../../src/i18n';
import { UserMenu } from '../UserMenu';
import { BookmarkButton } from './BookmarkButton';
import { FullscreenToggle } from './FullscreenToggle';
import { GlobalSearch } from './GlobalSearch';
import { LanguageSwitch } from './LanguageSwitch';
import { NotificationBell } from './NotificationBell';
import { SizeSwitch } from './SizeSwitch';

const LOGO_SIZE_PX = 28;

/** Hamburger: collapses the sidebar on a desktop, shows or hides the overlay on a narrow viewport. */
function Hamburger() {
  const t = useT();
  const isMobile = useIsMobile();
  const opened = useSidebarStore((s) => (isMobile ? s.overlayOpen : s.opened));
  const toggle = useSidebarStore((s) => s.toggle);
  const setOverlayOpen = useSidebarStore((s) => s.setOverlayOpen);
  return (
    <Button
      type="text"
      aria-label={t('shell.toggleMenu')}
      aria-expanded={opened}
      data-testid="hamburger"
      icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
      onClick={() => (isMobile ? setOverlayOpen(!opened) : toggle())}
    />
  );
}

/** The top navbar: logo, hamburger, search, bell, language, size, full screen (desktop) and user menu. */
export const Navbar = memo(function Navbar() {
  const logo = useBrandStore((s) => s.brand.logo);
  const isMobile = useIsMobile();
  return (
    <AntLayout.Header
      style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '0 16px', background: '#fff', height: NAVBAR_HEIGHT_PX, lineHeight: 'normal' }}
    >
      {logo && <img src={logo} alt="" data-testid="navbar-logo" width={LOGO_SIZE_PX} height={LOGO_SIZE_PX} />}
      <Hamburger />
      <div style={{ flex: 1 }} />
      <Space size={4} align="center">
        <GlobalSearch />
        <NotificationBell />
        <LanguageSwitch />
        <SizeSwitch />
        <BookmarkButton />
        {!isMobile && <FullscreenToggle />}
        <UserMenu />
      </Space>
    </AntLayout.Header>
  );
});
