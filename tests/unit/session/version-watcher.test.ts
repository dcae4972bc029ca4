import type { AxiosInstance } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VERSION_CHECK_INTERVAL_MS, VERSION_RELOAD_DELAY_MS } from '../../../src/config/watchers';
import { createSystemVersionFetcher, startVersionWatcher, type NewVersionNotice } from '../../../src/session/version-watcher';

/** A watcher on fake timers whose server reports `versions` in turn (the last one repeats). */
function watch(versions: Array<string | Error>) {
  const notices: NewVersionNotice[] = [];
  const reload = vi.fn();
  let polls = 0;
  const stop = startVersionWatcher({
    fetchVersion: async () => {
      const answer = versions[Math.min(polls, versions.length - 1)]!;
      polls += 1;
      if (answer instanceof Error) throw answer;
      return answer;
    },
    buildVersion: '1.0.0',
    intervalMs: VERSION_CHECK_INTERVAL_MS,
    reloadDelayMs: VERSION_RELOAD_DELAY_MS,
    onNewVersion: (notice) => notices.push(notice),
    reload,
  });
  return { notices, reload, stop, polls: () => polls };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('version watcher', () => {
  it('polls every 30 minutes, not at start', async () => {
    const watcher = watch(['1.0.0']);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS - 1);
    expect(watcher.polls()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(watcher.polls()).toBe(1);
    await vi.advanceTimersByTimeAsync(2 * VERSION_CHECK_INTERVAL_MS);
    expect(watcher.polls()).toBe(3);
    watcher.stop();
  });

  it('says nothing and never reloads while the server reports the built version', async () => {
    const watcher = watch(['1.0.0']);
    await vi.advanceTimersByTimeAsync(10 * VERSION_CHECK_INTERVAL_MS);
    expect(watcher.notices).toEqual([]);
    expect(watcher.reload).not.toHaveBeenCalled();
    watcher.stop();
  });

  it('warns once when the version differs, stops polling, and reloads 30 s later', async () => {
    const watcher = watch(['1.0.0', '1.1.0']);
    await vi.advanceTimersByTimeAsync(2 * VERSION_CHECK_INTERVAL_MS);
    expect(watcher.notices).toEqual([{ serverVersion: '1.1.0', reloadInMs: 30_000 }]);
    await vi.advanceTimersByTimeAsync(VERSION_RELOAD_DELAY_MS - 1);
    expect(watcher.reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(watcher.reload).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3 * VERSION_CHECK_INTERVAL_MS);
    expect(watcher.polls()).toBe(2);
    expect(watcher.notices).toHaveLength(1);
    expect(watcher.reload).toHaveBeenCalledTimes(1);
  });

  it('ignores a failed poll or an answer without a version and tries again at the next interval', async () => {
    const watcher = watch([new Error('offline'), '', '2.0.0']);
    await vi.advanceTimersByTimeAsync(2 * VERSION_CHECK_INTERVAL_MS);
    expect(watcher.notices).toEqual([]);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(watcher.notices).toEqual([{ serverVersion: '2.0.0', reloadInMs: 30_000 }]);
    watcher.stop();
  });

  it('stopping cancels a pending reload', async () => {
    const watcher = watch(['9.9.9']);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(watcher.notices).toHaveLength(1);
    watcher.stop();
    await vi.advanceTimersByTimeAsync(VERSION_RELOAD_DELAY_MS);
    expect(watcher.reload).not.toHaveBeenCalled();
  });
});

describe('system version fetcher', () => {
  it('GETs system_info with the current time as ts and reads data.version', async () => {
    const calls: Array<{ url: string; params: unknown }> = [];
    const client = {
      get: async (url: string, config: { params: unknown }) => {
        if (url !== '/map/help/system_info') throw new Error(`unexpected call ${url}`);
        calls.push({ url, params: config.params });
        return { data: { code: '0', data: { version: '3.1.4', name: '物流云' } } };
      },
    } as unknown as AxiosInstance;
    const fetchVersion = createSystemVersionFetcher(client, () => 1_700_000_000_000);
    await expect(fetchVersion()).resolves.toBe('3.1.4');
    expect(calls).toEqual([{ url: '/map/help/system_info', params: { ts: 1_700_000_000_000 } }]);
  });
});
