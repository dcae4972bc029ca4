import { Alert, Descriptions, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { workbenchLink } from '../../src/config/screen-tools';
import { useT } from '../../src/i18n';
import { sampleRoute } from '../../src/screen-model/sample-route';
import type { ScreenFacts } from './useScreenFacts';
import type { LoadedScreen } from './validate';

interface ScreenDetailsProps extends ScreenFacts {
  screen: LoadedScreen;
}

/** A catalogue row opened: the descriptor's JSON, its routes, the demo roles that reach them and the last screens:check findings. */
export function ScreenDetails({ screen: { file, descriptor }, roles, check, failed }: ScreenDetailsProps) {
  const t = useT();
  const routes = [descriptor.path, ...(descriptor.aliases ?? [])];
  const reached = roles === undefined ? undefined : [...new Set(routes.flatMap((route) => roles[route] ?? []))];
  const repoFile = `screens/${file}`;
  const findings = check
    ? [
        ...check.result.errors.filter((f) => f.file === repoFile).map((f) => ({ ...f, kind: t('workbench.lastCheckError'), color: 'error' })),
        ...check.result.warnings.filter((f) => f.file === repoFile).map((f) => ({ ...f, kind: t('workbench.lastCheckWarning'), color: 'warning' })),
      ]
    : [];
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid={`screen-details-${file}`}>
      <Link to={workbenchLink(file)}>{t('workbench.openInWorkbench')}</Link>
      {failed && <Alert type="warning" showIcon message={t('workbench.factsFailed')} />}
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('workbench.routes')}>
          {routes.map((route) => <div key={route}><Link to={sampleRoute(route)}>{route}</Link></div>)}
        </Descriptions.Item>
        <Descriptions.Item label={t('workbench.roles')}>
          {reached === undefined ? t('workbench.rolesLoading') : reached.length === 0 ? t('workbench.rolesNone') : reached.map((name) => <Tag key={name}>{name}</Tag>)}
        </Descriptions.Item>
        <Descriptions.Item label={t('workbench.lastCheck')}>
          {check === undefined ? null : check === null ? t('workbench.lastCheckNone') : (
            <>
              <div>{t('workbench.lastCheckAt', { time: new Date(check.writtenAt).toLocaleString(), files: check.result.files, errors: check.result.errors.length, warnings: check.result.warnings.length })}</div>
              {findings.length === 0 ? t('workbench.lastCheckClean') : findings.map((f) => <div key={f.kind + f.text}><Tag color={f.color}>{f.kind}</Tag>{f.text}</div>)}
            </>
          )}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Text strong>{t('workbench.descriptor')}</Typography.Text>
      {/* Focusable: a scrolling region must be reachable from the keyboard. */}
      <pre tabIndex={0} aria-label={`${t('workbench.descriptor')} ${repoFile}`} style={{ maxHeight: 360, overflow: 'auto', margin: 0, padding: 8, background: '#f5f5f5' }}>
        {JSON.stringify(descriptor, null, 2)}
      </pre>
    </Space>
  );
}
