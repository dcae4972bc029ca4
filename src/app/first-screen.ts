/**
 * "The first screen is drawn with its data": what may load ahead (the idle prefetch, antd's message
 * holders, the trial check) waits for it, so it never takes the network or the CPU from the screen the
 * user asked for. Settled once a screen has been handed its descriptor, an API call has started since,
 * and none has been in flight for FIRST_SCREEN_QUIET_MS; or FIRST_SCREEN_MAX_WAIT_MS after the screen
 * was shown, whichever comes first. Then at the browser's next idle moment.
 */
import { FIRST_SCREEN_MAX_WAIT_MS, FIRST_SCREEN_QUIET_MS } from '../config/loading';
import { callsInFlight, callsStarted, onCallsQuiet } from '../http/in-flight';

/** Runs `run` when the browser is next idle (after `timeoutMs` at the latest); returns the cancel function. */
export function whenBrowserIdle(run: () => void, timeoutMs = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => run(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 50);
  return () => window.clearTimeout(id);
}

export interface FirstScreenSignal {
  /** Called by the screen view when a screen gets its descriptor; only the first call counts. */
  markScreenShown(): void;
  /** Resolves once the first screen is drawn with its data and the browser is idle. */
  settled: Promise<void>;
}

export function createFirstScreenSignal(): FirstScreenSignal {
  let shown = false;
  let settle: () => void = () => undefined;
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const markScreenShown = () => {
    if (shown) return;
    shown = true;
    const startedBefore = callsStarted();
    let quietTimer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      clearTimeout(quietTimer);
      clearTimeout(deadline);
      stopListening();
      whenBrowserIdle(settle);
    };
    const deadline = setTimeout(finish, FIRST_SCREEN_MAX_WAIT_MS);
    const stopListening = onCallsQuiet(() => {
      clearTimeout(quietTimer);
      quietTimer = setTimeout(() => {
        if (callsInFlight() === 0 && callsStarted() > startedBefore) finish();
      }, FIRST_SCREEN_QUIET_MS);
    });
  };
  return { markScreenShown, settled };
}

const pageSignal = createFirstScreenSignal();

export const markScreenShown = pageSignal.markScreenShown;

/** The page's first screen, drawn with its data (see above). */
export const whenFirstScreenSettled = (): Promise<void> => pageSignal.settled;
