import { useEffect, useState } from 'react';
import { App, Button, Modal, Typography } from 'antd';
import { useLogout } from '@refinedev/core';
import { useBrandStore } from '../../../src/app/brand-store';
import { MSG } from '../../../src/config/messages';
import { SESSION_DIALOG_WIDTH } from '../../../src/config/watchers';
import { useT } from '../../../src/i18n';
import { sessionServices } from '../../../src/session/session-services';
import type { PreSaleContact, TrialState } from '../../../src/session/trial-check';
import './messages';

const NOTICE_KEY = 'trial-warning';

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

/** Checks the subscription of this app once per shell: an expired trial blocks the app, one ending soon is announced. */
export function TrialWatcher() {
  const t = useT();
  const { notification } = App.useApp();
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

  useEffect(() => {
    if (trial.kind !== 'warning') return;
    notification.warning({
      key: NOTICE_KEY,
      message: t('session.trialWarningTitle'),
      description: (
        <>
          {t('session.trialWarningBody', { days: trial.leftDays })}
          <Contacts contacts={trial.contacts} />
        </>
      ),
      duration: 0,
      // Out of the way of the navbar's controls in the top right corner.
      placement: 'bottomRight',
      props: { 'data-testid': 'trial-warning' },
    });
  }, [trial, notification, t]);

  return trial.kind === 'expired' ? <TrialExpiredDialog contacts={trial.contacts} /> : null;
}
