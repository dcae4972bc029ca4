/** Row updates of the fee table reach the form at most every 100 ms (widgets spec §9). */
import { FEE_ROW_UPDATE_DEBOUNCE_MS } from '../config/fees';

export interface RowUpdateDebouncer<T> {
  /** Remembers the latest rows and sends them once no edit came for the delay. */
  push: (rows: T) => void;
  /** Sends the waiting rows now (before a submit); nothing when none wait. */
  flush: () => void;
  /** Drops the waiting rows (on unmount). */
  cancel: () => void;
}

/** Coalesces quick edits: only the last rows of a burst are sent, `delayMs` after the last edit. */
export function debounceRowUpdates<T>(send: (rows: T) => void, delayMs: number = FEE_ROW_UPDATE_DEBOUNCE_MS): RowUpdateDebouncer<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: { rows: T } | undefined;
  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const pending = waiting;
    waiting = undefined;
    if (pending) send(pending.rows);
  };
  return {
    push(rows) {
      waiting = { rows };
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(flush, delayMs);
    },
    flush,
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      waiting = undefined;
    },
  };
}
