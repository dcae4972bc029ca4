/**
 * Version watcher (widgets spec §4): polls the server's system info; when its version differs from
 * the version built into this app, it says so once and reloads the page after a delay.
 */
import type { AxiosInstance } from 'axios';
import { SYSTEM_INFO_API, SYSTEM_INFO_CACHE_PARAM } from '../config/watchers';

export interface NewVersionNotice {
  serverVersion: string;
  /** Milliseconds until the page reloads. */
  reloadInMs: number;
}

export interface VersionWatcherOptions {
  /** The server's version, or undefined when the answer carries none. Failures are ignored. */
  fetchVersion: () => Promise<string | undefined>;
  buildVersion: string;
  intervalMs: number;
  reloadDelayMs: number;
  /** Shows the non-dismissible warning. */
  onNewVersion: (notice: NewVersionNotice) => void;
  reload: () => void;
  timers?: Pick<typeof globalThis, 'setInterval' | 'clearInterval' | 'setTimeout' | 'clearTimeout'>;
}

/** Starts polling; the returned function stops it (and cancels a pending reload). */
export function startVersionWatcher(options: VersionWatcherOptions): () => void {
  const timers = options.timers ?? globalThis;
  let reloadTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const check = async (): Promise<void> => {
    let serverVersion: string | undefined;
    try {
      serverVersion = await options.fetchVersion();
    } catch {
      // The HTTP layer has already told the user what went wrong; the next poll tries again.
      return;
    }
    if (stopped || reloadTimer !== undefined || !serverVersion || serverVersion === options.buildVersion) return;
    timers.clearInterval(poll);
    options.onNewVersion({ serverVersion, reloadInMs: options.reloadDelayMs });
    reloadTimer = timers.setTimeout(options.reload, options.reloadDelayMs);
  };

  // The first check comes after one interval: a page that has just loaded has just fetched the app.
  const poll = timers.setInterval(() => void check(), options.intervalMs);
  return () => {
    stopped = true;
    timers.clearInterval(poll);
    if (reloadTimer !== undefined) timers.clearTimeout(reloadTimer);
  };
}

/** GET system_info?ts=<now>; reads data.version. */
export function createSystemVersionFetcher(client: AxiosInstance, now: () => number = Date.now): () => Promise<string | undefined> {
  return async () => {
    const { data } = await client.get<{ data?: { version?: unknown } }>(SYSTEM_INFO_API, {
      params: { [SYSTEM_INFO_CACHE_PARAM]: now() },
    });
    const version = data?.data?.version;
    return typeof version === 'string' && version !== '' ? version : undefined;
  };
}
