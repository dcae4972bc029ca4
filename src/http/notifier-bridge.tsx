import { App } from 'antd';
import { useEffect } from 'react';
import { createAntdNotifier } from './antd-notifier';
import { setNotifier } from './notifier';

/**
 * Mount once inside antd's <App>: the HTTP layer then speaks through App.useApp(), which follows
 * the ConfigProvider's theme and locale and, unlike antd's static methods, renders under React 19.
 */
export function NotifierBridge(): null {
  const api = App.useApp();
  useEffect(() => setNotifier(createAntdNotifier(api)), [api]);
  return null;
}
