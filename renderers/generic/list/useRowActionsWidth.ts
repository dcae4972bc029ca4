/**
 * The actions column's width from the buttons its rows really show. The descriptor's estimate
 * (actionsWidth) reserves room for the widest a row might show — a workflow's longest transitions and
 * 更多 — which left the fixed 操作 column much wider than its buttons and covering the columns before it
 * (全部订单's 订单状态). Once the rows are drawn their buttons are measured, also when a row's
 * transitions arrive later, and the column takes the widest row's buttons plus the cell's padding.
 */
import { useEffect, useState, type RefObject } from 'react';
import { ACTIONS_CELL_PADDING } from '../../../src/config/list';

/** Marks the buttons of one row (RowActions), so the list can measure them. */
export const ROW_ACTIONS_ATTRIBUTE = 'data-row-actions';

/** The measured width of the actions column, or undefined before any row's buttons were measured. */
export function useRowActionsWidth(container: RefObject<HTMLElement | null>, rows: unknown): number | undefined {
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    const cells = () => Array.from(root.querySelectorAll<HTMLElement>(`[${ROW_ACTIONS_ATTRIBUTE}]`));
    const measure = () => {
      const widest = cells().reduce((most, cell) => Math.max(most, cell.scrollWidth), 0);
      // Nothing measurable (no rows, a hidden tab): the estimate stands.
      setWidth(widest > 0 ? Math.ceil(widest) + ACTIONS_CELL_PADDING : undefined);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    // A row's buttons change width when its workflow's transitions load or a row is updated.
    const observer = new ResizeObserver(measure);
    for (const cell of cells()) observer.observe(cell);
    return () => observer.disconnect();
  }, [container, rows]);
  return width;
}
