/**
 * How many API calls are in flight, across every client, and who wants to know when none is: the
 * signal that the first screen has its data (src/app/first-screen.ts) before anything loads ahead.
 */
let inFlight = 0;
let started = 0;
const quietListeners = new Set<() => void>();

/** Counts a call as started; the returned function counts it as ended (once, however often it is called). */
export function callStarted(): () => void {
  inFlight += 1;
  started += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    inFlight -= 1;
    if (inFlight === 0) quietListeners.forEach((listener) => listener());
  };
}

export const callsInFlight = (): number => inFlight;

/** How many calls have started since the page loaded. */
export const callsStarted = (): number => started;

/** Calls `listener` each time the last call in flight ends; returns the unsubscribe function. */
export function onCallsQuiet(listener: () => void): () => void {
  quietListeners.add(listener);
  return () => quietListeners.delete(listener);
}
