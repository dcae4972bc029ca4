import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_MAX_WAIT_MS, FIRST_SCREEN_QUIET_MS } from '../../../src/config/loading';
import { createFirstScreenSignal } from '../../../src/app/first-screen';
import { callStarted } from '../../../src/http/in-flight';

/** Whether the signal has settled, without waiting for it. */
async function isSettled(settled: Promise<void>): Promise<boolean> {
  let done = false;
  void settled.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

beforeEach(() => {
  vi.useFakeTimers();
  // No idle callback in jsdom: the signal falls back to a short timer, which the fake clock runs.
  vi.stubGlobal('requestIdleCallback', undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the first screen drawn with its data', () => {
  it('waits for the screen, then for its calls to end and stay quiet', async () => {
    const signal = createFirstScreenSignal();
    const menuCall = callStarted();
    menuCall();
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_QUIET_MS * 3);
    // Calls before any screen was shown do not count.
    expect(await isSettled(signal.settled)).toBe(false);

    signal.markScreenShown();
    const rows = callStarted();
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_QUIET_MS * 3);
    expect(await isSettled(signal.settled)).toBe(false);

    rows();
    const lookup = callStarted();
    lookup();
    // A call that follows within the quiet time starts the quiet time again.
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_QUIET_MS - 10);
    const second = callStarted();
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_QUIET_MS);
    expect(await isSettled(signal.settled)).toBe(false);
    second();
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_QUIET_MS + 100);
    expect(await isSettled(signal.settled)).toBe(true);
  });

  it('settles at the latest FIRST_SCREEN_MAX_WAIT_MS after the screen, for a screen that calls nothing', async () => {
    const signal = createFirstScreenSignal();
    signal.markScreenShown();
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_MAX_WAIT_MS - 100);
    expect(await isSettled(signal.settled)).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(await isSettled(signal.settled)).toBe(true);
  });

  it('never settles while no screen has been shown (the login page loads nothing ahead)', async () => {
    const signal = createFirstScreenSignal();
    const call = callStarted();
    call();
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_MAX_WAIT_MS * 2);
    expect(await isSettled(signal.settled)).toBe(false);
  });
});
