import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { App as AntdApp, Button, Result, Spin } from 'antd';
import { useMenuStore } from '../access/menu-store';
import { MSG } from '../config/messages';
import { useT } from '../i18n';
import type { RouteEntry } from './route-table';
import { useAccess } from './useAccess';

/** Applies the access rules before anything authenticated renders. */
export function Guarded({ table, children }: { table: readonly RouteEntry[]; children: ReactNode }) {
  const t = useT();
  const decision = useAccess(table);
  const status = useMenuStore((s) => s.status);
  const { message } = AntdApp.useApp();

  useEffect(() => {
    if (status === 'timeout') {
      console.error(MSG.menuTimeout);
      void message.error(MSG.menuTimeoutZh);
    }
  }, [status, message]);

  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.type === 'wait-for-menu') {
    if (status === 'timeout') {
      return (
        <Result
          status="error"
          title={MSG.menuTimeoutZh}
          subTitle={MSG.menuTimeout}
          extra={<Button onClick={() => window.location.reload()}>{t('app.retry')}</Button>}
        />
      );
    }
    return <Spin tip={t('app.menuLoading')} fullscreen />;
  }
  return <>{children}</>;
}
