/**
 * Login sessions and their rotating refresh tokens (stored as SHA-256 hashes, never in clear). A session
 * is one refresh chain: every token of a login's refreshes belongs to it, and a reused token ends it.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { nowDateTime } from '../db/clock.js';
import { StatementCache } from '../db/statement-cache.js';
import type { BusinessGroupRef } from '../users/business-groups.js';

/** How long after its use a refresh token presented again counts as a concurrent refresh of the same browser. */
export const REFRESH_REUSE_GRACE_MS = 5_000;

export interface SessionRecord {
  id: string;
  user_id: number;
  group_id: number;
  group_name: string;
  created_at: string;
  revoked_at: string | null;
}

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export class SessionStore {
  /** findActive runs on every authenticated request. */
  private readonly statements: StatementCache;

  constructor(
    private readonly db: Database,
    private readonly refreshTtlSeconds: number,
  ) {
    this.statements = new StatementCache(db);
  }

  create(userId: number, group: BusinessGroupRef): SessionRecord {
    const session: SessionRecord = {
      id: randomUUID(),
      user_id: userId,
      group_id: group.id,
      group_name: group.name,
      created_at: nowDateTime(),
      revoked_at: null,
    };
    this.db
      .prepare('INSERT INTO sessions (id, user_id, group_id, group_name, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(session.id, session.user_id, session.group_id, session.group_name, session.created_at);
    return session;
  }

  /** The session when it exists and has not been revoked. */
  findActive(id: string): SessionRecord | undefined {
    return this.statements.prepare('SELECT * FROM sessions WHERE id = ? AND revoked_at IS NULL').get(id) as SessionRecord | undefined;
  }

  revoke(id: string): void {
    this.db.prepare('UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(nowDateTime(), id);
  }

  /**
   * Ends every session of a user but `keepSessionId` (after a password change or reset, other devices
   * must sign in again). Refresh tokens of an ended session are refused, so their chains end too.
   */
  revokeAllOfUser(userId: number, keepSessionId = ''): void {
    this.db
      .prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND id != ? AND revoked_at IS NULL')
      .run(nowDateTime(), userId, keepSessionId);
  }

  setGroup(id: string, group: BusinessGroupRef): void {
    this.db.prepare('UPDATE sessions SET group_id = ?, group_name = ? WHERE id = ?').run(group.id, group.name, id);
  }

  issueRefreshToken(sessionId: string): string {
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    this.db
      .prepare('INSERT INTO refresh_tokens (token_hash, session_id, expires_at, created_at) VALUES (?, ?, ?, ?)')
      .run(hashToken(token), sessionId, now + this.refreshTtlSeconds * 1000, now);
    return token;
  }

  /**
   * Marks the refresh token used and returns its session, when the token is known, unused,
   * unexpired and its session is still active. The check and the mark happen in one statement,
   * so two concurrent uses cannot both succeed.
   *
   * A token that was already used is a copy presented again: someone else holds the chain (a stolen
   * token, or the thief's own refresh came first). The whole session ends then: every refresh token
   * it handed out since the login, the current one included, and its access tokens (checked against
   * the session on every request). The caller is refused as for any bad token.
   */
  consumeRefreshToken(token: string): SessionRecord | undefined {
    const now = Date.now();
    const tokenHash = hashToken(token);
    const result = this.db
      .prepare(
        `UPDATE refresh_tokens SET used_at = ?
         WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?
           AND session_id IN (SELECT id FROM sessions WHERE revoked_at IS NULL)
         RETURNING session_id`,
      )
      .get(now, tokenHash, now) as { session_id: string } | undefined;
    if (result) return this.findActive(result.session_id);
    // Within a few seconds of its use, a copy is another tab of the same browser refreshing at the same
    // moment, not a thief: it is refused without ending the session.
    const reused = this.db
      .prepare('SELECT session_id FROM refresh_tokens WHERE token_hash = ? AND used_at IS NOT NULL AND used_at < ?')
      .get(tokenHash, now - REFRESH_REUSE_GRACE_MS) as { session_id: string } | undefined;
    if (reused) this.revoke(reused.session_id);
    return undefined;
  }
}
