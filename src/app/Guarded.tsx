import { Activity, useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Button, Spin } from 'antd';
import { useMenuStore } from '../access/menu-store';
import { FORBIDDEN_PATH, NOT_FOUND_PATH } from '../config/constants';
import { MSG } from '../config/messages';
import { useT } from '../i18n';
import { LazyResult } from './LazyResult';
import { LiveLocation } from './live-location';
import type { RouteEntry } from './route-table';
import { useAccess } from './useAccess';
import { useFeedback } from './feedback/useFeedback';

/**
 * Applies the access rules before anything authenticated renders. While the routes of a newly opened
 * path are still loading (`pending`) nothing is decided and the open screens stay as they are.
 */
export function Guarded({ table, pending = false, children }: { table: readonly RouteEntry[]; pending?: boolean; children: ReactNode }) {
  const t = useT();
  const decided = useAccess(table);
  // Only "no such route" waits for the routes; sign-in and menu decisions do not depend on them.
  const unknownRoute = decided.type === 'redirect' && (decided.to === NOT_FOUND_PATH || decided.to === FORBIDDEN_PATH);
  const decision = pending && unknownRoute ? ({ type: 'allow' } as const) : decided;
  const status = useMenuStore((s) => s.status);
  const { message } = useFeedback();

  useEffect(() => {
    if (status === 'timeout') {
      console.error(MSG.menuTimeout);
      void message.error(MSG.menuTimeoutZh);
    }
  }, [status, message]);

  if (decision.type === 'wait-for-menu') {
    if (status === 'timeout') {
      return (
        <LazyResult
          status="error"
          title={MSG.menuTimeoutZh}
          subTitle={MSG.menuTimeout}
          extra={<Button onClick={() => window.location.reload()}>{t('app.retry')}</Button>}
        />
      );
    }
    return <Spin tip={t('app.menuLoading')} fullscreen />;
  }
  // While a redirect is under way (e.g. / to the welcome page) the children stay mounted but hidden,
  // effects off: unmounting them would throw away every kept-alive tab.
  const redirecting = decision.type === 'redirect';
  return (
    <>
      {redirecting && (
        <LiveLocation>
          <Navigate to={decision.to} replace />
        </LiveLocation>
      )}
      <Activity mode={redirecting ? 'hidden' : 'visible'}>{children}</Activity>
    </>
  );
}
