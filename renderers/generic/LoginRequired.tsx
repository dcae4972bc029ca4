import { Button, Result, Space } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { LOGIN_PATH, LOGIN_REDIRECT_PARAM } from '../../src/config/constants';
import { REGISTER_PATH } from '../../src/config/account';
import { useT } from '../../src/i18n';

/** Shown instead of a public screen that acts for an account when nobody is logged in: log in (and come back) or sign up. */
export function LoginRequired() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const login = `${LOGIN_PATH}?${LOGIN_REDIRECT_PARAM}=${encodeURIComponent(pathname + search)}`;
  return (
    <Result
      status="warning"
      title={t('generic.loginRequired')}
      subTitle={t('generic.loginRequiredHint')}
      extra={
        <Space>
          <Button type="primary" onClick={() => void navigate(login)}>{t('generic.goLogin')}</Button>
          <Button onClick={() => void navigate(REGISTER_PATH)}>{t('generic.goRegister')}</Button>
        </Space>
      }
    />
  );
}
