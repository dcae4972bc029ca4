import { MSG } from '../config/messages';

/**
 * The unsaved-input registry (widgets spec §2: leaving an order-entry tab with unsaved input asks
 * first). Screens whose descriptor sets `confirmLeave` report here, by tab key, whether they hold
 * unsaved input; the navigation layer (guarded history), the tab actions (close, close others, close
 * all, refresh) and the page's beforeunload handler ask `confirm` before discarding or leaving them.
 */

/** Asks the user whether to leave unsaved input; resolves true to leave. */
export type LeavePrompt = () => Promise<boolean>;

export interface LeaveGuard {
  setDirty: (key: string, dirty: boolean) => void;
  isDirty: (key: string) => boolean;
  /** Whether any open tab holds unsaved input (the page's beforeunload asks then). */
  anyDirty: () => boolean;
  /** Forgets the given tabs (closed, refreshed or unmounted: their input is gone). */
  release: (keys: Iterable<string>) => void;
  /** Forgets every tab not in `keys`. */
  retain: (keys: ReadonlySet<string>) => void;
  /**
   * Resolves true at once when none of `keys` holds unsaved input, else asks the user once for all of
   * them. While a question is open, further requests resolve false.
   */
  confirm: (keys: Iterable<string>) => Promise<boolean>;
  /** Installs the dialog that asks; returns the uninstaller. */
  setPrompt: (prompt: LeavePrompt) => () => void;
}

export function createLeaveGuard(fallbackPrompt: LeavePrompt = () => Promise.resolve(true)): LeaveGuard {
  const dirty = new Set<string>();
  let prompt: LeavePrompt | undefined;
  let asking = false;
  return {
    setDirty: (key, value) => {
      if (value) dirty.add(key);
      else dirty.delete(key);
    },
    isDirty: (key) => dirty.has(key),
    anyDirty: () => dirty.size > 0,
    release: (keys) => {
      for (const key of keys) dirty.delete(key);
    },
    retain: (keys) => {
      for (const key of [...dirty]) if (!keys.has(key)) dirty.delete(key);
    },
    confirm: async (keys) => {
      if (![...keys].some((key) => dirty.has(key))) return true;
      if (asking) return false;
      asking = true;
      try {
        return await (prompt ?? fallbackPrompt)();
      } finally {
        asking = false;
      }
    },
    setPrompt: (next) => {
      prompt = next;
      return () => {
        if (prompt === next) prompt = undefined;
      };
    },
  };
}

/** The app's one registry; without an installed dialog it asks with the browser's confirm. */
export const leaveGuard = createLeaveGuard(() => Promise.resolve(window.confirm(MSG.leaveUnsaved)));
