import { useEffect, useState } from 'react';
import { readClientSettings } from '../../../src/config/client-settings';
import { BUILD_VERSION } from '../../../src/config/runtime';
import { useT } from '../../../src/i18n';
import { sessionServices } from '../../../src/session/session-services';
import { startVersionWatcher } from '../../../src/session/version-watcher';
import './messages';
import { useFeedback } from '../../../src/app/feedback/useFeedback';

const NOTICE_KEY = 'new-version';

const secondsUntil = (moment: number): number => Math.max(0, Math.ceil((moment - Date.now()) / 1000));

/** "refreshes in N seconds", counting down to the reload. */
function ReloadCountdown({ reloadAt }: { reloadAt: number }) {
  const t = useT();
  const [seconds, setSeconds] = useState(() => secondsUntil(reloadAt));
  useEffect(() => {
    const timer = setInterval(() => setSeconds(secondsUntil(reloadAt)), 1000);
    return () => clearInterval(timer);
  }, [reloadAt]);
  return <span data-testid="reload-countdown">{t('session.newVersionBody', { seconds })}</span>;
}

/** Polls the server version; a new one gets a warning that cannot be closed, then the page reloads. */
export function useVersionWatcher(): void {
  const t = useT();
  const { notification } = useFeedback();
  useEffect(() => {
    const settings = readClientSettings();
    return startVersionWatcher({
      fetchVersion: sessionServices.fetchSystemVersion,
      buildVersion: BUILD_VERSION,
      intervalMs: settings.versionCheckIntervalMs,
      reloadDelayMs: settings.versionReloadDelayMs,
      onNewVersion: ({ reloadInMs }) =>
        notification.warning({
          key: NOTICE_KEY,
          message: t('session.newVersionTitle'),
          description: <ReloadCountdown reloadAt={Date.now() + reloadInMs} />,
          duration: 0,
          placement: 'top',
          closable: false,
          role: 'alert',
          props: { 'data-testid': 'new-version-notice' },
        }),
      reload: () => window.location.reload(),
    });
  }, [notification, t]);
}
