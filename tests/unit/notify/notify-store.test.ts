import { beforeEach, describe, expect, it } from 'vitest';
import { useNotifyStore } from '../../../src/notify';
import { toNotifyItem, type NotifyItem } from '../../../src/notify/types';

const item = (id: number, extra: Partial<NotifyItem> = {}): NotifyItem => ({
  ...toNotifyItem({ id, title: `消息${id}`, message: '内容' }, 1_000),
  ...extra,
});

beforeEach(() => useNotifyStore.getState().reset());

describe('notification store', () => {
  it('loads the first page and the server’s unread total', () => {
    useNotifyStore.getState().load([item(3), item(2), item(1)], 42);
    expect(useNotifyStore.getState()).toMatchObject({ unreadCount: 42 });
    expect(useNotifyStore.getState().items.map((i) => i.id)).toEqual(['3', '2', '1']);
  });

  it('keeps a message pushed before the first page arrived on top, counted once', () => {
    useNotifyStore.getState().receive(item(9));
    useNotifyStore.getState().load([item(3), item(2)], 2);
    expect(useNotifyStore.getState().items.map((i) => i.id)).toEqual(['9', '3', '2']);
    expect(useNotifyStore.getState().unreadCount).toBe(3);
    // Listed by the page too (stored before the page was read): one message, counted once.
    useNotifyStore.getState().load([item(9), item(3), item(2)], 3);
    expect(useNotifyStore.getState().items.map((i) => i.id)).toEqual(['9', '3', '2']);
    expect(useNotifyStore.getState().unreadCount).toBe(3);
  });

  it('marking one read removes it from the list and lowers the count by one', () => {
    useNotifyStore.getState().load([item(3), item(2), item(1)], 5);
    useNotifyStore.getState().remove('2');
    expect(useNotifyStore.getState().items.map((i) => i.id)).toEqual(['3', '1']);
    expect(useNotifyStore.getState().unreadCount).toBe(4);
    // A message that is not listed changes nothing.
    useNotifyStore.getState().remove('2');
    useNotifyStore.getState().remove('99');
    expect(useNotifyStore.getState().unreadCount).toBe(4);
  });

  it('puts a pushed message on top and counts it, once', () => {
    useNotifyStore.getState().load([item(1)], 1);
    expect(useNotifyStore.getState().receive(item(2))).toBe(true);
    expect(useNotifyStore.getState().receive(item(2))).toBe(false);
    // The same idempotency key under another id is the same message.
    expect(useNotifyStore.getState().receive(item(3, { dedupeKey: '2' }))).toBe(false);
    expect(useNotifyStore.getState().items.map((i) => i.id)).toEqual(['2', '1']);
    expect(useNotifyStore.getState().unreadCount).toBe(2);
  });

  it('keeps at most one page of 20 messages', () => {
    useNotifyStore.getState().load(Array.from({ length: 20 }, (_, i) => item(i + 1)), 20);
    useNotifyStore.getState().receive(item(100));
    expect(useNotifyStore.getState().items).toHaveLength(20);
    expect(useNotifyStore.getState().items[0]?.id).toBe('100');
    expect(useNotifyStore.getState().unreadCount).toBe(21);
  });

  it('全部已读 empties the list and the count', () => {
    useNotifyStore.getState().load([item(1), item(2)], 7);
    useNotifyStore.getState().clear();
    expect(useNotifyStore.getState()).toMatchObject({ items: [], unreadCount: 0 });
  });
});

describe('toNotifyItem', () => {
  it('takes links from data, else extra, else the first web action, and the time from meta.ts', () => {
    expect(toNotifyItem({ id: 1, message: 'm', data: { route: '/a', file_url: '/f.csv' }, meta: { ts: 5, idempotency_key: 'k' } }, 9)).toMatchObject({
      id: '1', route: '/a', fileUrl: '/f.csv', at: 5, dedupeKey: 'k', title: '',
    });
    expect(toNotifyItem({ id: 'x', extra: { route: '/b', file_url: '/g.csv' } }, 9)).toMatchObject({ route: '/b', fileUrl: '/g.csv', at: 9, dedupeKey: 'x' });
    expect(toNotifyItem({ id: 2, extra: { web_actions: [{ route: '/c' }] } }, 9).route).toBe('/c');
  });
});
