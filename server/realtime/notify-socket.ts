/**
 * socket.io push on the API's HTTP server (path /socket.io). A connection must carry a valid access
 * token (auth.token or query.token); each user joins the room `user:<id>`.
 */
import { randomUUID } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { AuthContext, TokenService } from '../auth/token-service.js';

export interface NotifyMessage {
  id: string;
  title: string;
  message: string;
  data: { route: string };
  meta: { idempotency_key: string; ts: number };
}

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

/** A test notification; the client may suggest title, message and route. */
function testNotification(payload: unknown): NotifyMessage {
  const input = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  const route = textOr(input.route, '/saas/message/index', 200);
  return {
    id: randomUUID(),
    title: textOr(input.title, '测试通知', 50),
    message: textOr(input.message, '这是一条测试消息：消息推送通道工作正常。', 500),
    data: { route: route.startsWith('/') ? route : '/saas/message/index' },
    meta: { idempotency_key: randomUUID(), ts: Date.now() },
  };
}

export function attachNotifySocket(httpServer: HttpServer, tokens: TokenService): NotifyServer {
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
      io.to(userRoom(userId)).emit('notify', testNotification(payload));
    });
  });

  return io;
}
