// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FairGate } from '../../../../server/security/fair-gate.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('FairGate', () => {
  it('runs at most `limit` tasks at once and passes results and errors through', async () => {
    const gate = new FairGate(2);
    let running = 0;
    let most = 0;
    const task = (id: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      running -= 1;
      if (id === 3) throw new Error('task 3 failed');
      return id;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map((id) => gate.run(`key-${id % 3}`, task(id))));
    expect(most).toBe(2);
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : 'failed'))).toEqual([1, 2, 'failed', 4, 5, 6]);
    // A failed task frees its place: the gate still runs new work.
    expect(await gate.run('key-0', async () => 'after')).toBe('after');
  });

  it('runs one key at most `perKey` at a time, in order of arrival', async () => {
    const gate = new FairGate(2, 1);
    const started: number[] = [];
    let running = 0;
    let most = 0;
    await Promise.all([1, 2, 3, 4].map((id) => gate.run('flood', async () => {
      started.push(id);
      running += 1;
      most = Math.max(most, running);
      await tick();
      running -= 1;
    })));
    expect(most).toBe(1);
    expect(started).toEqual([1, 2, 3, 4]);
  });

  it('lets a task of another key start before a flood already waiting, whatever its length', async () => {
    const gate = new FairGate(2, 1);
    const started: string[] = [];
    const task = (name: string) => async () => {
      started.push(name);
      await tick();
    };
    // Two flooding keys hold both places and queue twenty tasks each.
    const flood = ['a', 'b'].flatMap((key) => Array.from({ length: 20 }, (_, i) => gate.run(key, task(`${key}${i}`))));
    const late = gate.run('late', task('late'));
    await Promise.all([...flood, late]);
    // The late key starts at the first freed place: after the two tasks that were already running.
    expect(started.indexOf('late')).toBe(2);
  });
});
