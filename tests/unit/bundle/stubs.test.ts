import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import getSideChannel from '../../../scripts/stubs/side-channel';

// The real package, as qs loads it (the build aliases it to the stub; see vite.config.ts).
const require = createRequire(import.meta.url);
const getRealSideChannel = require('side-channel') as typeof getSideChannel;

describe('side-channel stub', () => {
  it('answers as the real package does for object and primitive keys', () => {
    const object = {};
    const fn = () => undefined;
    const keys: unknown[] = [object, fn, 'a', 1, null, undefined, Symbol.for('s')];
    const run = (make: typeof getSideChannel) => {
      const channel = make();
      const answers: unknown[] = [];
      keys.forEach((key, i) => {
        answers.push(channel.has(key), channel.get(key));
        channel.set(key, i);
        answers.push(channel.has(key), channel.get(key));
      });
      answers.push(channel.delete(object), channel.has(object), channel.delete(object), channel.delete('a'), channel.get('a'));
      expect(() => channel.assert(1)).not.toThrow();
      expect(() => channel.assert({})).toThrow(TypeError);
      return answers;
    };
    expect(run(getSideChannel)).toEqual(run(getRealSideChannel));
  });
});

describe('rc-tree util stub (antd table row selection)', () => {
  it('adds and removes keys as rc-tree does', async () => {
    const real = await import('rc-tree/es/util');
    const stub = await import('../../../scripts/stubs/rc-tree-util');
    const cases: [readonly (string | number)[], string | number][] = [
      [[], 'a'], [['a'], 'a'], [['a', 'b'], 'b'], [[1, 2, 3], 2], [[1, 2], 4], [['a', 'a'], 'a'],
    ];
    for (const [list, value] of cases) {
      const before = [...list];
      expect(stub.arrAdd(list, value)).toEqual(real.arrAdd([...list], value));
      expect(stub.arrDel(list, value)).toEqual(real.arrDel([...list], value));
      expect(list).toEqual(before);
    }
    // rc-tree's own answers for a missing list.
    expect(stub.arrAdd(undefined, 'a')).toEqual(['a']);
    expect(stub.arrDel(undefined, 'a')).toEqual([]);
  });
});
