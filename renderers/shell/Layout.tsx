import { useState, type ReactNode } from 'react';
import { Button, Layout as AntLayout } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useBrandStore } from '../../src/app/brand-store';
import { useT } from '../../src/i18n';
import { SideMenu } from './SideMenu';
import { TabBar } from './TabBar';
import { UserMenu } from './UserMenu';
import { SessionWatchers } from './session/SessionWatchers';

/** The authenticated shell: sidebar menu, navbar with hamburger and user menu, tab bar, screen area. */
export function Layout({ children }: { children: ReactNode }) {
  const t = useT();
  const [collapsed, setCollapsed] = useState(false);
  const { systemName, logo } = useBrandStore((s) => s.brand);
  return (
    <AntLayout style={{ minHeight: '100vh' }}>
      <AntLayout.Sider collapsible collapsed={collapsed} trigger={null} width={220}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, height: 56, padding: '0 16px', color: '#fff', overflow: 'hidden', whiteSpace: 'nowrap' }}>
          {logo && <img src={logo} alt="" width={28} height={28} />}
          {!collapsed && <strong data-testid="system-name">{systemName}</strong>}
        </div>
        <SideMenu collapsed={collapsed} />
      </AntLayout.Sider>
      <AntLayout>
        <AntLayout.Header style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '0 16px', background: '#fff', height: 56 }}>
          <Button
            type="text"
            aria-label={t('shell.toggleMenu')}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => setCollapsed((c) => !c)}
          />
          <div style={{ flex: 1 }} />
          <UserMenu />
        </AntLayout.Header>
        <TabBar />
        <AntLayout.Content style={{ margin: 16 }}>{children}</AntLayout.Content>
      </AntLayout>
      <SessionWatchers />
    </AntLayout>
  );
}
