/**
 * socket.io push on the API's HTTP server (path /socket.io). A connection must carry a valid access
 * token (auth.token or query.token); each user joins the room `user:<id>`. A pushed message is stored
 * first, so it is in the user's history (and the bell's unread list) like any other.
 */
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { safeAppPath } from '../../src/access/safe-redirect.js';
import type { AuthContext, TokenService } from '../auth/token-service.js';
import type { NotificationInput, NotificationRecord, NotificationStore } from '../notify/notification-store.js';

export type NotifyMessage = NotificationRecord;

interface SocketData {
  auth: AuthContext;
}

interface ClientEvents {
  notify_test: (payload?: unknown) => void;
}

interface ServerEvents {
  notify: (message: NotifyMessage) => void;
}

export type NotifyServer = Server<ClientEvents, ServerEvents, Record<string, never>, SocketData>;

export const userRoom = (userId: number): string => `user:${userId}`;

function handshakeToken(auth: Record<string, unknown>, query: Record<string, unknown>): string | undefined {
  const candidate = auth.token ?? query.token;
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

/** Stores a message for a user and pushes it to the user's open connections. */
export function pushNotification(io: NotifyServer, store: NotificationStore, userId: number, input: NotificationInput): NotifyMessage {
  const message = store.add(userId, input);
  io.to(userRoom(userId)).emit('notify', message);
  return message;
}

export function attachNotifySocket(httpServer: HttpServer, tokens: TokenService, store: NotificationStore): NotifyServer {
  const io: NotifyServer = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
  });

  io.use((socket, next) => {
    const token = handshakeToken(socket.handshake.auth, socket.handshake.query as Record<string, unknown>);
    tokens
      .authenticate(token)
      .then((auth) => {
        if (!auth) return next(new Error('登录已过期，请重新登录'));
        socket.data.auth = auth;
        return next();
      })
      .catch((error: unknown) => next(error instanceof Error ? error : new Error(String(error))));
  });

  io.on('connection', (socket) => {
    const userId = socket.data.auth.user.id;
    void socket.join(userRoom(userId));
    socket.on('notify_test', (payload: unknown) => {
      pushNotification(io, store, userId, testNotification(payload));
    });
  });

  return io;
}
