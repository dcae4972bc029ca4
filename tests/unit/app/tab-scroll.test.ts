/**
 * Scroll on a route change (core spec §2): a screen opened by a route change starts at the top; a
 * kept-alive tab shown again goes back to where its user left it (docs/shell-and-tabs.md, scroll).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { scrollShownScreenToTop, useTabScroll } from '../../../src/app/useTabScroll';

let scrollY = 0;
const scrollTo = vi.fn((_x: number, y: number) => {
  scrollY = y;
});

function userScrollsTo(y: number) {
  scrollY = y;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => {
  scrollY = 0;
  scrollTo.mockClear();
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as unknown as typeof window.scrollTo);
});
afterEach(() => vi.restoreAllMocks());

describe('scroll on a route change', () => {
  it('a newly opened route starts at the top, whatever the previous screen’s offset', () => {
    const { rerender } = renderHook(({ shown, live }) => useTabScroll(shown, live), {
      initialProps: { shown: '/saas/order/all/index', live: new Set(['/saas/order/all/index']) },
    });
    userScrollsTo(640);
    rerender({ shown: '/saas/order/detail/1', live: new Set(['/saas/order/all/index', '/saas/order/detail/1']) });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(scrollY).toBe(0);
  });

  it('a kept-alive tab shown again returns to its own offset; a closed and reopened one starts at the top', () => {
    const list = '/saas/order/all/index';
    const detail = '/saas/order/detail/1';
    const { rerender } = renderHook(({ shown, live }) => useTabScroll(shown, live), {
      initialProps: { shown: list, live: new Set([list]) },
    });
    userScrollsTo(640);
    rerender({ shown: detail, live: new Set([list, detail]) });
    userScrollsTo(120);
    rerender({ shown: list, live: new Set([list, detail]) });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    rerender({ shown: detail, live: new Set([list, detail]) });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
    // The list tab is closed, then opened again by a route change.
    rerender({ shown: detail, live: new Set([detail]) });
    rerender({ shown: list, live: new Set([list, detail]) });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('a create form saved and left for its list comes back at its top, not scrolled to 保存', () => {
    const entry = '/saas/order/add';
    const list = '/saas/order/all/index';
    const { rerender } = renderHook(({ shown, live }) => useTabScroll(shown, live), {
      initialProps: { shown: entry, live: new Set([entry]) },
    });
    userScrollsTo(1800);
    // Saved: the form scrolls to its top, then navigates to the list at once.
    act(() => scrollShownScreenToTop());
    rerender({ shown: list, live: new Set([entry, list]) });
    rerender({ shown: entry, live: new Set([entry, list]) });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
