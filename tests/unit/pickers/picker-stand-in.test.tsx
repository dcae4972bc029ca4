/** The stand-in a picker field shows while its picker's code loads is labelled as the picker will be. */
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { PickerField } from '../../../renderers/pickers/PickerField';
import type { PickerFormField } from '../../../renderers/pickers/picker-field-props';

it('names the loading stand-in by its field and gives it the form item id its label points to', () => {
  const field = { key: 'consignor_resource_id', label: '商家', widget: 'merchant' } as PickerFormField;
  const { unmount } = render(<PickerField field={field} id="consignor_resource_id" placeholder="请选择商家" />);
  // The picker's chunk has not arrived within the first render: the stand-in is what is shown.
  const box = screen.getByRole('combobox', { name: '商家' });
  expect(box).toHaveAttribute('id', 'consignor_resource_id');
  expect(box).toBeDisabled();
  expect(box).toHaveAttribute('aria-busy', 'true');
  unmount();
});
