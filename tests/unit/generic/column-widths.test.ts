import { describe, expect, it } from 'vitest';
import { DEFAULT_COLUMN_WIDTH, SELECTION_COLUMN_WIDTH } from '../../../src/config/list';
import { actionsWidth, columnWidth, tableWidth } from '../../../src/screen-model/column-widths';
import type { Column, RowAction } from '../../../src/screen-model/types';

const orderNo: Column = { key: 'order_no', title: '订单号', width: 140 };
const createdAt: Column = { key: 'created_at', title: '下单时间', format: { name: 'datetime' } };
const memo: Column = { key: 'memo', title: '备注' };
const actions: RowAction[] = [
  { action: 'show', label: '查看', to: '/x/:id' },
  { action: 'edit', operation: 'edit', label: '编辑', to: '/y/:id' },
];

describe('list column widths', () => {
  it('takes the descriptor width, else the default of the column formatter (text when none)', () => {
    expect(columnWidth(orderNo)).toBe(140);
    expect(columnWidth(createdAt)).toBe(DEFAULT_COLUMN_WIDTH.datetime);
    expect(columnWidth(memo)).toBe(DEFAULT_COLUMN_WIDTH.text);
  });

  it('gives the actions column room for every label, and grows with longer labels', () => {
    const two = actionsWidth(actions);
    const three = actionsWidth([...actions, { action: 'quickView', label: '快速查看', to: '/z/:id' }]);
    expect(three).toBeGreaterThan(two);
    // Two 2-character labels of 14 px text at least.
    expect(two).toBeGreaterThanOrEqual(4 * 14);
  });

  it('adds up the table width with the actions and the selection column', () => {
    const columns = [orderNo, createdAt, memo];
    const data = 140 + DEFAULT_COLUMN_WIDTH.datetime + DEFAULT_COLUMN_WIDTH.text;
    expect(tableWidth(columns, [], false)).toBe(data);
    expect(tableWidth(columns, actions, true)).toBe(data + actionsWidth(actions) + SELECTION_COLUMN_WIDTH);
  });
});
