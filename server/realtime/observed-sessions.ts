/**
 * The session store, telling listeners when sessions end (logout, a password change or reset, a stopped
 * sub-account), so open notification sockets of those sessions can be closed at once.
 */
import { SessionStore } from '../auth/session-store.js';

/** One session, or every session of a user but `keepSessionId`. */
export type SessionEnd = { sessionId: string } | { userId: number; keepSessionId: string };

export type SessionEndListener = (end: SessionEnd) => void;

export class ObservedSessionStore extends SessionStore {
  private readonly listeners = new Set<SessionEndListener>();

  /** Calls `listener` after every revocation; returns the function that stops it. */
  onEnd(listener: SessionEndListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  override revoke(id: string): void {
    super.revoke(id);
    this.tell({ sessionId: id });
  }

  override revokeAllOfUser(userId: number, keepSessionId = ''): void {
    super.revokeAllOfUser(userId, keepSessionId);
    this.tell({ userId, keepSessionId });
  }

  private tell(end: SessionEnd): void {
    for (const listener of this.listeners) listener(end);
  }
}
