/**
 * socket.io push on the API's HTTP server (path /socket.io). A connection must carry a valid access
 * token in socket.io's handshake auth (`auth.token`); a token in the connection URL is refused. Each
 * connection joins the rooms `user:<id>` and `session:<sid>` and is closed when its token expires or its
 * session ends. A pushed message is stored first, so it is in the user's history (and the bell's unread
 * list) like any other. Limits (notify/notify-limits.ts): events per connection (a flooding connection is
 * closed), test messages per account (more are refused with `notify_refused`), message size.
 */
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { safeAppPath } from '../../src/access/safe-redirect.js';
import type { SessionStore } from '../auth/session-store.js';
import type { AuthContext, TokenService } from '../auth/token-service.js';
import type { NotificationInput, NotificationRecord, NotificationStore } from '../notify/notification-store.js';
import { DEFAULT_NOTIFY_LIMITS, NOTIFY_SOCKET_MESSAGES, type NotifyLimits } from '../notify/notify-limits.js';
import type { ObservedSessionStore } from './observed-sessions.js';
import { closeAtExpiry, closeEndedSessions, keepIfSessionActive, sessionRoom, userRoom } from './socket-session.js';
import { WindowLimit } from './window-limit.js';

export { userRoom } from './socket-session.js';

export type NotifyMessage = NotificationRecord;

interface SocketData {
  auth: AuthContext;
}

interface ClientEvents {
  notify_test: (payload?: unknown) => void;
}

interface ServerEvents {
  notify: (message: NotifyMessage) => void;
  /** A request the server did not carry out, with the reason to show. */
  notify_refused: (reason: { msg: string }) => void;
}

export type NotifyServer = Server<ClientEvents, ServerEvents, Record<string, never>, SocketData>;

export interface NotifySocketOptions {
  /** When given, the sockets of every session it ends are closed at once. */
  sessions?: ObservedSessionStore;
  limits?: Partial<NotifyLimits>;
  now?: () => number;
}

/** The handshake's token: socket.io's auth payload only; undefined when missing or not a string. */
function handshakeToken(auth: Record<string, unknown>): string | undefined {
  const candidate = auth.token;
  return typeof candidate === 'string' && candidate !== '' ? candidate : undefined;
}

const textOr = (value: unknown, fallback: string, maxLength: number): string =>
  typeof value === 'string' && value.trim() !== '' ? value.slice(0, maxLength) : fallback;

const DEFAULT_TEST_ROUTE = '/saas/message/index';

/** A test notification; the client may suggest title, message, route and file_url (local paths only). */
export function testNotification(payload: unknown): NotificationInput {
  const input = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  const route = textOr(input.route, DEFAULT_TEST_ROUTE, 200);
  const fileUrl = textOr(input.file_url, '', 300);
  return {
    category: 'SYSTEM',
    title: textOr(input.title, '测试通知', 50),
    message: textOr(input.message, '这是一条测试消息：消息推送通道工作正常。', 500),
    // Same-origin app paths only, once normalised ("/x", never "//host", "/.//host" or "%2F%2Fhost").
    route: safeAppPath(route) ?? DEFAULT_TEST_ROUTE,
    fileUrl: safeAppPath(fileUrl),
  };
}

/**
 * Stores a message for a user and pushes it to the user's open connections whose session is still
 * active in `sessions` (a connection of an ended session is closed instead of served).
 */
export function pushNotification(
  io: NotifyServer, store: NotificationStore, sessions: SessionStore, userId: number, input: NotificationInput,
): NotifyMessage {
  const message = store.add(userId, input);
  for (const socketId of io.sockets.adapter.rooms.get(userRoom(userId)) ?? []) {
    const socket = io.sockets.sockets.get(socketId);
    if (socket && keepIfSessionActive(socket, socket.data.auth.session.id, sessions)) socket.emit('notify', message);
  }
  return message;
}

export function attachNotifySocket(
  httpServer: HttpServer, tokens: TokenService, store: NotificationStore, options: NotifySocketOptions = {},
): NotifyServer {
  const limits: NotifyLimits = { ...DEFAULT_NOTIFY_LIMITS, ...options.limits };
  const now = options.now ?? Date.now;
  const io: NotifyServer = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: limits.maxPayloadBytes,
  });
  const connectionEvents = new WindowLimit<string>(limits.eventsPerConnection, now);
  const accountCreations = new WindowLimit<number>(limits.createdPerAccount, now);

  io.use((socket, next) => {
    // A token in the URL is refused even next to a good one: URLs end up in logs.
    if (socket.handshake.query.token !== undefined) return next(new Error(NOTIFY_SOCKET_MESSAGES.tokenInUrl));
    tokens
      .authenticate(handshakeToken(socket.handshake.auth))
      .then((auth) => {
        if (!auth) return next(new Error(NOTIFY_SOCKET_MESSAGES.loginExpired));
        socket.data.auth = auth;
        return next();
      })
      .catch((error: unknown) => next(error instanceof Error ? error : new Error(String(error))));
  });

  io.on('connection', (socket) => {
    const { user, session, claims } = socket.data.auth;
    void socket.join([userRoom(user.id), sessionRoom(session.id)]);
    closeAtExpiry(socket, claims.exp, now);
    socket.once('disconnect', () => connectionEvents.forget(socket.id));
    // Every event counts; a connection sending more than the limit allows is closed.
    socket.use((_event, next) => {
      if (connectionEvents.take(socket.id)) next();
      else socket.disconnect(true);
    });
    socket.on('notify_test', (payload: unknown) => {
      if (!keepIfSessionActive(socket, session.id, tokens.sessions)) return;
      if (!accountCreations.take(user.id)) {
        socket.emit('notify_refused', { msg: NOTIFY_SOCKET_MESSAGES.tooFrequent });
        return;
      }
      pushNotification(io, store, tokens.sessions, user.id, testNotification(payload));
    });
  });

  if (options.sessions) closeEndedSessions(io, options.sessions);
  return io;
}
