import { useEffect, type RefObject } from 'react';

/** The elements antd's Table scrolls in: sideways (scroll.x), down (scroll.y) and its virtual body. */
const TABLE_SCROLLERS = '.ant-table-content, .ant-table-body, .ant-table-tbody-virtual-holder';
/** The hidden rows antd's Table measures its column widths with. */
const TABLE_MEASURE_ROWS = '.ant-table-measure-row';

/**
 * Makes the scrolling parts of the tables inside `ref` keyboard stops, named `label` (WCAG 2.1.1, axe's
 * scrollable-region-focusable): a report whose rows hold no link or button could otherwise not be
 * scrolled sideways without a mouse. Runs after every render of the caller, since antd swaps these
 * elements when a table turns virtual or gets another width.
 */
export function useScrollableRegions(ref: RefObject<HTMLElement | null>, label: string): void {
  useEffect(() => {
    for (const scroller of ref.current?.querySelectorAll<HTMLElement>(TABLE_SCROLLERS) ?? []) {
      if (scroller.getAttribute('tabindex') === '0') continue;
      scroller.setAttribute('tabindex', '0');
      scroller.setAttribute('role', 'region');
      scroller.setAttribute('aria-label', label);
    }
    // antd's hidden row measuring the column widths (aria-hidden) holds a copy of each column title: the
    // select-all checkbox of a list with bulk actions would be a Tab stop nobody sees (axe's
    // aria-hidden-focus). Inert, the copy takes no focus; the real header keeps its checkbox.
    for (const row of ref.current?.querySelectorAll<HTMLElement>(TABLE_MEASURE_ROWS) ?? []) {
      if (!row.hasAttribute('inert')) row.setAttribute('inert', '');
    }
  });
}
