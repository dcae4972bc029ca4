/**
 * Counts failed logins per account and client address pair and per client address, and locks either
 * one for a while once it has too many. Per pair, not per account: wrong passwords from one address lock
 * that address out of the account, never the account's owner signing in from elsewhere, so nobody can
 * lock another user out. An attempt is counted BEFORE its password is checked (and taken back when it
 * succeeds), so a burst of concurrent guesses cannot slip past the limit while their hashes are still
 * running, and a locked caller is refused without any hashing. Kept in memory: a restart forgets them.
 */
import {
  LOGIN_ADDRESS_MAX_FAILURES,
  LOGIN_FAILURE_WINDOW_SECONDS,
  LOGIN_LOCKOUT_SECONDS,
  LOGIN_PAIR_MAX_FAILURES,
} from './abuse-limits.js';

export interface LoginLimits {
  /** Failures of one account from one address. */
  pairMaxFailures: number;
  /** Failures from one address, whatever the accounts. */
  addressMaxFailures: number;
  windowSeconds: number;
  lockoutSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  pairMaxFailures: LOGIN_PAIR_MAX_FAILURES,
  addressMaxFailures: LOGIN_ADDRESS_MAX_FAILURES,
  windowSeconds: LOGIN_FAILURE_WINDOW_SECONDS,
  lockoutSeconds: LOGIN_LOCKOUT_SECONDS,
};

interface Counter {
  /** Times (ms) of the attempts that count: failed, or still being checked. */
  attempts: number[];
  lockedUntil: number;
}

/** What a login may do: go on and check the password, or wait `waitMs`. */
export type LoginAdmission = { allowed: true; attempt: LoginAttempt } | { allowed: false; waitMs: number };

/** One admitted attempt; tell the limiter how it ended. */
export interface LoginAttempt {
  succeeded(): void;
  failed(): void;
}

/** Above this many pairs or addresses, idle counters are dropped. */
const MAX_TRACKED_KEYS = 10_000;

/**
 * Usernames are compared trimmed and case-insensitively, so 'Admin ' and 'admin' share a counter. The
 * address comes first: it holds no space, so no two pairs share a key.
 */
const pairKey = (username: string, address: string): string => `${address} ${username.trim().toLowerCase()}`;

export class LoginLimiter {
  private readonly pairs = new Map<string, Counter>();
  private readonly addresses = new Map<string, Counter>();

  constructor(
    private readonly limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Admits an attempt of `username` from `address`, or says how long the caller must wait. */
  admit(username: string, address: string): LoginAdmission {
    const now = this.now();
    this.pruneWhenLarge(now);
    const key = pairKey(username, address);
    const pair = this.counter(this.pairs, key, now);
    const origin = this.counter(this.addresses, address, now);
    const waitMs = Math.max(pair.lockedUntil, origin.lockedUntil) - now;
    if (waitMs > 0) return { allowed: false, waitMs };
    pair.attempts.push(now);
    origin.attempts.push(now);
    this.lockWhenOver(pair, this.limits.pairMaxFailures, now);
    this.lockWhenOver(origin, this.limits.addressMaxFailures, now);
    // The attempt that reaches the limit is still checked; only the ones after it are refused.
    let settled = false;
    return {
      allowed: true,
      attempt: {
        succeeded: () => {
          if (settled) return;
          settled = true;
          // A right password clears the pair's record; the address keeps its other failures.
          this.pairs.delete(key);
          removeOne(origin.attempts, now);
          if (origin.attempts.length < this.limits.addressMaxFailures) origin.lockedUntil = 0;
        },
        failed: () => {
          settled = true;
        },
      },
    };
  }

  private counter(map: Map<string, Counter>, key: string, now: number): Counter {
    let counter = map.get(key);
    if (!counter) {
      counter = { attempts: [], lockedUntil: 0 };
      map.set(key, counter);
    }
    const since = now - this.limits.windowSeconds * 1000;
    counter.attempts = counter.attempts.filter((at) => at > since);
    if (counter.lockedUntil <= now && counter.lockedUntil !== 0) {
      // A lockout that ran out starts a fresh count.
      counter.lockedUntil = 0;
      counter.attempts = [];
    }
    return counter;
  }

  /** Forgets idle counters once there are many (a flood of made-up usernames must not grow memory without end). */
  private pruneWhenLarge(now: number): void {
    for (const map of [this.pairs, this.addresses]) {
      if (map.size <= MAX_TRACKED_KEYS) continue;
      const since = now - this.limits.windowSeconds * 1000;
      for (const [key, counter] of map) {
        if (counter.lockedUntil <= now && counter.attempts.every((at) => at <= since)) map.delete(key);
      }
    }
  }

  private lockWhenOver(counter: Counter, max: number, now: number): void {
    if (counter.attempts.length >= max && counter.lockedUntil === 0) counter.lockedUntil = now + this.limits.lockoutSeconds * 1000;
  }
}

function removeOne(values: number[], value: number): void {
  const index = values.indexOf(value);
  if (index >= 0) values.splice(index, 1);
}
