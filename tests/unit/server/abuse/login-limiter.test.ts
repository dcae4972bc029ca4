// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loginLockedMessage } from '../../../../server/security/abuse-limits.js';
import { DEFAULT_LOGIN_LIMITS, LoginLimiter, type LoginAdmission } from '../../../../server/security/login-limiter.js';

const MINUTE = 60_000;

function fakeClock(start = Date.UTC(2026, 0, 1)) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const fail = (admission: LoginAdmission): void => {
  if (!admission.allowed) throw new Error('expected the attempt to be admitted');
  admission.attempt.failed();
};

describe('LoginLimiter', () => {
  it('locks an account from one address after five failures there for fifteen minutes, then admits it again', () => {
    const clock = fakeClock();
    const limiter = new LoginLimiter(DEFAULT_LOGIN_LIMITS, clock.now);
    for (let i = 0; i < 5; i += 1) fail(limiter.admit('consignor', '10.0.0.1'));
    const refused = limiter.admit('consignor', '10.0.0.1');
    expect(refused).toEqual({ allowed: false, waitMs: 15 * MINUTE });
    expect(loginLockedMessage(15 * MINUTE)).toBe('登录失败次数过多，请在 15 分钟后再试');
    clock.advance(14 * MINUTE + 1);
    const later = limiter.admit('Consignor ', '10.0.0.1');
    expect(later.allowed).toBe(false);
    if (!later.allowed) expect(loginLockedMessage(later.waitMs)).toBe('登录失败次数过多，请在 1 分钟后再试');
    clock.advance(MINUTE);
    expect(limiter.admit('consignor', '10.0.0.1').allowed).toBe(true);
  });

  it('does not lock the account for other addresses: failures spread over addresses never lock it', () => {
    const limiter = new LoginLimiter(DEFAULT_LOGIN_LIMITS, fakeClock().now);
    for (let i = 0; i < 5; i += 1) fail(limiter.admit('admin', '10.0.0.1'));
    expect(limiter.admit('admin', '10.0.0.1').allowed).toBe(false);
    expect(limiter.admit('admin', '10.0.0.2').allowed).toBe(true);
    for (let i = 0; i < 10; i += 1) fail(limiter.admit('consignor', `10.0.1.${i}`));
    expect(limiter.admit('consignor', '10.0.1.99').allowed).toBe(true);
  });

  it('a right password clears the counter of the account from that address', () => {
    const limiter = new LoginLimiter(DEFAULT_LOGIN_LIMITS, fakeClock().now);
    for (let i = 0; i < 4; i += 1) fail(limiter.admit('cs', '10.0.0.1'));
    const good = limiter.admit('cs', '10.0.0.1');
    if (!good.allowed) throw new Error('the fifth attempt is still checked');
    good.attempt.succeeded();
    for (let i = 0; i < 4; i += 1) fail(limiter.admit('cs', '10.0.0.1'));
    expect(limiter.admit('cs', '10.0.0.1').allowed).toBe(true);
  });

  it('locks an address after twenty failures, whatever the usernames, without locking those accounts elsewhere', () => {
    const limiter = new LoginLimiter(DEFAULT_LOGIN_LIMITS, fakeClock().now);
    for (let i = 0; i < 20; i += 1) fail(limiter.admit(`guess-${i}`, '10.0.0.7'));
    expect(limiter.admit('admin', '10.0.0.7')).toEqual({ allowed: false, waitMs: 15 * MINUTE });
    expect(limiter.admit('admin', '10.0.0.8').allowed).toBe(true);
  });

  it('counts attempts still being checked, so a burst of concurrent guesses gets only five checks', () => {
    const limiter = new LoginLimiter(DEFAULT_LOGIN_LIMITS, fakeClock().now);
    const burst = Array.from({ length: 50 }, () => limiter.admit('delivery', '10.0.0.3'));
    expect(burst.filter((admission) => admission.allowed)).toHaveLength(5);
  });

  it('failures older than the window no longer count', () => {
    const clock = fakeClock();
    const limiter = new LoginLimiter(DEFAULT_LOGIN_LIMITS, clock.now);
    for (let i = 0; i < 4; i += 1) fail(limiter.admit('finance', '10.0.0.1'));
    clock.advance(15 * MINUTE + 1);
    for (let i = 0; i < 4; i += 1) fail(limiter.admit('finance', '10.0.0.1'));
    expect(limiter.admit('finance', '10.0.0.1').allowed).toBe(true);
  });
});
