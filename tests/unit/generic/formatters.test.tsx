import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { useMenuStore } from '../../../src/access/menu-store';
import type { Format } from '../../../src/screen-model/types';
import { ellipsisLength, formatDate, formatDateTime, formatMoney, renderValue } from '../../../renderers/generic/formatters';

function show(value: unknown, format?: Format, ellipsis?: number, record: unknown = {}) {
  return render(<MemoryRouter>{renderValue(value, format, { record, ellipsis })}</MemoryRouter>);
}

describe('formatters', () => {
  it('money: two decimals, thousands separators', () => {
    expect(formatMoney(1234567.891)).toBe('1,234,567.89');
    expect(formatMoney('0')).toBe('0.00');
    expect(formatMoney('-12.5')).toBe('-12.50');
    expect(formatMoney('abc')).toBe('abc');
    expect(formatMoney(null)).toBe('');
  });

  it('date and datetime', () => {
    expect(formatDate('2024-03-05 08:09:10')).toBe('2024-03-05');
    expect(formatDateTime('2024-03-05T08:09:10')).toBe('2024-03-05 08:09:10');
    expect(formatDateTime(new Date(2024, 0, 2, 3, 4, 5).getTime())).toBe('2024-01-02 03:04:05');
    expect(formatDate(Math.floor(new Date(2024, 0, 2).getTime() / 1000))).toBe('2024-01-02');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('shows - for empty values in every format', () => {
    const formats: Array<Format | undefined> = [undefined, { name: 'money' }, { name: 'date' }, { name: 'tag' }, { name: 'link', to: '/x/:id' }];
    for (const format of formats) {
      const view = show(format?.name === 'tag' ? [] : '', format);
      expect(view.container).toHaveTextContent(/^-$/);
      view.unmount();
    }
  });

  it('enum: coloured tag with the label, raw value when unknown', () => {
    const format: Format = { name: 'enum', options: [{ value: 1, label: '启用', color: 'success' }] };
    show('1', format);
    expect(screen.getByText('启用')).toHaveClass('ant-tag', 'ant-tag-success');
    show(9, format);
    expect(screen.getByText('9')).not.toHaveClass('ant-tag');
  });

  it('tag: order tags with labels and icons, danger for TICKET and ABNORMAL', () => {
    show([{ code: 'ABNORMAL' }, { code: 'REFUND' }, 'PAY_NOW', 'TICKET', 'NEW_CODE'], { name: 'tag' });
    const tag = (text: string) => screen.getByText(text).closest('.ant-tag');
    expect(tag('异常')).toHaveClass('ant-tag-error');
    expect(tag('工单')).toHaveClass('ant-tag-error');
    expect(tag('退款')).toHaveClass('ant-tag-warning');
    expect(tag('现付')).toHaveClass('ant-tag-warning');
    expect(tag('异常')?.querySelector('.anticon-exclamation-circle')).not.toBeNull();
    expect(tag('工单')?.querySelector('.anticon-profile')).not.toBeNull();
    expect(tag('退款')?.querySelector('.anticon-transaction')).not.toBeNull();
    expect(tag('现付')?.querySelector('.anticon-pay-circle')).not.toBeNull();
    expect(tag('NEW_CODE')?.querySelector('.anticon-tag')).not.toBeNull();
  });

  it('link: route filled from the row', () => {
    show('WB001', { name: 'link', to: '/saas/order/detail/:order_id' }, undefined, { order_id: 55 });
    expect(screen.getByRole('link', { name: 'WB001' })).toHaveAttribute('href', '/saas/order/detail/55');
  });

  it('ellipsis: true means 20 characters; the full text is in a tooltip', async () => {
    expect(ellipsisLength(true)).toBe(20);
    expect(ellipsisLength(8)).toBe(8);
    expect(ellipsisLength(false)).toBeUndefined();
    const text = '一二三四五六七八九十一二三四五六七八九十二十一';
    show(text, undefined, ellipsisLength(true));
    const cut = screen.getByText('一二三四五六七八九十一二三四五六七八九十...');
    await userEvent.hover(cut);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(text);
  });

  it('feeAmount: money for holders of a fee-display code, *** for everyone else', () => {
    useMenuStore.setState({ codes: new Set(['DA_FEE_SHOW']) });
    const shown = show(1234.5, { name: 'feeAmount' });
    expect(shown.container).toHaveTextContent(/^1,234.50$/);
    shown.unmount();
    useMenuStore.setState({ codes: new Set(['IS_AFTER_SALES_SUPERVISOR']) });
    expect(show(1234.5, { name: 'feeAmount' }).container).toHaveTextContent(/^\*\*\*$/);
  });

  it('chineseAmount: capital numerals as printed on bills', () => {
    expect(show(1234.5, { name: 'chineseAmount' }).container).toHaveTextContent(/^壹仟贰佰叁拾肆元伍角$/);
  });

  it('ellipsis leaves short text alone', () => {
    show('短文本', undefined, 20);
    expect(screen.getByText('短文本')).toBeInTheDocument();
  });
});
