/** The bell's state (core spec §4 Notifications): connection status, latest unread messages, unread count. */
import { create } from 'zustand';
import { NOTIFY_PAGE_SIZE } from '../config/notify';
import type { NotifyItem } from './types';

export type ConnectionStatus = 'idle' | 'connecting' | 'connected';

interface NotifyState {
  status: ConnectionStatus;
  /** Newest first, at most one page. */
  items: NotifyItem[];
  unreadCount: number;
  setStatus: (status: ConnectionStatus) => void;
  /** The first page of unread messages and the server's unread total, below any message pushed meanwhile. */
  load: (items: NotifyItem[], total: number) => void;
  /** A pushed message: goes on top and counts as unread, unless it is already listed. Returns whether it was new. */
  receive: (item: NotifyItem) => boolean;
  /** Marked read: leaves the list and the count drops by one. */
  remove: (id: string) => void;
  /** Everything marked read. */
  clear: () => void;
  reset: () => void;
}

/** The same message: its id, or its idempotency key under another id. */
const sameMessage = (a: NotifyItem, b: NotifyItem): boolean => a.id === b.id || a.dedupeKey === b.dedupeKey;

const initial = { status: 'idle' as ConnectionStatus, items: [] as NotifyItem[], unreadCount: 0 };

export const useNotifyStore = create<NotifyState>((set, get) => ({
  ...initial,
  setStatus: (status) => set({ status }),
  load: (items, total) => {
    // A message pushed while the page was on its way is newer than the page: it stays on top and counted.
    const pushed = get().items.filter((kept) => !items.some((listed) => sameMessage(listed, kept)));
    set({ items: [...pushed, ...items].slice(0, NOTIFY_PAGE_SIZE), unreadCount: Math.max(total, items.length) + pushed.length });
  },
  receive: (item) => {
    const { items, unreadCount } = get();
    if (items.some((existing) => sameMessage(existing, item))) return false;
    set({ items: [item, ...items].slice(0, NOTIFY_PAGE_SIZE), unreadCount: unreadCount + 1 });
    return true;
  },
  remove: (id) => {
    const { items, unreadCount } = get();
    if (!items.some((item) => item.id === id)) return;
    set({ items: items.filter((item) => item.id !== id), unreadCount: Math.max(0, unreadCount - 1) });
  },
  clear: () => set({ items: [], unreadCount: 0 }),
  reset: () => set(initial),
}));
