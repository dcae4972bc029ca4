/**
 * Work for when the browser is idle (requestIdleCallback, or a timer where it is missing), and the
 * user's data-saving wish, which fetching ahead must respect.
 */

interface NetworkInformationLike {
  saveData?: boolean;
}

/** True when the user asked the browser to save data (navigator.connection.saveData). */
export function savesData(nav: Navigator | undefined = globalThis.navigator): boolean {
  return (nav as (Navigator & { connection?: NetworkInformationLike }) | undefined)?.connection?.saveData === true;
}

/** Runs `task` once the browser is idle, at the latest after `timeoutMs`. */
export function whenIdle(task: () => void, timeoutMs = 2000): void {
  if (typeof globalThis.requestIdleCallback === 'function') globalThis.requestIdleCallback(() => task(), { timeout: timeoutMs });
  else setTimeout(task, Math.min(timeoutMs, 200));
}
