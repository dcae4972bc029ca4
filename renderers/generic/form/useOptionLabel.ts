import { useEffect } from 'react';
import { Form } from 'antd';
import type { SelectOption } from '../../../src/widgets/select-options';

/**
 * Keeps a form field (`labelKey`, a select's `optionLabelKey`) holding the label of the option the select
 * holds, once its options have loaded: the driver model's settle_type_name beside its settle_type_code. A
 * saved label stays while the value is not among the options; a cleared select clears it. Writing it does
 * not count as the user's change.
 */
export function useOptionLabel(labelKey: string | undefined, value: unknown, options: readonly SelectOption[]): void {
  const form = Form.useFormInstance();
  useEffect(() => {
    if (labelKey === undefined) return;
    const empty = value === undefined || value === null || value === '';
    const picked = options.find((option) => String(option.value) === String(value));
    if (!empty && picked === undefined) return;
    const label = picked?.label ?? '';
    if (form.getFieldValue(labelKey) !== label) form.setFieldValue(labelKey, label);
  }, [form, labelKey, value, options]);
}
