/**
 * Limits against password guessing and message flooding, and the texts that tell a caller to wait.
 * One place for all of them; docs/limits-and-security.md lists them for operators.
 */

/**
 * Failed logins of one account (by username) from one client address within the window before that
 * address is locked out of that account. Per pair, so a stranger's guesses never lock the account for
 * its owner elsewhere; the address limit below still stops one address guessing across accounts.
 */
export const LOGIN_PAIR_MAX_FAILURES = 5;
/** Failed logins from one client address within the window before the address is locked. */
export const LOGIN_ADDRESS_MAX_FAILURES = 20;
/** Failures older than this no longer count. */
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;
/** How long a locked account-and-address pair or address is refused, without checking any password. */
export const LOGIN_LOCKOUT_SECONDS = 15 * 60;

/** Password hashes computed at once; the rest wait, so other work keeps threads of the libuv pool. */
export const MAX_CONCURRENT_PASSWORD_HASHES = 2;
/**
 * Of those, at most this many for one client address; the waiting ones are served an address at a time,
 * the least recently served first, so a flood from one address never queues in front of another's login.
 */
export const MAX_CONCURRENT_PASSWORD_HASHES_PER_ADDRESS = 1;

/** Per client address and route: at most `max` requests in `windowSeconds`. */
export interface AddressRateLimit {
  max: number;
  windowSeconds: number;
}

/** Public routes that cost something (a new company, a short message, a token), limited per address. */
export const ADDRESS_RATE_LIMITS: Readonly<Record<string, AddressRateLimit>> = {
  'POST /api/user/users/createUser': { max: 5, windowSeconds: 3600 },
  'POST /api/user/users/sendResetCode': { max: 5, windowSeconds: 600 },
  'POST /api/user/users/resetPassword': { max: 10, windowSeconds: 600 },
  'POST /api/user/users/activateAccount': { max: 10, windowSeconds: 600 },
  'POST /api/user/users/refresh-token': { max: 60, windowSeconds: 60 },
};

/** Envelope code of a refused login while the account (from this address) or the address is locked (next to 10001 wrong credentials). */
export const LOGIN_LOCKED_CODE = '10003';

/** Minutes to wait, rounded up, never less than one. */
export const minutesToWait = (waitMs: number): number => Math.max(1, Math.ceil(waitMs / 60_000));

/** '登录失败次数过多，请在 N 分钟后再试'. */
export const loginLockedMessage = (waitMs: number): string => `登录失败次数过多，请在 ${minutesToWait(waitMs)} 分钟后再试`;

/** '请求过于频繁，请在 N 秒后再试' for the per-address limits. */
export const tooManyRequestsMessage = (waitMs: number): string =>
  `请求过于频繁，请在 ${Math.max(1, Math.ceil(waitMs / 1000))} 秒后再试`;
