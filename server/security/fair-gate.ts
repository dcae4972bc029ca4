/**
 * Runs at most `limit` tasks at once, and at most `perKey` of one key (a client address), sharing the
 * places fairly between keys: the waiting tasks queue per key, and a freed place goes to the key served
 * least recently (one never served first), not to the oldest task. A flood of tasks under one key
 * therefore delays another key's task by at most the tasks already running, however long the flood.
 */
export class FairGate {
  private running = 0;
  private readonly runningOf = new Map<string, number>();
  private readonly waiting = new Map<string, Array<() => void>>();
  /** When each key with running or waiting tasks was last given a place (a counter, not a clock). */
  private readonly servedAt = new Map<string, number>();
  private turns = 0;

  constructor(
    private readonly limit: number,
    private readonly perKey: number = limit,
  ) {
    for (const value of [limit, perKey]) {
      if (!Number.isInteger(value) || value < 1) throw new Error('FairGate needs limits of at least 1');
    }
  }

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    if (this.mayStart(key) && !this.waiting.has(key)) this.start(key);
    else await new Promise<void>((resolve) => this.enqueue(key, resolve));
    try {
      return await task();
    } finally {
      this.finish(key);
    }
  }

  private mayStart(key: string): boolean {
    return this.running < this.limit && (this.runningOf.get(key) ?? 0) < this.perKey;
  }

  private start(key: string): void {
    this.running += 1;
    this.runningOf.set(key, (this.runningOf.get(key) ?? 0) + 1);
    this.turns += 1;
    this.servedAt.set(key, this.turns);
  }

  private enqueue(key: string, resolve: () => void): void {
    const queue = this.waiting.get(key);
    if (queue) queue.push(resolve);
    else this.waiting.set(key, [resolve]);
  }

  private finish(key: string): void {
    this.running -= 1;
    const left = (this.runningOf.get(key) ?? 1) - 1;
    if (left > 0) this.runningOf.set(key, left);
    else this.runningOf.delete(key);
    this.dispatch();
    if (!this.runningOf.has(key) && !this.waiting.has(key)) this.servedAt.delete(key);
  }

  /** Gives the free places to waiting keys, least recently served first. */
  private dispatch(): void {
    while (this.running < this.limit) {
      let next: string | undefined;
      let nextServedAt = Infinity;
      for (const key of this.waiting.keys()) {
        const servedAt = this.servedAt.get(key) ?? 0;
        if (servedAt < nextServedAt && this.mayStart(key)) {
          next = key;
          nextServedAt = servedAt;
        }
      }
      if (next === undefined) return;
      const queue = this.waiting.get(next) ?? [];
      const resolve = queue.shift();
      if (queue.length === 0) this.waiting.delete(next);
      this.start(next);
      resolve?.();
    }
  }
}
