/**
 * Limits of the notification channel and the texts it answers with. One place for all of them;
 * docs/limits-and-security.md lists them for operators.
 */

/** At most `max` events in any `windowSeconds`. */
export interface RateWindow {
  max: number;
  windowSeconds: number;
}

export interface NotifyLimits {
  /** Events one socket connection may send; a connection sending more is closed. */
  eventsPerConnection: RateWindow;
  /** Notifications one account may have created (test pushes); more are refused and stored nowhere. */
  createdPerAccount: RateWindow;
  /** Largest message a client may send over the socket, in bytes. */
  maxPayloadBytes: number;
}

export const DEFAULT_NOTIFY_LIMITS: NotifyLimits = {
  eventsPerConnection: { max: 20, windowSeconds: 10 },
  createdPerAccount: { max: 30, windowSeconds: 60 },
  maxPayloadBytes: 16 * 1024,
};

export const NOTIFY_SOCKET_MESSAGES = {
  /** The handshake carries no valid token, or its session has ended. */
  loginExpired: '登录已过期，请重新登录',
  /** A token in the connection URL (it would end up in access logs and proxies). */
  tokenInUrl: '令牌不能放在连接地址中，请通过握手认证信息（auth）传递',
  /** An account asked for more notifications than createdPerAccount allows. */
  tooFrequent: '操作过于频繁，请稍后再试',
} as const;
