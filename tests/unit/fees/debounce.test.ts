import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounceRowUpdates } from '../../../src/fees';

describe('debounced row updates', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends only the last rows of a burst, 100 ms after the last edit', () => {
    const send = vi.fn();
    const debouncer = debounceRowUpdates<string[]>(send);
    debouncer.push(['1']);
    vi.advanceTimersByTime(60);
    debouncer.push(['12']);
    vi.advanceTimersByTime(99);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(['12']);
  });

  it('flushes waiting rows at once and forgets them when cancelled', () => {
    const send = vi.fn();
    const debouncer = debounceRowUpdates<string[]>(send);
    debouncer.flush();
    expect(send).not.toHaveBeenCalled();
    debouncer.push(['a']);
    debouncer.flush();
    expect(send).toHaveBeenCalledWith(['a']);
    vi.advanceTimersByTime(200);
    expect(send).toHaveBeenCalledTimes(1);
    debouncer.push(['b']);
    debouncer.cancel();
    vi.advanceTimersByTime(200);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
