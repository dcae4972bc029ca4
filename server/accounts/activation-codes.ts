/** One-time account activation codes, kept only as SHA-256 hashes. */
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { ACTIVATION_TTL_SECONDS } from './account-messages.js';

const hashCode = (code: string): string => createHash('sha256').update(code).digest('hex');

export class ActivationCodeStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  issue(userId: number): string {
    const code = randomBytes(18).toString('base64url');
    this.db
      .prepare('INSERT INTO activation_codes (code_hash, user_id, expires_at) VALUES (?, ?, ?)')
      .run(hashCode(code), userId, this.now() + ACTIVATION_TTL_SECONDS * 1000);
    return code;
  }

  /** The account a live code activates (the code is used up), or undefined for an unknown, used or expired code. */
  consume(code: string): number | undefined {
    const now = this.now();
    const row = this.db
      .prepare(
        `UPDATE activation_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL AND expires_at > ?
         RETURNING user_id`,
      )
      .get(now, hashCode(code), now) as { user_id: number } | undefined;
    return row?.user_id;
  }
}
