/**
 * Message de-duplication: a key (the message text) may be shown once per window.
 * Suppressed repeats do not extend the window; the window counts from the last time it was shown.
 */
export function createDeduper(windowMs: number, now: () => number = Date.now): (key: string) => boolean {
  const lastShown = new Map<string, number>();
  return (key: string): boolean => {
    const at = now();
    for (const [seenKey, seenAt] of lastShown) {
      if (at - seenAt >= windowMs) lastShown.delete(seenKey);
    }
    if (lastShown.has(key)) return false;
    lastShown.set(key, at);
    return true;
  };
}
