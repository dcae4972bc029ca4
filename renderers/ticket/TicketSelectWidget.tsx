/**
 * The ticket form's select (rjsf "ui:widget": "select" and every enum field): @rjsf/antd's own select
 * lists its placeholder as a first, empty choice; here the placeholder is only a placeholder, and an
 * optional field is emptied with the clear icon instead.
 */
import type { WidgetProps } from '@rjsf/utils';
import {
  ariaDescribedByIds, enumOptionSelectedValue, enumOptionValueDecoder, enumOptionValueEncoder, getOptionValueFormat,
} from '@rjsf/utils';
import { Select } from 'antd';

const SELECT_STYLE = { width: '100%' };

export function TicketSelectWidget(props: WidgetProps) {
  const { id, htmlName, options, value, multiple, placeholder, required, disabled, readonly, autofocus, onChange, onBlur, onFocus } = props;
  const { enumOptions, enumDisabled, emptyValue } = options;
  const format = getOptionValueFormat(options);
  const decode = (next: string | string[] | undefined) => enumOptionValueDecoder(next ?? [], enumOptions, format, emptyValue);
  // A cleared single select decodes to emptyValue (undefined unless the field says otherwise).
  const decodeSingle = (next: string | string[] | undefined) => (next === undefined ? emptyValue : decode(next));
  const choices = (enumOptions ?? []).map((option, index) => ({
    key: String(index),
    value: enumOptionValueEncoder(option.value, index, format),
    label: option.label,
    disabled: Array.isArray(enumDisabled) && enumDisabled.includes(option.value),
  }));
  const selected: unknown = enumOptionSelectedValue(value, enumOptions, Boolean(multiple), format, emptyValue);
  return (
    <Select<string | string[]>
      id={id}
      {...{ name: htmlName || id }}
      mode={multiple ? 'multiple' : undefined}
      style={SELECT_STYLE}
      placeholder={placeholder || undefined}
      // rjsf gives '' for "nothing chosen": antd shows its placeholder only for undefined.
      value={selected === '' || selected === null ? undefined : (selected as string | string[] | undefined)}
      options={choices}
      allowClear={!required && !multiple}
      autoFocus={autofocus}
      disabled={disabled || readonly}
      showSearch
      optionFilterProp="label"
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(next) => onChange(multiple ? decode(next) : decodeSingle(next))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
