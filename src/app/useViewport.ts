import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../config/shell';

/** Media query of a viewport narrower than the mobile breakpoint. */
const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function mobileQuery(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(MOBILE_QUERY) : undefined;
}

function subscribe(onChange: () => void): () => void {
  const query = mobileQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isMobileNow = (): boolean => mobileQuery()?.matches ?? false;

/** True below MOBILE_BREAKPOINT_PX of viewport width; re-renders only when that changes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
