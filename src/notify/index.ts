/** Notifications: the bell's store, the socket.io channel and the calls with their fallbacks. */
export { useNotifyStore, type ConnectionStatus } from './notify-store';
export { startNotifications, readNotification, readAllNotifications, requestTestNotification } from './notify-service';
export { connectNotifications, markAllNotificationsRead, markNotificationRead, openNotificationFile } from './app-notifications';
export { sendTestNotification } from './notify-socket';
export { toNotifyItem, type NotifyItem, type RawNotification } from './types';
export { notifySocketUrl } from './socket-url';
export { fileLink, type FileLink } from './file-link';
