/**
 * The real-time channel (core spec §7, §9): a socket.io connection carrying the token and the user
 * id in its handshake auth (never in the URL), listening for 'notify' and 'notification'. Socket errors
 * are only logged. The server closes the channel when the token expires or the session ends; the channel
 * then waits for the session to hold another token (a refresh) and connects again with it.
 */
import type { io, Socket } from 'socket.io-client';
import {
  NOTIFY_CONNECT_TIMEOUT_MS, NOTIFY_EVENTS, NOTIFY_RECONNECTION_ATTEMPTS, NOTIFY_RECONNECTION_DELAY_MAX_MS,
  NOTIFY_RECONNECTION_DELAY_MS, NOTIFY_REFUSED_EVENT, NOTIFY_RESUME_CHECK_MS, NOTIFY_SOCKET_PATH, NOTIFY_TEST_EVENT,
  NOTIFY_TRANSPORTS,
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

/** An open channel: its socket, and the function that closes it for good. */
export interface NotifyChannel {
  socket: Socket;
  close(): void;
}

/** Why socket.io reports a disconnect the server asked for (it does not reconnect by itself then). */
const SERVER_DISCONNECT = 'io server disconnect';

/** Opens the channel; `close()` closes it and stops waiting for a new token. */
export function openNotifySocket(options: NotifySocketOptions): NotifyChannel {
  options.onStatus('connecting');
  // The token of the last handshake: the server closed or refused the channel for that one.
  let sentToken: string | undefined;
  const getToken = (): string | undefined => {
    sentToken = options.getToken();
    return sentToken;
  };
  const socket = options.connect(options.url, notifySocketOptions(getToken, options.getUserId));
  let resumeTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  /** Connects again once the session holds another token than the one the server turned away. */
  const resumeWithNewToken = (): void => {
    clearTimeout(resumeTimer);
    if (closed) return;
    const token = options.getToken();
    if (token && token !== sentToken) socket.connect();
    else resumeTimer = setTimeout(resumeWithNewToken, NOTIFY_RESUME_CHECK_MS);
  };
  socket.on('connect', () => {
    clearTimeout(resumeTimer);
    options.onStatus('connected');
  });
  socket.on('disconnect', (reason: string) => {
    options.onStatus('connecting');
    if (reason === SERVER_DISCONNECT) resumeWithNewToken();
  });
  socket.on('connect_error', (error: Error) => {
    console.error('notification socket', error.message);
    // The server refused the handshake (socket.io gives up then): wait for a refreshed token.
    if (!socket.active) resumeWithNewToken();
  });
  socket.on(NOTIFY_REFUSED_EVENT, (reason: unknown) => console.error('notification socket: refused', reason));
  socket.io.on('reconnect_failed', () => options.onStatus('idle'));
  for (const event of NOTIFY_EVENTS) {
    socket.on(event, (payload: unknown) => {
      if (isRawNotification(payload)) options.onMessage(payload);
      else console.error('notification socket: unreadable message', payload);
    });
  }
  return {
    socket,
    close() {
      closed = true;
      clearTimeout(resumeTimer);
      socket.close();
    },
  };
}

/** Asks the server for a test message on this connection (core spec §7 'notify_test'). */
export function sendTestNotification(socket: Socket, payload?: { title?: string; message?: string; route?: string }): void {
  socket.emit(NOTIFY_TEST_EVENT, payload);
}
