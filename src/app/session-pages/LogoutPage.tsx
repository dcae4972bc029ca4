import { useEffect } from 'react';
import { Spin } from 'antd';
import { useLogout } from '@refinedev/core';
import { useT } from '../../i18n';

/** /logout: ends the session (server call, token and route cache cleared) and reloads on the login page. */
export function LogoutPage() {
  const t = useT();
  const { mutate: logout } = useLogout();
  useEffect(() => {
    logout();
  }, [logout]);
  return <Spin tip={t('app.signingOut')} fullscreen />;
}
