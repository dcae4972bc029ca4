import { Dropdown, type MenuProps } from 'antd';
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { useGetIdentity, useLogout } from '@refinedev/core';
import { useNavigate } from 'react-router';
import { useT } from '../../src/i18n';
import { HOME_PATH } from '../../src/config/constants';
import { MY_ACCOUNT_PATH, USER_NAME_MAX_LENGTH } from '../../src/config/shell';
import type { LoginUser } from '../../src/session/token-store';
import { truncate } from './truncate';

/** The navbar's user dropdown: 首页, 我的帐号, 退出登录. */
export function UserMenu() {
  const t = useT();
  const navigate = useNavigate();
  const { mutate: logout } = useLogout();
  const { data: user } = useGetIdentity<LoginUser>();
  const name = user?.display_name || user?.name || user?.uname || t('shell.defaultUserName');
  const items: MenuProps['items'] = [
    { key: 'home', label: t('shell.home'), onClick: () => navigate(HOME_PATH) },
    { key: 'account', label: t('shell.myAccount'), onClick: () => navigate(MY_ACCOUNT_PATH) },
    { type: 'divider' },
    { key: 'logout', label: t('shell.logout'), onClick: () => logout() },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <a role="button" data-testid="user-menu" title={name} style={{ whiteSpace: 'nowrap' }}>
        <UserOutlined /> {truncate(name, USER_NAME_MAX_LENGTH)} <DownOutlined />
      </a>
    </Dropdown>
  );
}
