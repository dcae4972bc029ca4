// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ConcurrencyGate } from '../../../../server/security/concurrency-gate.js';

describe('ConcurrencyGate', () => {
  it('runs at most `limit` tasks at once, the rest in order of arrival, and passes results and errors through', async () => {
    const gate = new ConcurrencyGate(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (id: number) => async () => {
      started.push(id);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (id === 3) throw new Error('task 3 failed');
      return id;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map((id) => gate.run(task(id))));
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5, 6]);
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : 'failed'))).toEqual([1, 2, 'failed', 4, 5, 6]);
    // A failed task frees its place: the gate still runs new work.
    expect(await gate.run(async () => 'after')).toBe('after');
  });
});
