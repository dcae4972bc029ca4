import { describe, expect, it } from 'vitest';
import { createDeduper } from '../../../src/http/dedupe';
import { createClock } from './support/fakes';

describe('createDeduper', () => {
  it('lets a key through once per window, counted from when it was shown', () => {
    const clock = createClock();
    const shouldShow = createDeduper(3_000, clock.now);
    expect(shouldShow('a')).toBe(true);
    clock.advance(2_999);
    expect(shouldShow('a')).toBe(false);
    expect(shouldShow('b')).toBe(true);
    clock.advance(1);
    expect(shouldShow('a')).toBe(true);
    clock.advance(1_000);
    expect(shouldShow('a')).toBe(false);
  });
});
