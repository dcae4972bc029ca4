import { useEffect } from 'react';
import { Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { loginRedirect } from '../../access/guard';
import { safeRedirectTarget } from '../../access/paths';
import { HOME_PATH, LOGIN_PATH } from '../../config/constants';
import { mainClient } from '../../http';
import { useT } from '../../i18n';
import { setTokens, setUser, type LoginUser } from '../../session/token-store';

interface UserInfo {
  id: number | string;
  username: string;
  name: string;
  display_name: string;
}

/**
 * /auth-redirect?token=…&refresh_token=…&redirect=/path: a sign-in handed over by another system of the
 * brand. The tokens are stored, the user is read with them (an invalid token ends in the usual 401
 * flow), then the app loads afresh at the redirect target — a same-origin path only. Without a token
 * the login page opens, keeping the target.
 */
export function AuthRedirectPage() {
  const t = useT();
  const [params] = useSearchParams();
  useEffect(() => {
    const target = safeRedirectTarget(params.get('redirect')) ?? HOME_PATH;
    const token = params.get('token');
    if (!token) {
      window.location.replace(target === HOME_PATH ? LOGIN_PATH : loginRedirect(target, ''));
      return;
    }
    setTokens({ accessToken: token, refreshToken: params.get('refresh_token') ?? undefined });
    void mainClient
      .get<{ data?: UserInfo }>('/user/users/getUserInfo')
      .then(({ data }) => {
        const info = data.data;
        if (!info) return;
        const user: LoginUser = { id: info.id, name: info.name, uname: info.username, display_name: info.display_name };
        setUser(user);
        window.location.replace(target);
      })
      .catch(() => {
        // The HTTP layer has shown the error and, for a refused token, ended the session.
      });
  }, [params]);
  return <Spin tip={t('app.signingIn')} fullscreen />;
}
