import { useContext, useEffect } from 'react';
// App.useApp()'s context without antd's App, which would bring its message, notification and modal hooks.
import AppContext from 'antd/es/app/context';
import { createAntdNotifier } from './antd-notifier';
import { setNotifier } from './notifier';

/**
 * Mount once inside antd's <App>: the HTTP layer then speaks through App.useApp(), which follows
 * the ConfigProvider's theme and locale and, unlike antd's static methods, renders under React 19.
 */
export function NotifierBridge(): null {
  const api = useContext(AppContext);
  useEffect(() => setNotifier(createAntdNotifier(api)), [api]);
  return null;
}
