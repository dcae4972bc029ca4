/** Notifications: the bell's store, the socket.io channel and the calls with their fallbacks. */
export { useNotifyStore, type ConnectionStatus } from './notify-store';
export { startNotifications, readNotification, readAllNotifications } from './notify-service';
export { sendTestNotification } from './notify-socket';
export { toNotifyItem, type NotifyItem, type RawNotification } from './types';
export { notifySocketUrl } from './socket-url';
