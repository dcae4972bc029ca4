import { useEffect, useState } from 'react';
import { Alert, Button, Modal, Typography } from 'antd';
import { useLogout } from '@refinedev/core';
import { useBrandStore } from '../../../src/app/brand-store';
import { MSG } from '../../../src/config/messages';
import { SESSION_DIALOG_WIDTH } from '../../../src/config/watchers';
import { useT } from '../../../src/i18n';
import { sessionServices } from '../../../src/session/session-services';
import type { PreSaleContact, TrialState } from '../../../src/session/trial-check';
import { closeTrialNoticeToday, isTrialNoticeClosedToday } from '../../../src/session/trial-notice';
import { getUserId } from '../../../src/session/token-store';
import './messages';

function Contacts({ contacts }: { contacts: readonly PreSaleContact[] }) {
  const t = useT();
  if (contacts.length === 0) return null;
  return (
    <ul style={{ margin: '8px 0 0', paddingLeft: 20 }}>
      {contacts.map((contact) => (
        <li key={`${contact.name}-${contact.phone}`}>{t('session.contact', { name: contact.name, phone: contact.phone })}</li>
      ))}
    </ul>
  );
}

/** 试用期已到期: no close icon, no mask close, no Esc; 退出登录 is the only way on. */
function TrialExpiredDialog({ contacts }: { contacts: readonly PreSaleContact[] }) {
  const t = useT();
  const { mutate: logout, isPending } = useLogout();
  return (
    <Modal
      open
      title={MSG.trialExpiredTitle}
      width={SESSION_DIALOG_WIDTH}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={
        <Button type="primary" loading={isPending} onClick={() => logout()}>
          {t('shell.logout')}
        </Button>
      }
    >
      <Typography.Paragraph>{t('session.trialExpiredBody')}</Typography.Paragraph>
      <Contacts contacts={contacts} />
    </Modal>
  );
}

/**
 * 试用期即将到期 as a banner in the page's flow above the screen, so it pushes the screen down instead of
 * covering a field; closed, it stays closed for this account for the rest of the day.
 */
function TrialWarningBanner({ leftDays, contacts }: { leftDays: number; contacts: readonly PreSaleContact[] }) {
  const t = useT();
  const [userId] = useState(getUserId);
  const [closed, setClosed] = useState(() => isTrialNoticeClosedToday(userId));
  if (closed) return null;
  return (
    <Alert
      type="warning"
      showIcon
      closable
      data-testid="trial-warning"
      role="status"
      style={{ margin: '16px 16px 0' }}
      message={t('session.trialWarningTitle')}
      description={
        <>
          {t('session.trialWarningBody', { days: leftDays })}
          <Contacts contacts={contacts} />
        </>
      }
      onClose={() => {
        closeTrialNoticeToday(userId);
        setClosed(true);
      }}
    />
  );
}

/**
 * Checks the subscription of this app once per shell: an expired trial blocks the app, one ending soon is
 * announced by a banner above the screen (placed by the layout in its flow).
 */
export function TrialWatcher() {
  const appCode = useBrandStore((s) => s.brand.appCode);
  const [trial, setTrial] = useState<TrialState>({ kind: 'none' });

  useEffect(() => {
    let live = true;
    sessionServices.checkTrial(appCode).then(
      (state) => live && setTrial(state),
      // The HTTP layer has told the user; a failed check blocks nothing.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [appCode]);

  if (trial.kind === 'expired') return <TrialExpiredDialog contacts={trial.contacts} />;
  if (trial.kind === 'warning') return <TrialWarningBanner leftDays={trial.leftDays} contacts={trial.contacts} />;
  return null;
}
