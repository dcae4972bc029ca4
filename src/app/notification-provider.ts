import type { NotificationProvider } from '@refinedev/core';
import { App as AntdApp } from 'antd';

const SECONDS = 3;

/**
 * Refine's notices as short antd messages at the top centre: notifications in the top-right corner
 * would cover the navbar's user menu while they last.
 */
export function useMessageNotificationProvider(): NotificationProvider {
  const { message } = AntdApp.useApp();
  return {
    open: ({ key, message: title, description, type }) => {
      const content = description || title;
      if (type === 'success') void message.success({ key, content, duration: SECONDS });
      else if (type === 'error') void message.error({ key, content, duration: SECONDS });
      else void message.info({ key, content, duration: SECONDS });
    },
    close: (key) => message.destroy(key),
  };
}
