/** A notification as the server sends it (core spec §3) and as the bell shows it. */

interface RouteAction {
  route?: string;
}

/** The wire shape: a message, or a title plus a message; links in data or extra. */
export interface RawNotification {
  id: string | number;
  title?: string;
  message?: string;
  data?: { route?: string; file_url?: string } | null;
  meta?: { idempotency_key?: string; ts?: number } | null;
  extra?: { route?: string; file_url?: string; web_actions?: RouteAction[] } | null;
  created_at?: string;
}

/** What the bell needs of one message. */
export interface NotifyItem {
  id: string;
  title: string;
  message: string;
  /** In-app route opened on click (same-origin paths only are followed). */
  route?: string;
  /** File downloaded on click when there is no route. */
  fileUrl?: string;
  /** Epoch milliseconds when the message was sent. */
  at: number;
  /** Key of the push de-duplication: the idempotency key, else the id. */
  dedupeKey: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const nonEmpty = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

function timeOf(raw: RawNotification, now: number): number {
  if (typeof raw.meta?.ts === 'number' && Number.isFinite(raw.meta.ts)) return raw.meta.ts;
  // 'YYYY-MM-DD HH:mm:ss' is the server's local time; the browser reads it as local too.
  const parsed = raw.created_at ? Date.parse(raw.created_at.replace(' ', 'T')) : Number.NaN;
  return Number.isNaN(parsed) ? now : parsed;
}

export function isRawNotification(value: unknown): value is RawNotification {
  const id = (value as { id?: unknown } | null)?.id;
  return typeof value === 'object' && value !== null && (typeof id === 'string' || typeof id === 'number') && id !== '';
}

/** The bell's view of a wire message: links from data, else extra, else the first web action. */
export function toNotifyItem(raw: RawNotification, now: number = Date.now()): NotifyItem {
  const id = String(raw.id);
  return {
    id,
    title: text(raw.title),
    message: text(raw.message),
    route: nonEmpty(raw.data?.route) ?? nonEmpty(raw.extra?.route) ?? nonEmpty(raw.extra?.web_actions?.[0]?.route),
    fileUrl: nonEmpty(raw.data?.file_url) ?? nonEmpty(raw.extra?.file_url),
    at: timeOf(raw, now),
    dedupeKey: nonEmpty(raw.meta?.idempotency_key) ?? id,
  };
}
