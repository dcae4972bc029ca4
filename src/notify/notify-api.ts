/**
 * Notification calls (core spec §7) with their fallbacks. A failure is only logged, and only after
 * the fallback call failed too (core spec §8); the user sees no error message.
 */
import type { AxiosInstance } from 'axios';
import {
  NOTIFY_HISTORY_API, NOTIFY_PAGE_SIZE, NOTIFY_READ_ACTION, NOTIFY_READ_ALL_API, NOTIFY_READ_FALLBACK_API,
  NOTIFY_UNREAD_FALLBACK_PARAM, NOTIFY_UNREAD_PARAM,
} from '../config/notify';
import { recordUrl } from '../data/query';
import { isRawNotification, toNotifyItem, type NotifyItem } from './types';

export interface UnreadPage {
  items: NotifyItem[];
  total: number;
}

interface ListBody {
  data?: { list?: unknown[]; total?: number };
}

/** Tries `primary`, then `fallback`; logs and returns undefined when both fail. */
async function withFallback<T>(what: string, primary: () => Promise<T>, fallback: () => Promise<T>): Promise<T | undefined> {
  try {
    return await primary();
  } catch {
    try {
      return await fallback();
    } catch (error) {
      console.error(`notification ${what} failed`, error);
      return undefined;
    }
  }
}

function readPage(body: ListBody): UnreadPage {
  const list = Array.isArray(body.data?.list) ? body.data.list.filter(isRawNotification) : [];
  const items = list.map((raw) => toNotifyItem(raw));
  return { items, total: Number(body.data?.total ?? items.length) };
}

/** The first page of unread messages: ?unread, falling back to ?only_unread. */
export function fetchUnread(client: AxiosInstance): Promise<UnreadPage | undefined> {
  const page = (param: string) => async () => {
    const { data } = await client.get<ListBody>(NOTIFY_HISTORY_API, { params: { [param]: 1, per_page: NOTIFY_PAGE_SIZE, page: 1 } });
    return readPage(data);
  };
  return withFallback('list', page(NOTIFY_UNREAD_PARAM), page(NOTIFY_UNREAD_FALLBACK_PARAM));
}

/** PUT /notify/history/{id} {action: 'read'}, falling back to POST /notify/history/read {ids}. True when done. */
export async function markRead(client: AxiosInstance, id: string): Promise<boolean> {
  const done = await withFallback(
    'read',
    async () => {
      await client.put(recordUrl(NOTIFY_HISTORY_API, id), { action: NOTIFY_READ_ACTION });
      return true;
    },
    async () => {
      await client.post(NOTIFY_READ_FALLBACK_API, { ids: [id] });
      return true;
    },
  );
  return done ?? false;
}

/** PUT /notify/history/read-all, falling back to POST. True when done. */
export async function markAllRead(client: AxiosInstance): Promise<boolean> {
  const done = await withFallback(
    'read-all',
    async () => {
      await client.put(NOTIFY_READ_ALL_API);
      return true;
    },
    async () => {
      await client.post(NOTIFY_READ_ALL_API);
      return true;
    },
  );
  return done ?? false;
}
