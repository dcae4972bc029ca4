/**
 * A sliding-window count per key: at most `max` events in any `windowSeconds`. Kept in memory (a restart
 * forgets the counts); keys whose events have all left the window are dropped once there are many.
 */
import type { RateWindow } from '../notify/notify-limits.js';

/** Above this many keys, idle ones are dropped. */
const MAX_TRACKED_KEYS = 10_000;

export class WindowLimit<Key> {
  private readonly times = new Map<Key, number[]>();

  constructor(
    private readonly limit: RateWindow,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one event of `key` when it is within the limit; false (and nothing counted) when it is not. */
  take(key: Key): boolean {
    const now = this.now();
    const since = now - this.limit.windowSeconds * 1000;
    const recent = (this.times.get(key) ?? []).filter((at) => at > since);
    if (recent.length >= this.limit.max) {
      this.times.set(key, recent);
      return false;
    }
    recent.push(now);
    this.times.set(key, recent);
    if (this.times.size > MAX_TRACKED_KEYS) this.prune(since);
    return true;
  }

  forget(key: Key): void {
    this.times.delete(key);
  }

  private prune(since: number): void {
    for (const [key, times] of this.times) if (times.every((at) => at <= since)) this.times.delete(key);
  }
}
