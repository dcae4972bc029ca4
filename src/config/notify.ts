/** Notifications (core spec §7, §9): calls, socket settings, paging, toast and relative-time limits. */

export const NOTIFY_HISTORY_API = '/notify/history';
/** Marks one message read: PUT `${NOTIFY_HISTORY_API}/{id}` with { action: 'read' }. */
export const NOTIFY_READ_ACTION = 'read';
/** Fallback of the one-message call: POST with { ids }. */
export const NOTIFY_READ_FALLBACK_API = '/notify/history/read';
/** PUT, falling back to POST. */
export const NOTIFY_READ_ALL_API = '/notify/history/read-all';
/** Query name of the unread-only list, and of its fallback. */
export const NOTIFY_UNREAD_PARAM = 'unread';
export const NOTIFY_UNREAD_FALLBACK_PARAM = 'only_unread';
export const NOTIFY_PAGE_SIZE = 20;

/** socket.io: the server's path, events listened to and the test event emitted. */
export const NOTIFY_SOCKET_PATH = '/socket.io';
export const NOTIFY_EVENTS = ['notify', 'notification'] as const;
export const NOTIFY_TEST_EVENT = 'notify_test';
export const NOTIFY_RECONNECTION_ATTEMPTS = 10;
export const NOTIFY_RECONNECTION_DELAY_MS = 1_000;
export const NOTIFY_RECONNECTION_DELAY_MAX_MS = 8_000;
export const NOTIFY_CONNECT_TIMEOUT_MS = 10_000;
export const NOTIFY_TRANSPORTS = ['websocket', 'polling'] as const;
/**
 * After the server closed the channel (the token expired, the session ended) or refused the handshake,
 * the session's token is checked this often; the channel connects again once it holds another token
 * (a refresh), never with the one already refused.
 */
export const NOTIFY_RESUME_CHECK_MS = 2_000;
/** Sent by the server when it did not carry out a request (a test message beyond the account's quota). */
export const NOTIFY_REFUSED_EVENT = 'notify_refused';

/** A pushed message shows a toast this long; the same message again within the window shows none. */
export const NOTIFY_TOAST_SECONDS = 10;
export const NOTIFY_TOAST_DEDUP_MS = 3_000;

/** Relative time: 'just now' under 30 s, then minutes, hours, and '1天前' under two days. */
export const JUST_NOW_SECONDS = 30;
export const ONE_DAY_AGO_LIMIT_SECONDS = 2 * 24 * 3600;
