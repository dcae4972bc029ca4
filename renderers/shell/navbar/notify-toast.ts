import type { ArgsProps } from 'antd/es/notification';
import { NOTIFY_TOAST_SECONDS } from '../../../src/config/notify';
import type { NotifyItem } from '../../../src/notify';

/** The toast key of a pushed message: one toast per message, replaced rather than stacked. */
export const notifyToastKey = (item: NotifyItem): string => `notify-${item.dedupeKey}`;

/**
 * The toast of a pushed message (core spec §9: shown NOTIFY_TOAST_SECONDS, top right); a click closes
 * it and opens the message. `untitled` is the text shown when the message has no title.
 */
export function notifyToast(item: NotifyItem, untitled: string, open: (item: NotifyItem) => void, close: (key: string) => void): ArgsProps {
  const key = notifyToastKey(item);
  return {
    key,
    message: item.title || untitled,
    description: item.title ? item.message : undefined,
    duration: NOTIFY_TOAST_SECONDS,
    placement: 'topRight',
    onClick: () => {
      close(key);
      open(item);
    },
    props: { 'data-testid': 'notify-toast' },
  };
}
