import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Page scroll per kept-alive screen. The window scrolls (the shell has no inner scroll area), so a
 * route change would leave every screen at the previous screen's offset: a new screen starts at the
 * top (core spec §2, route change resets scroll), a kept-alive screen shown again goes back to where
 * it was left. Offsets are recorded on every scroll under the shown screen's instance key and
 * forgotten with the instances (`live`), so a closed or refreshed tab starts at the top.
 */
export function useTabScroll(shownInstance: string | undefined, live: ReadonlySet<string>): void {
  const offsets = useRef(new Map<string, number>());
  const shown = useRef(shownInstance);

  useEffect(() => {
    const record = () => {
      if (shown.current !== undefined) offsets.current.set(shown.current, window.scrollY);
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, []);

  // Before paint, so the screen never shows at the wrong offset.
  useLayoutEffect(() => {
    shown.current = shownInstance;
    window.scrollTo(0, (shownInstance !== undefined && offsets.current.get(shownInstance)) || 0);
  }, [shownInstance]);

  useEffect(() => {
    for (const key of [...offsets.current.keys()]) if (!live.has(key)) offsets.current.delete(key);
  }, [live]);
}

/**
 * Takes the shown screen back to its top, and records that offset for it at once: a navigation that
 * follows straight away (a saved create form going to its list) would otherwise leave the screen's
 * old offset recorded, and the form would come back scrolled to its 保存 button.
 */
export function scrollShownScreenToTop(): void {
  window.scrollTo(0, 0);
  // The offsets are recorded by the scroll listener above; the browser's own event would come too late.
  window.dispatchEvent(new Event('scroll'));
}
