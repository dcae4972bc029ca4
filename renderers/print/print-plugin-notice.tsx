/** The persistent notice of a print plug-in older than the minimum (core spec §5, §8 '你安装的打印插件版本过低...'). */
import { App, Typography } from 'antd';
import { MSG } from '../../src/config/messages';
import { PRINT_PLUGIN_DOWNLOAD_URL } from '../../src/config/runtime';
import { registerMessages, type useT } from '../../src/i18n';
import { session } from '../../src/i18n/messages/session';

registerMessages(session);

const NOTICE_KEY = 'print-plugin-outdated';

type Notification = ReturnType<typeof App.useApp>['notification'];

export function openPrintPluginNotice(notification: Notification, t: ReturnType<typeof useT>, current: string, minimum: string): void {
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
}
