import { useEffect } from 'react';
import { App, Typography } from 'antd';
import { readClientSettings } from '../../../src/config/client-settings';
import { MSG } from '../../../src/config/messages';
import { PRINT_PLUGIN_DOWNLOAD_URL } from '../../../src/config/runtime';
import { PRINT_PLUGIN_CHECK_DELAY_MS } from '../../../src/config/watchers';
import { useT } from '../../../src/i18n';
import { isOutdated, probePrintPluginVersion } from '../../../src/print/plugin-version';
import './messages';

const NOTICE_KEY = 'print-plugin-outdated';

/** Once per page, in the background after the shell is shown: a too old print plug-in gets a persistent notice. */
export function usePrintPluginCheck(): void {
  const t = useT();
  const { notification } = App.useApp();
  useEffect(() => {
    const { printPluginPorts: ports, printPluginMinVersion: minimum } = readClientSettings();
    if (ports.length === 0) return;
    let live = true;
    const timer = setTimeout(() => {
      void probePrintPluginVersion({ ports }).then((current) => {
        if (!live || current === undefined || !isOutdated(current, minimum)) return;
        notification.warning({
          key: NOTICE_KEY,
          message: MSG.printPluginOutdated,
          description: (
            <>
              <div>{t('session.printPluginVersions', { current, minimum })}</div>
              <Typography.Link href={PRINT_PLUGIN_DOWNLOAD_URL} target="_blank" rel="noopener noreferrer">
                {t('session.printPluginDownload')}
              </Typography.Link>
            </>
          ),
          duration: 0,
          // Out of the way of the navbar's controls in the top right corner.
          placement: 'bottomRight',
          props: { 'data-testid': 'print-plugin-notice' },
        });
      });
    }, PRINT_PLUGIN_CHECK_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [notification, t]);
}
