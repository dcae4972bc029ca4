/** The notification functions bound to the app's API client and session, for the shell's bell. */
import { exportDownload, quietClient } from '../http';
import { getToken, getUserId } from '../session/token-store';
import { fileLink } from './file-link';
import { readAllNotifications, readNotification, startNotifications } from './notify-service';
import { notifySocketUrl } from './socket-url';
import type { NotifyItem } from './types';

/** Loads the unread messages and opens the socket with the current session; returns the stop function. */
export function connectNotifications(onPush: (item: NotifyItem) => void): () => void {
  return startNotifications({ client: quietClient, url: notifySocketUrl(), getToken, getUserId, onPush });
}

export const markNotificationRead = (id: string): Promise<boolean> => readNotification(quietClient, id);
export const markAllNotificationsRead = (): Promise<boolean> => readAllNotifications(quietClient);

/** Downloads a message's file: through the API client under the API base URL, else as a plain link. */
export async function openNotificationFile(fileUrl: string, open: (href: string) => void = (href) => window.open(href, '_blank', 'noopener')): Promise<void> {
  const link = fileLink(fileUrl);
  if (link.kind === 'api') await exportDownload({ url: link.path, filePrefix: link.filePrefix, extension: link.extension });
  else if (link.kind === 'external') open(link.href);
  else console.error('notification file link refused', fileUrl);
}
