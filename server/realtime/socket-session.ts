/**
 * A notification socket lives no longer than what let it in: it is closed when its access token expires
 * and when its session ends (logout, password change or reset, a stopped sub-account). The client then
 * connects again with a refreshed token, or not at all.
 */
import type { Socket } from 'socket.io';
import type { SessionStore } from '../auth/session-store.js';
import type { ObservedSessionStore } from './observed-sessions.js';

/** The longest delay setTimeout takes; a later expiry is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export const userRoom = (userId: number): string => `user:${userId}`;
export const sessionRoom = (sessionId: string): string => `session:${sessionId}`;

/** What the rooms of a socket.io server offer for closing sockets (the `io` itself, in practice). */
interface Rooms {
  in(room: string): { except(room: string): { disconnectSockets(close: boolean): void }; disconnectSockets(close: boolean): void };
}

/** Closes `socket` at `expSeconds` (the token's exp claim, seconds since the epoch). */
export function closeAtExpiry(socket: Socket, expSeconds: number, now: () => number = Date.now): void {
  let timer: NodeJS.Timeout | undefined;
  const schedule = (): void => {
    const left = expSeconds * 1000 - now();
    if (left <= 0) {
      socket.disconnect(true);
      return;
    }
    timer = setTimeout(schedule, Math.min(left, MAX_TIMER_MS));
    timer.unref();
  };
  schedule();
  socket.once('disconnect', () => clearTimeout(timer));
}

/** Closes the sockets of every session `sessions` ends, as it ends. */
export function closeEndedSessions(io: Rooms, sessions: ObservedSessionStore): () => void {
  return sessions.onEnd((end) => {
    if ('sessionId' in end) io.in(sessionRoom(end.sessionId)).disconnectSockets(true);
    else io.in(userRoom(end.userId)).except(sessionRoom(end.keepSessionId)).disconnectSockets(true);
  });
}

/** Whether the socket's session is still active; a socket whose session ended is closed. */
export function keepIfSessionActive(socket: Socket, sessionId: string, sessions: SessionStore): boolean {
  if (sessions.findActive(sessionId)) return true;
  socket.disconnect(true);
  return false;
}
