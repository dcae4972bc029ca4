import type { NotificationProvider } from '@refinedev/core';
import { useFeedback } from './feedback/useFeedback';

const SECONDS = 3;

/**
 * Refine's notices as short antd messages at the top centre: notifications in the top-right corner
 * would cover the navbar's user menu while they last.
 */
export function useMessageNotificationProvider(): NotificationProvider {
  const { message } = useFeedback();
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
