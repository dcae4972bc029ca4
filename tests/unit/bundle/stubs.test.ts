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
