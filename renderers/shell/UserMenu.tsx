import { lazy, Suspense, useState } from 'react';
import { Dropdown, type MenuProps } from 'antd';
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { useGetIdentity, useLogout } from '@refinedev/core';
import { useNavigate } from 'react-router';
import { useT } from '../../src/i18n';
import { HOME_PATH } from '../../src/config/constants';
import { MY_ACCOUNT_PATH, USER_NAME_MAX_LENGTH } from '../../src/config/shell';
import type { LoginUser } from '../../src/session/token-store';
import './session/messages';
import { truncate } from './truncate';
import { PlainText } from '../widgets/PlainTypography';

// The dialog (antd TreeSelect with rc-tree) loads when first opened, not with the shell.
const GroupSwitchDialog = lazy(() => import('./session/GroupSwitchDialog').then((m) => ({ default: m.GroupSwitchDialog })));

function groupNameOf(user: LoginUser | undefined): string {
  const name = (user?.expend as { group_name?: unknown } | undefined)?.group_name;
  return typeof name === 'string' ? name : '';
}

/**
 * The navbar's user dropdown (widgets spec §2): 首页, 我的帐号, 切换事业部, 退出登录, with the session's 事业部
 * beside the name. The password change is on 我的帐号.
 */
export function UserMenu() {
  const t = useT();
  const navigate = useNavigate();
  const { mutate: logout } = useLogout();
  const { data: user } = useGetIdentity<LoginUser>();
  const [choosingGroup, setChoosingGroup] = useState(false);
  // Stays mounted once opened, so it closes with its animation.
  const [dialogWanted, setDialogWanted] = useState(false);
  const name = user?.display_name || user?.name || user?.uname || t('shell.defaultUserName');
  const groupName = groupNameOf(user);
  const items: MenuProps['items'] = [
    { key: 'home', label: t('shell.home'), onClick: () => navigate(HOME_PATH) },
    { key: 'account', label: t('shell.myAccount'), onClick: () => navigate(MY_ACCOUNT_PATH) },
    { key: 'group', label: t('shell.switchGroup'), onClick: () => {
        setDialogWanted(true);
        setChoosingGroup(true);
      } },
    { type: 'divider' },
    { key: 'logout', label: t('shell.logout'), onClick: () => logout() },
  ];
  return (
    <>
      <Dropdown menu={{ items }} trigger={['click']}>
        <a role="button" data-testid="user-menu" title={name} style={{ whiteSpace: 'nowrap' }}>
          <UserOutlined /> {truncate(name, USER_NAME_MAX_LENGTH)}
          {groupName && (
            <PlainText type="secondary" data-testid="current-group" title={t('session.currentGroup', { name: groupName })} style={{ marginLeft: 8 }}>
              {groupName}
            </PlainText>
          )}{' '}
          <DownOutlined />
        </a>
      </Dropdown>
      {dialogWanted && (
        <Suspense fallback={null}>
          <GroupSwitchDialog open={choosingGroup} onClose={() => setChoosingGroup(false)} />
        </Suspense>
      )}
    </>
  );
}
