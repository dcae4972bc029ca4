/** Ties the notification calls, the socket and the store together for the bell. */
import type { AxiosInstance } from 'axios';
import type { io, Socket } from 'socket.io-client';
import { MSG } from '../config/messages';
import { NOTIFY_TOAST_DEDUP_MS } from '../config/notify';
import { createDeduper } from '../http/dedupe';
import { fetchUnread, markAllRead, markRead } from './notify-api';
import { openNotifySocket, sendTestNotification, type NotifyChannel, type NotifySocketOptions } from './notify-socket';
import { useNotifyStore } from './notify-store';
import { toNotifyItem, type NotifyItem } from './types';

export interface StartOptions extends Pick<NotifySocketOptions, 'url' | 'getToken' | 'getUserId'> {
  /** socket.io's io(); by default socket.io-client is imported when the channel opens, after the shell has painted. */
  connect?: typeof io;
  client: AxiosInstance;
  /** A pushed message that is new to the list; toasts are de-duplicated per NOTIFY_TOAST_DEDUP_MS. */
  onPush: (item: NotifyItem) => void;
  now?: () => number;
}

/** The open channel of the session, for a test message; one at a time, as the shell opens one. */
let liveSocket: Socket | undefined;

/**
 * Asks the server for a test message on the open channel ('notify_test'); it comes back as a pushed
 * message, so the user sees the whole path work. False when no channel is connected.
 */
export function requestTestNotification(payload?: Parameters<typeof sendTestNotification>[1]): boolean {
  if (!liveSocket?.connected) return false;
  sendTestNotification(liveSocket, payload);
  return true;
}

/** Loads the unread messages and opens the socket; returns the function that stops both. */
export function startNotifications(options: StartOptions): () => void {
  const store = useNotifyStore.getState();
  if (!options.getToken()) {
    // core spec §8: a missing token is only logged; there is no channel without a session.
    console.error('notifications:', MSG.tokenMissing);
    store.setStatus('idle');
    return () => store.reset();
  }
  const shouldToast = createDeduper(NOTIFY_TOAST_DEDUP_MS, options.now);
  let stopped = false;
  void fetchUnread(options.client).then((page) => {
    if (!stopped && page) useNotifyStore.getState().load(page.items, page.total);
  });
  let channel: NotifyChannel | undefined;
  const open = (connect: typeof io) => {
    channel = openNotifySocket({
      ...options,
      connect,
      onStatus: (status) => useNotifyStore.getState().setStatus(status),
      onMessage: (raw) => {
        const item = toNotifyItem(raw, options.now?.());
        const isNew = useNotifyStore.getState().receive(item);
        if (isNew && shouldToast(item.dedupeKey)) options.onPush(item);
      },
    });
    liveSocket = channel.socket;
  };
  if (options.connect) open(options.connect);
  else {
    void import('socket.io-client')
      .then((module) => {
        if (!stopped) open(module.io);
      })
      .catch((error: unknown) => console.error('notification socket', error));
  }
  return () => {
    stopped = true;
    if (channel && liveSocket === channel.socket) liveSocket = undefined;
    channel?.close();
    store.reset();
  };
}

/**
 * Marks one message read; on success it leaves the list and the count drops by one. When the list
 * runs empty while unread messages remain (beyond the first page), the next page of them is loaded.
 */
export async function readNotification(client: AxiosInstance, id: string): Promise<boolean> {
  const done = await markRead(client, id);
  if (!done) return false;
  useNotifyStore.getState().remove(id);
  const { items, unreadCount } = useNotifyStore.getState();
  if (items.length === 0 && unreadCount > 0) {
    const page = await fetchUnread(client);
    if (page) useNotifyStore.getState().load(page.items, page.total);
  }
  return true;
}

/** 全部已读: on success the list empties and the count is zero. */
export async function readAllNotifications(client: AxiosInstance): Promise<boolean> {
  const done = await markAllRead(client);
  if (done) useNotifyStore.getState().clear();
  return done;
}
