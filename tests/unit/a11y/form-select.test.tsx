// A required select of a form: axe's aria-allowed-attr (critical) forbids aria-required on antd's root
// <div>; a screen reader still has to hear that the combobox is required.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { FormSelect } from '../../../renderers/generic/form/FormSelect';

function RequiredSelect({ required }: { required: boolean }) {
  return (
    <Form>
      <Form.Item name="kind" label="作业类型" rules={required ? [{ required: true, message: '请选择作业类型' }] : []}>
        <FormSelect options={[{ value: 'LOAD', label: '装车' }]} />
      </Form.Item>
    </Form>
  );
}

describe('FormSelect', () => {
  it('marks only the combobox as required, not antd’s root element', () => {
    const { container } = render(<RequiredSelect required />);
    const combobox = screen.getByRole('combobox', { name: '作业类型' });
    expect(combobox).toHaveAttribute('aria-required', 'true');
    expect(container.querySelectorAll('[aria-required]')).toHaveLength(1);
  });

  it('leaves an optional select unmarked', () => {
    const { container } = render(<RequiredSelect required={false} />);
    expect(screen.getByRole('combobox', { name: '作业类型' })).not.toHaveAttribute('aria-required');
    expect(container.querySelectorAll('[aria-required]')).toHaveLength(0);
  });
});
