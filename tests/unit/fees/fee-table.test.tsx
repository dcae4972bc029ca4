import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dataRows, pick } from './table-helpers';
import { FeeTable, type FeeTableProps } from '../../../renderers/fee/FeeTable';
import { useLanguageStore } from '../../../src/i18n';
import type { FeeLine } from '../../../src/fees';
import { CONFIGS, TARGETS, TRANSFER_FEE_CONFIG, deliveryLine } from './fixtures';

useLanguageStore.setState({ language: 'zh' });

function renderTable(props: Partial<FeeTableProps> = {}) {
  const onChange = vi.fn<(lines: FeeLine[]) => void>();
  const view = render(<FeeTable configs={CONFIGS} targets={TARGETS} showAmounts onChange={onChange} {...props} />);
  return { ...view, onChange };
}



function selectedText(row: HTMLElement, label: string): string {
  const box = within(row).getByRole('combobox', { name: label });
  return box.closest('.ant-select')?.querySelector('.ant-select-selection-item')?.textContent ?? '';
}

describe('FeeTable', () => {
  it('shows a finished table’s lines by their labels (收, the code’s, target’s and method’s names), even where the stage offers them no more', () => {
    const income = deliveryLine({
      direction: 'INCOME', settle_target_id: 404, settle_target_name: '已停用商家', settle_target_type: 'CONSIGNOR',
    });
    renderTable({
      value: [income, deliveryLine()],
      statuses: ['COMPLETED'],
      stageRules: { FINISHED: { allow_directions: ['OUTLAY'], can_add: true, can_edit: false } },
    });
    const [first, second] = dataRows();
    expect(selectedText(first!, '收支方向')).toBe('收');
    expect(selectedText(first!, '费用项')).toBe('配送费');
    expect(selectedText(first!, '结算对象')).toBe('已停用商家');
    expect(selectedText(first!, '结算方式')).toBe('现付');
    expect(selectedText(second!, '收支方向')).toBe('支');
  });

  it('adds the transfer line in a ticket’s table with 添加中转费, ready but for its amount', async () => {
    const user = userEvent.setup({ delay: null });
    const { onChange } = renderTable({ value: [deliveryLine()], offerTransferFee: true });
    await user.click(screen.getByRole('button', { name: '添加中转费' }));
    const row = dataRows()[1]!;
    expect(selectedText(row, '收支方向')).toBe('支');
    expect(selectedText(row, '费用项')).toBe('中转费');
    expect(selectedText(row, '结算对象')).toBe('华东服务商');
    expect(selectedText(row, '结算方式')).toBe('月结');
    await user.type(within(row).getByRole('textbox', { name: '金额' }), '35');
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith([
        deliveryLine(),
        expect.objectContaining({ code: 'TRANSSHIPMENT_FEE', direction: 'OUTLAY', settlement_method_code: 'MONTHLY', amount: '35' }),
      ]),
    );
  });

  it('offers 添加中转费 only where asked (a ticket) and only with the transfer fee among the configs', () => {
    const { unmount } = renderTable();
    expect(screen.queryByRole('button', { name: '添加中转费' })).toBeNull();
    unmount();
    renderTable({ configs: CONFIGS.filter((config) => config.code !== 'TRANSSHIPMENT_FEE'), offerTransferFee: true });
    expect(screen.queryByRole('button', { name: '添加中转费' })).toBeNull();
  });

  it('opens a CREATE table with one blank row; one allowed direction is preset and locked', () => {
    renderTable({ configs: [TRANSFER_FEE_CONFIG] });
    const [row] = dataRows();
    expect(dataRows()).toHaveLength(1);
    expect(selectedText(row!, '收支方向')).toBe('支');
    expect(within(row!).getByRole('combobox', { name: '收支方向' })).toBeDisabled();
  });

  it('cascades the choices and sends the rows debounced, once per burst of edits', async () => {
    const user = userEvent.setup({ delay: null });
    const { onChange } = renderTable();
    const row = dataRows()[0]!;
    await pick(user, row, '收支方向', '支');
    await pick(user, row, '费用项', '中转费');
    expect(selectedText(row, '结算对象')).toBe('华东服务商');
    expect(selectedText(row, '结算方式')).toBe('月结');
    // A burst of two edits in the same tick: nothing is sent at once, then only the last value, once
    // (no wall-clock gap between the edits, so a slow machine cannot split the burst).
    const amount = within(row).getByRole('textbox', { name: '金额' });
    fireEvent.change(amount, { target: { value: '3' } });
    fireEvent.change(amount, { target: { value: '35' } });
    const sentAmounts = () => onChange.mock.calls.map(([lines]) => lines[0]?.amount);
    expect(sentAmounts()).not.toContain('35');
    await waitFor(() => expect(sentAmounts()).toContain('35'));
    expect(sentAmounts()).not.toContain('3');
    expect(sentAmounts().filter((sent) => sent === '35')).toHaveLength(1);
    expect(onChange).toHaveBeenLastCalledWith([{
      direction: 'OUTLAY', code: 'TRANSSHIPMENT_FEE', code_name: '中转费', settle_target_id: 21, settle_target_name: '华东服务商',
      settle_target_type: 'SERVICER', amount: '35', settlement_method_code: 'MONTHLY', settlement_method_name: '月结',
    }]);
    await pick(user, row, '收支方向', '收');
    expect(selectedText(row, '费用项')).toBe('');
    expect(within(row).getByRole('textbox', { name: '金额' })).toHaveValue('');
  });

  it('shows the spec’s messages on edited rows and the table', async () => {
    const user = userEvent.setup({ delay: null });
    renderTable({ value: [deliveryLine(), deliveryLine({ amount: '5' })] });
    expect(screen.queryByRole('alert')).toBeNull();
    const [first, second] = dataRows();
    const amount = within(second!).getByRole('textbox', { name: '金额' });
    await user.clear(amount);
    await user.type(amount, 'abc');
    expect(within(second!).getByText('请输入有效数字')).toBeInTheDocument();
    expect(within(second!).getByText('同一方向、结算对象和费用项的组合已存在')).toBeInTheDocument();
    expect(screen.getByText('同一方向、结算对象和费用项组合不可重复')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '600');
    expect(within(second!).getByText('金额不能超过 500')).toBeInTheDocument();
    expect(within(first!).queryByRole('alert')).toBeNull();
  });

  it('keeps the schema’s minimum count of rows and asks for at least one', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderTable({ value: [deliveryLine(), deliveryLine({ settle_target_id: 12 })], minItems: 1 });
    await user.click(within(dataRows()[0]!).getByRole('button', { name: '删除' }));
    expect(dataRows()).toHaveLength(1);
    expect(within(dataRows()[0]!).getByRole('button', { name: '删除' })).toBeDisabled();
    unmount();

    renderTable({ value: [deliveryLine()] });
    await user.click(within(dataRows()[0]!).getByRole('button', { name: '删除' }));
    expect(screen.getByText('至少需要一条费用明细')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '新增费用' }));
    expect(dataRows()).toHaveLength(1);
  });

  it('is read-only in the FINISHED stage without rules of its own', () => {
    renderTable({ value: [deliveryLine()], statuses: ['IN_PROGRESS', 'COMPLETED'] });
    const row = dataRows()[0]!;
    expect(within(row).getByRole('combobox', { name: '费用项' })).toBeDisabled();
    expect(within(row).getByRole('textbox', { name: '金额' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: '删除' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '新增费用' })).toBeNull();
  });

  it('hides amounts from users without a fee display permission', () => {
    renderTable({ value: [deliveryLine({ amount: '88' })], showAmounts: false });
    expect(screen.queryByRole('textbox', { name: '金额' })).toBeNull();
    expect(screen.queryByText('88')).toBeNull();
    expect(within(dataRows()[0]!).getByText('***')).toBeInTheDocument();
  });
});
