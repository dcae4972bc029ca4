import { beforeEach, describe, expect, it } from 'vitest';
import type { Column } from '../../../src/screen-model/types';
import {
  columnPrefsKey,
  moveColumn,
  orderColumns,
  readColumnPrefs,
  saveColumnPrefs,
  toggleColumn,
  visibleColumns,
} from '../../../renderers/generic/list/column-settings';

const col = (key: string, fixed?: 'left' | 'right'): Column => ({ key, title: key.toUpperCase(), fixed });
const keys = (columns: readonly Column[]) => columns.map((column) => column.key);
const columns = [col('no', 'left'), col('a'), col('b'), col('c'), col('op', 'right')];

beforeEach(() => window.localStorage.clear());

describe('column settings', () => {
  it('uses a versioned key per table', () => {
    expect(columnPrefsKey('/saas/waybill/all/index')).toBe('table_columns:v1:/saas/waybill/all/index');
  });

  it('saves only the changes and forgets an empty change set', () => {
    saveColumnPrefs('/t', { hidden: ['b'] });
    expect(JSON.parse(window.localStorage.getItem('table_columns:v1:/t')!)).toEqual({ hidden: ['b'] });
    expect(readColumnPrefs('/t')).toEqual({ hidden: ['b'], order: undefined });
    saveColumnPrefs('/t', {});
    expect(window.localStorage.getItem('table_columns:v1:/t')).toBeNull();
  });

  it('ignores unreadable storage', () => {
    window.localStorage.setItem('table_columns:v1:/t', '{oops');
    expect(readColumnPrefs('/t')).toEqual({});
    window.localStorage.setItem('table_columns:v1:/t', JSON.stringify({ hidden: [1], order: 'a' }));
    expect(readColumnPrefs('/t')).toEqual({ hidden: undefined, order: undefined });
  });

  it('moves columns among the movable ones; back to the descriptor order stores no order', () => {
    const moved = moveColumn(columns, {}, 'c', -1);
    expect(moved.order).toEqual(['a', 'c', 'b']);
    expect(keys(orderColumns(columns, moved.order))).toEqual(['no', 'a', 'c', 'b', 'op']);
    expect(moveColumn(columns, moved, 'c', 1).order).toBeUndefined();
    expect(moveColumn(columns, {}, 'a', -1)).toEqual({});
    expect(moveColumn(columns, {}, 'no', 1)).toEqual({});
  });

  it('keeps a column added to the descriptor later at its own place, and drops removed ones', () => {
    const later = [col('no', 'left'), col('a'), col('new'), col('b'), col('op', 'right')];
    expect(keys(orderColumns(later, ['b', 'gone', 'c', 'a']))).toEqual(['no', 'b', 'new', 'a', 'op']);
  });

  it('hides and shows movable columns but never fixed ones', () => {
    const prefs = toggleColumn(toggleColumn({}, 'b', false), 'no', false);
    expect(keys(visibleColumns(columns, prefs))).toEqual(['no', 'a', 'c', 'op']);
    expect(toggleColumn(toggleColumn({}, 'b', false), 'b', true)).toEqual({ hidden: undefined });
  });
});
