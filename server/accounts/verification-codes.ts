/**
 * Short-message verification codes: one live code per phone and purpose, sent at most once a minute,
 * good for five minutes and a few wrong guesses, used once.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { CODE_LENGTH, CODE_MAX_ATTEMPTS, CODE_SEND_INTERVAL_SECONDS, CODE_TTL_SECONDS } from './account-messages.js';

export type CodePurpose = 'RESET_PASSWORD';

export type IssueResult = { sent: true; code: string } | { sent: false; waitSeconds: number };

interface CodeRow {
  code: string;
  sent_at: number;
  expires_at: number;
  attempts: number;
  used_at: number | null;
}

const sameCode = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

export class VerificationCodeStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  private row(phone: string, purpose: CodePurpose): CodeRow | undefined {
    return this.db
      .prepare('SELECT code, sent_at, expires_at, attempts, used_at FROM verification_codes WHERE phone = ? AND purpose = ?')
      .get(phone, purpose) as CodeRow | undefined;
  }

  /** A new code replacing the previous one, unless one was sent less than a minute ago. */
  issue(phone: string, purpose: CodePurpose): IssueResult {
    const now = this.now();
    const previous = this.row(phone, purpose);
    const nextAllowed = (previous?.sent_at ?? 0) + CODE_SEND_INTERVAL_SECONDS * 1000;
    if (now < nextAllowed) return { sent: false, waitSeconds: Math.ceil((nextAllowed - now) / 1000) };
    const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
    this.db
      .prepare(
        `INSERT INTO verification_codes (phone, purpose, code, sent_at, expires_at, attempts, used_at)
         VALUES (?, ?, ?, ?, ?, 0, NULL)
         ON CONFLICT(phone, purpose) DO UPDATE SET code = excluded.code, sent_at = excluded.sent_at,
           expires_at = excluded.expires_at, attempts = 0, used_at = NULL`,
      )
      .run(phone, purpose, code, now, now + CODE_TTL_SECONDS * 1000);
    return { sent: true, code };
  }

  /** Whether `code` is the live code of the phone; a right code is used up, a wrong one counts as a guess. */
  consume(phone: string, purpose: CodePurpose, code: string): boolean {
    const now = this.now();
    const row = this.row(phone, purpose);
    if (!row || row.used_at !== null || row.expires_at <= now || row.attempts >= CODE_MAX_ATTEMPTS) return false;
    if (!sameCode(row.code, code)) {
      this.db.prepare('UPDATE verification_codes SET attempts = attempts + 1 WHERE phone = ? AND purpose = ?').run(phone, purpose);
      return false;
    }
    this.db.prepare('UPDATE verification_codes SET used_at = ? WHERE phone = ? AND purpose = ?').run(now, phone, purpose);
    return true;
  }
}
