/**
 * The real-time channel (core spec §7, §9): a socket.io connection carrying the token and the user
 * id, listening for 'notify' and 'notification'. Socket errors are only logged.
 */
import type { io, Socket } from 'socket.io-client';
import {
  NOTIFY_CONNECT_TIMEOUT_MS, NOTIFY_EVENTS, NOTIFY_RECONNECTION_ATTEMPTS, NOTIFY_RECONNECTION_DELAY_MAX_MS,
  NOTIFY_RECONNECTION_DELAY_MS, NOTIFY_SOCKET_PATH, NOTIFY_TEST_EVENT, NOTIFY_TRANSPORTS,
} from '../config/notify';
import { MSG } from '../config/messages';
import type { ConnectionStatus } from './notify-store';
import { isRawNotification, type RawNotification } from './types';

export interface NotifySocketOptions {
  /** Origin of the server (the API base URL's origin). */
  url: string;
  /** Read at each (re)connection, so a refreshed token is used. */
  getToken: () => string | undefined;
  getUserId: () => string;
  onMessage: (message: RawNotification) => void;
  onStatus: (status: ConnectionStatus) => void;
  /** socket.io's io(), which the service loads lazily (socket.io is not in the shell's chunks); tests pass their own. */
  connect: typeof io;
}

/** socket.io client options of the spec, with the handshake read from the session. */
export function notifySocketOptions(getToken: () => string | undefined, getUserId: () => string) {
  return {
    path: NOTIFY_SOCKET_PATH,
    transports: [...NOTIFY_TRANSPORTS],
    reconnection: true,
    reconnectionAttempts: NOTIFY_RECONNECTION_ATTEMPTS,
    reconnectionDelay: NOTIFY_RECONNECTION_DELAY_MS,
    reconnectionDelayMax: NOTIFY_RECONNECTION_DELAY_MAX_MS,
    timeout: NOTIFY_CONNECT_TIMEOUT_MS,
    auth: (send: (data: object) => void) => {
      const token = getToken();
      // The session ended while the socket was reconnecting: the server will refuse it; only logged.
      if (!token) console.error('notification socket:', MSG.tokenMissing);
      send({ token: token ?? '', userid: getUserId() });
    },
  };
}

/** Opens the channel; the returned socket is closed with `socket.close()`. */
export function openNotifySocket(options: NotifySocketOptions): Socket {
  options.onStatus('connecting');
  const socket = options.connect(options.url, notifySocketOptions(options.getToken, options.getUserId));
  socket.on('connect', () => options.onStatus('connected'));
  socket.on('disconnect', () => options.onStatus('connecting'));
  socket.on('connect_error', (error: Error) => console.error('notification socket', error.message));
  socket.io.on('reconnect_failed', () => options.onStatus('idle'));
  for (const event of NOTIFY_EVENTS) {
    socket.on(event, (payload: unknown) => {
      if (isRawNotification(payload)) options.onMessage(payload);
      else console.error('notification socket: unreadable message', payload);
    });
  }
  return socket;
}

/** Asks the server for a test message on this connection (core spec §7 'notify_test'). */
export function sendTestNotification(socket: Socket, payload?: { title?: string; message?: string; route?: string }): void {
  socket.emit(NOTIFY_TEST_EVENT, payload);
}
