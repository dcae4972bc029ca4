import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useT } from '../../src/i18n';

export function NotFoundPage() {
  const t = useT();
  return <Result status="404" title="404" subTitle={t('app.notFound')} extra={<Link to="/"><Button type="primary">{t('app.backHome')}</Button></Link>} />;
}
