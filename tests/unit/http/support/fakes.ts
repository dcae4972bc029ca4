/** Test doubles for the client: a recording notifier, an in-memory session, a settable clock. */
import { vi } from 'vitest';
import type { ClientSession, HttpClientOptions } from '../../../../src/http/client';
import { createHttpClient } from '../../../../src/http/client';
import { createMaintenanceAnnouncer, fetchMaintenanceHtml } from '../../../../src/http/maintenance';
import type { Notifier } from '../../../../src/http/notifier';
import type { SessionTokens } from '../../../../src/session/token-store';
import type { TestServer } from './test-server';

export type NotifierCall =
  | { kind: 'warning'; text: string }
  | { kind: 'error'; text: string; seconds: number }
  | { kind: 'maintenance'; html: string }
  | { kind: 'sessionExpired' };

/** Records every call; tests compare the whole list, so any unexpected message fails them. */
export function createRecordingNotifier(): Notifier & { calls: NotifierCall[] } {
  const calls: NotifierCall[] = [];
  return {
    calls,
    warning: (text) => calls.push({ kind: 'warning', text }),
    error: (text, seconds) => calls.push({ kind: 'error', text, seconds }),
    maintenance: (html) => calls.push({ kind: 'maintenance', html }),
    sessionExpired: () => calls.push({ kind: 'sessionExpired' }),
  };
}

export interface MemorySession extends ClientSession {
  token: string | undefined;
  refreshToken: string | undefined;
  userId: string;
}

export function createMemorySession(init: Partial<Pick<MemorySession, 'token' | 'refreshToken' | 'userId'>> = {}): MemorySession {
  const session: MemorySession = {
    token: init.token,
    refreshToken: init.refreshToken,
    userId: init.userId ?? '0',
    getToken: () => session.token,
    getRefreshToken: () => session.refreshToken,
    setTokens: ({ accessToken, refreshToken }: SessionTokens) => {
      session.token = accessToken;
      if (refreshToken) session.refreshToken = refreshToken;
    },
    getUserId: () => session.userId,
  };
  return session;
}

export function createClock(start = 1_000_000): { now: () => number; advance: (ms: number) => void } {
  let at = start;
  return { now: () => at, advance: (ms) => (at += ms) };
}

/** A client on the test server's /api, with recording fakes for everything it tells or ends. */
export function makeClient(server: TestServer, overrides: Partial<HttpClientOptions> = {}) {
  const notifier = createRecordingNotifier();
  const session = createMemorySession({ token: 'old-token', refreshToken: 'refresh-1', userId: '42' });
  const onForcedLogout = vi.fn();
  const clock = createClock();
  const client = createHttpClient({
    baseURL: `${server.origin}/api`,
    kind: 'main',
    session,
    getMenuId: () => '7',
    onForcedLogout,
    notifier: () => notifier,
    now: clock.now,
    announceMaintenance: createMaintenanceAnnouncer(
      () => fetchMaintenanceHtml({ url: `${server.origin}/maintenance.html` }),
      (html) => notifier.maintenance(html),
    ),
    ...overrides,
  });
  return { client, notifier, session, onForcedLogout, clock };
}

/** Settles a promise into its rejection, failing when it resolves. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
}
