import axios, { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAllNotifications, readNotification, useNotifyStore } from '../../../src/notify';
import { fetchUnread } from '../../../src/notify/notify-api';
import { toNotifyItem } from '../../../src/notify/types';

type Answer = { status: number; body?: unknown };

/**
 * An axios client whose server answers only the calls a test lists (method, path and query or body);
 * any other call fails the test.
 */
function fakeServer(answers: Record<string, Answer>) {
  const calls: string[] = [];
  const unexpected: string[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const query = config.params ? `?${new URLSearchParams(config.params as Record<string, string>).toString()}` : '';
    const body = config.data ? ` ${String(config.data)}` : '';
    const key = `${config.method?.toUpperCase()} ${config.url}${query}${body}`;
    calls.push(key);
    const answer = answers[key];
    if (!answer) {
      unexpected.push(key);
      throw new Error(`unexpected call ${key}`);
    }
    const response = { data: answer.body ?? { code: '0', data: {} }, status: answer.status, statusText: '', headers: {}, config };
    if (answer.status >= 400) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, undefined, response);
    return response;
  };
  return { client: axios.create({ adapter }), calls, unexpected };
}

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  useNotifyStore.getState().reset();
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

const seed = () => useNotifyStore.getState().load([7, 8].map((id) => toNotifyItem({ id, message: `m${id}` })), 2);

describe('notification calls', () => {
  it('lists unread messages with ?unread, and with ?only_unread when that fails', async () => {
    const list = { code: '0', data: { list: [{ id: 1, message: '新订单' }, { bad: true }], total: 3 } };
    const primary = fakeServer({ 'GET /notify/history?unread=1&per_page=20&page=1': { status: 200, body: list } });
    expect(await fetchUnread(primary.client)).toMatchObject({ total: 3, items: [{ id: '1', message: '新订单' }] });

    const fallback = fakeServer({
      'GET /notify/history?unread=1&per_page=20&page=1': { status: 404 },
      'GET /notify/history?only_unread=1&per_page=20&page=1': { status: 200, body: list },
    });
    expect((await fetchUnread(fallback.client))?.total).toBe(3);
    expect(fallback.unexpected).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('marks one read with PUT {action: read}: the message leaves the list and the count drops', async () => {
    seed();
    const server = fakeServer({ 'PUT /notify/history/7 {"action":"read"}': { status: 200 } });
    expect(await readNotification(server.client, '7')).toBe(true);
    expect(server.calls).toHaveLength(1);
    expect(useNotifyStore.getState()).toMatchObject({ unreadCount: 1, items: [{ id: '8' }] });
  });

  it('falls back to POST /notify/history/read {ids} and logs only when both fail', async () => {
    seed();
    const fallback = fakeServer({
      'PUT /notify/history/7 {"action":"read"}': { status: 404 },
      'POST /notify/history/read {"ids":["7"]}': { status: 200 },
    });
    expect(await readNotification(fallback.client, '7')).toBe(true);
    expect(errors).not.toHaveBeenCalled();
    expect(useNotifyStore.getState().unreadCount).toBe(1);

    const failing = fakeServer({
      'PUT /notify/history/8 {"action":"read"}': { status: 500 },
      'POST /notify/history/read {"ids":["8"]}': { status: 500 },
    });
    expect(await readNotification(failing.client, '8')).toBe(false);
    expect(errors).toHaveBeenCalledTimes(1);
    // Not read: it stays.
    expect(useNotifyStore.getState()).toMatchObject({ unreadCount: 1, items: [{ id: '8' }] });
  });

  it('reloads the unread list when it runs empty while unread messages remain', async () => {
    useNotifyStore.getState().load([toNotifyItem({ id: 7, message: 'm' })], 25);
    const server = fakeServer({
      'PUT /notify/history/7 {"action":"read"}': { status: 200 },
      'GET /notify/history?unread=1&per_page=20&page=1': { status: 200, body: { code: '0', data: { list: [{ id: 30, message: 'n' }], total: 24 } } },
    });
    await readNotification(server.client, '7');
    expect(useNotifyStore.getState()).toMatchObject({ unreadCount: 24, items: [{ id: '30' }] });
  });

  it('全部已读: PUT read-all, else POST read-all; the list and count are cleared', async () => {
    seed();
    const put = fakeServer({ 'PUT /notify/history/read-all': { status: 200 } });
    expect(await readAllNotifications(put.client)).toBe(true);
    expect(useNotifyStore.getState()).toMatchObject({ unreadCount: 0, items: [] });

    seed();
    const post = fakeServer({ 'PUT /notify/history/read-all': { status: 405 }, 'POST /notify/history/read-all': { status: 200 } });
    expect(await readAllNotifications(post.client)).toBe(true);
    expect(post.calls).toEqual(['PUT /notify/history/read-all', 'POST /notify/history/read-all']);
    expect(useNotifyStore.getState().unreadCount).toBe(0);
    expect(errors).not.toHaveBeenCalled();
  });
});
