import { Button, Result, Space } from 'antd';
import { Link } from 'react-router';
import { HOME_PATH, LOGOUT_PATH } from '../../src/config/constants';
import { useT } from '../../src/i18n';

/** /401: the page may not be opened, or the sign-in has expired. */
export function ForbiddenPage() {
  const t = useT();
  return (
    <Result
      status="403"
      title="401"
      subTitle={t('app.forbidden')}
      extra={
        <Space>
          <Link to={HOME_PATH}><Button type="primary">{t('app.backHome')}</Button></Link>
          <Link to={LOGOUT_PATH}><Button>{t('app.toLogin')}</Button></Link>
        </Space>
      }
    />
  );
}
