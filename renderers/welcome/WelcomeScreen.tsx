import { Card, Space, Typography, Button } from 'antd';
import { useGetIdentity } from '@refinedev/core';
import { useNavigate } from 'react-router';
import dayjs from 'dayjs';
import { useMenuStore } from '../../src/access/menu-store';
import type { MenuNode } from '../../src/access/menu';
import { useBrandStore } from '../../src/app/brand-store';
import { useT } from '../../src/i18n';
import type { LoginUser } from '../../src/session/token-store';
import { ScreenTitle } from '../generic/ScreenTitle';

const QUICK_LINK_COUNT = 8;

function leaves(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.flatMap((n) => (n.children.length ? leaves(n.children) : n.path ? [n] : []));
}

/** /my/wtoms: the landing page after login, with shortcuts into the user's menu. */
export function WelcomeScreen() {
  const t = useT();
  const navigate = useNavigate();
  const { data: user } = useGetIdentity<LoginUser>();
  const systemName = useBrandStore((s) => s.brand.systemName);
  const tree = useMenuStore((s) => s.tree);
  const links = leaves(tree).filter((n) => n.path !== '/my/wtoms').slice(0, QUICK_LINK_COUNT);
  const name = user?.display_name || user?.name || t('shell.defaultUserName');
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card>
        <ScreenTitle size={3}>{t('welcome.greeting', { name })}</ScreenTitle>
        <Typography.Text type="secondary">{systemName} · {t('welcome.subtitle', { date: dayjs().format('YYYY-MM-DD') })}</Typography.Text>
      </Card>
      <Card title={t('welcome.quickLinks')}>
        <Space wrap>
          {links.map((link) => (
            <Button key={link.path} onClick={() => navigate(link.path)}>{link.name}</Button>
          ))}
        </Space>
      </Card>
    </Space>
  );
}
