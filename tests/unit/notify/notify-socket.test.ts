import { describe, expect, it, vi } from 'vitest';
import type { io } from 'socket.io-client';
import type { AxiosInstance } from 'axios';
import { openNotifySocket } from '../../../src/notify/notify-socket';
import { startNotifications } from '../../../src/notify/notify-service';
import { useNotifyStore } from '../../../src/notify/notify-store';
import type { ConnectionStatus } from '../../../src/notify';

type Listener = (...args: unknown[]) => void;

/** A socket.io client stand-in that records the connection options and lets the test fire events. */
function fakeIo() {
  const listeners = new Map<string, Listener[]>();
  const managerListeners = new Map<string, Listener[]>();
  const on = (map: Map<string, Listener[]>) => (event: string, listener: Listener) => {
    map.set(event, [...(map.get(event) ?? []), listener]);
  };
  // `active`: socket.io keeps reconnecting by itself; false once the server refused the handshake.
  const socket = { on: on(listeners), io: { on: on(managerListeners) }, close: vi.fn(), emit: vi.fn(), connect: vi.fn(), active: true };
  const connect = vi.fn(() => socket);
  const fire = (event: string, ...args: unknown[]) => (listeners.get(event) ?? []).forEach((l) => l(...args));
  const fireManager = (event: string) => (managerListeners.get(event) ?? []).forEach((l) => l());
  return { socket, connect: connect as unknown as typeof io, calls: connect.mock.calls as unknown as Array<[string, Record<string, unknown>]>, fire, fireManager };
}

/** A client that fails the test if anything asks it. */
const unusedClient = new Proxy({}, { get: (_target, key) => { throw new Error(`unexpected client use: ${String(key)}`); } }) as AxiosInstance;

describe('notification socket', () => {
  it('connects with the spec’s options and the session in the handshake', () => {
    const fake = fakeIo();
    let token = 'first-token';
    openNotifySocket({ url: 'http://api.example', getToken: () => token, getUserId: () => '42', onMessage: () => undefined, onStatus: () => undefined, connect: fake.connect });
    const [url, options] = fake.calls[0]!;
    expect(url).toBe('http://api.example');
    expect(options).toMatchObject({
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      reconnection: true,
      reconnectionAttempts: 10,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 8000,
      timeout: 10000,
    });
    // The handshake is read at each (re)connection, so a refreshed token is sent.
    const auth = options.auth as (send: (data: object) => void) => void;
    const sent: object[] = [];
    auth((data) => sent.push(data));
    token = 'refreshed';
    auth((data) => sent.push(data));
    expect(sent).toEqual([{ token: 'first-token', userid: '42' }, { token: 'refreshed', userid: '42' }]);
  });

  it("logs 'token未获得' when the session is gone at a reconnection, and at start opens no socket", () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fake = fakeIo();
    let token: string | undefined = 'first-token';
    openNotifySocket({ url: 'http://api.example', getToken: () => token, getUserId: () => '42', onMessage: () => undefined, onStatus: () => undefined, connect: fake.connect });
    token = undefined;
    (fake.calls[0]![1].auth as (send: (data: object) => void) => void)(() => undefined);
    expect(logged).toHaveBeenCalledWith('notification socket:', 'token未获得');

    logged.mockClear();
    const idle = fakeIo();
    const stop = startNotifications({ url: 'http://api.example', getToken: () => undefined, getUserId: () => '42', client: unusedClient, onPush: () => undefined, connect: idle.connect });
    expect(idle.calls).toEqual([]);
    expect(logged).toHaveBeenCalledWith('notifications:', 'token未获得');
    expect(useNotifyStore.getState().status).toBe('idle');
    stop();
    logged.mockRestore();
  });

  it('hands on messages of both events, reports the status and only logs errors', () => {
    const fake = fakeIo();
    const messages: unknown[] = [];
    const statuses: ConnectionStatus[] = [];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openNotifySocket({ url: 'u', getToken: () => 't', getUserId: () => '1', onMessage: (m) => messages.push(m), onStatus: (s) => statuses.push(s), connect: fake.connect });
    fake.fire('connect');
    fake.fire('notify', { id: 1, message: 'a' });
    fake.fire('notification', { id: 2, message: 'b' });
    fake.fire('notify', 'garbage');
    fake.fire('connect_error', new Error('refused'));
    fake.fire('disconnect');
    fake.fireManager('reconnect_failed');
    expect(messages).toEqual([{ id: 1, message: 'a' }, { id: 2, message: 'b' }]);
    expect(statuses).toEqual(['connecting', 'connected', 'connecting', 'idle']);
    expect(errors).toHaveBeenCalledTimes(2);
    errors.mockRestore();
  });

  it('after the server closed the channel or refused the handshake, connects again only with another token', () => {
    vi.useFakeTimers();
    try {
      const fake = fakeIo();
      let token = 'first-token';
      const channel = openNotifySocket({ url: 'u', getToken: () => token, getUserId: () => '1', onMessage: () => undefined, onStatus: () => undefined, connect: fake.connect });
      const handshake = () => (fake.calls[0]![1].auth as (send: (data: object) => void) => void)(() => undefined);
      handshake();
      fake.fire('connect');
      fake.fire('disconnect', 'io server disconnect');
      vi.advanceTimersByTime(10_000);
      expect(fake.socket.connect).not.toHaveBeenCalled();
      token = 'refreshed';
      vi.advanceTimersByTime(2_000);
      expect(fake.socket.connect).toHaveBeenCalledTimes(1);

      // The refreshed token refused in turn (its session ended): no new attempt until the token changes again.
      handshake();
      fake.socket.active = false;
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      fake.fire('connect_error', new Error('登录已过期，请重新登录'));
      vi.advanceTimersByTime(10_000);
      expect(fake.socket.connect).toHaveBeenCalledTimes(1);

      // A disconnect the client asked for, or a network drop socket.io retries by itself, starts no waiting.
      fake.fire('disconnect', 'transport close');
      channel.close();
      token = 'another';
      vi.advanceTimersByTime(10_000);
      expect(fake.socket.connect).toHaveBeenCalledTimes(1);
      expect(fake.socket.close).toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });
});
