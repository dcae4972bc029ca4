import { Select, type SelectProps } from 'antd';
import type { BaseOptionType } from 'antd/es/select';
import { useComboboxRequired } from './useComboboxRequired';

/** The form's select widget: antd's Select with `aria-required` on its combobox only. */
export function FormSelect<V, O extends BaseOptionType>(props: SelectProps<V, O> & Record<string, unknown>) {
  return <Select<V, O> {...(useComboboxRequired(props) as SelectProps<V, O>)} />;
}
