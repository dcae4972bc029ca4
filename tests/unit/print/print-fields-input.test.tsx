import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import { useLanguageStore } from '../../../src/i18n';
import PrintFieldsInput from '../../../renderers/print/PrintFieldsInput';
import { printFieldsRule } from '../../../renderers/print/print-fields-rule';

beforeEach(() => useLanguageStore.setState({ language: 'zh' }));
afterEach(cleanup);

function renderEditor(fields: unknown[], onFinish: (values: { fields: unknown }) => void) {
  return render(
    <Form initialValues={{ paper_size: '100X150', fields }} onFinish={onFinish}>
      <Form.Item name="paper_size" hidden><Input /></Form.Item>
      <Form.Item name="fields" label="模板内容" rules={[printFieldsRule]}><PrintFieldsInput /></Form.Item>
      <Button htmlType="submit">保存</Button>
    </Form>,
  );
}

describe('the print template layout editor (printFields widget)', () => {
  it('edits the placed fields as rows and saves them without empty values; the preview shows where they print', async () => {
    const user = userEvent.setup({ delay: null });
    let saved: unknown;
    renderEditor([{ type: 'text', label: '收货人', key: 'end_contact', x: 5, y: 50, width: 90 }], (values) => (saved = values.fields));
    expect(screen.getByDisplayValue('收货人')).toBeInTheDocument();
    // Every column is named, the remove buttons' too (axe empty-table-header).
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent?.trim())).not.toContain('');
    expect(screen.getByRole('columnheader', { name: '操作' })).toBeInTheDocument();
    expect(screen.getByTestId('print-preview').textContent).toContain('收货人：〔end_contact〕');

    await user.click(screen.getByRole('button', { name: /添加字段/ }));
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    await user.type(within(rows[1] as HTMLElement).getByRole('textbox', { name: '标签' }), '金额');
    await user.type(within(rows[1] as HTMLElement).getByRole('textbox', { name: '数据字段' }), 'amount');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(saved).toBeDefined());
    expect(saved).toEqual([
      { type: 'text', label: '收货人', key: 'end_contact', x: 5, y: 50, width: 90 },
      { type: 'text', x: 10, y: 58, width: 80, label: '金额', key: 'amount' },
    ]);
  });

  it('refuses a field with neither label nor data field, and a data field that is not a field name', async () => {
    const user = userEvent.setup({ delay: null });
    let saved: unknown;
    renderEditor([{ type: 'text', x: 1, y: 1 }], (values) => (saved = values.fields));
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('#1 请填写标签或数据字段')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '数据字段' }), 'a b');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('#1 数据字段只能包含字母、数字、下划线和点')).toBeInTheDocument();
    expect(saved).toBeUndefined();
  });

  it('removes a field', async () => {
    const user = userEvent.setup({ delay: null });
    let saved: unknown;
    renderEditor([{ label: '甲', x: 1, y: 1 }, { label: '乙', x: 1, y: 9 }], (values) => (saved = values.fields));
    await user.click(within(screen.getAllByRole('row')[1] as HTMLElement).getByRole('button', { name: /删除/ }));
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(saved).toEqual([{ type: 'text', label: '乙', x: 1, y: 9 }]));
  });
});
