import { createContext, useCallback, useContext } from 'react';
import { leaveGuard } from './leave-guard';

/** The key (full path with query) of the tab a screen is rendered in; undefined outside the tab area. */
export const TabKeyContext = createContext<string | undefined>(undefined);

/** The key of the tab the calling screen lives in. */
export function useTabKey(): string | undefined {
  return useContext(TabKeyContext);
}

/**
 * For screens that ask before their unsaved input is left: returns the function a screen calls with
 * true when the user has typed something and false once it is saved. Does nothing when `enabled` is
 * false or outside the tab area. The flag is not cleared when the screen is hidden (its input is
 * still there); the tab area forgets it when the tab is closed, refreshed or unmounted.
 */
export function useLeaveGuard(enabled: boolean): (dirty: boolean) => void {
  const key = useTabKey();
  return useCallback(
    (dirty: boolean) => {
      if (enabled && key !== undefined) leaveGuard.setDirty(key, dirty);
    },
    [enabled, key],
  );
}
