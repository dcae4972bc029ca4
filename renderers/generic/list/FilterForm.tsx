import { Button, DatePicker, Form, Input, InputNumber, Select, Space, type FormProps } from 'antd';
import type { FilterField } from '../../../src/screen-model/types';
import { useT } from '../../../src/i18n';
import type { FilterValues } from './filters';
import { useFormName } from '../useFormName';

/** Props antd's Form.Item gives its child (value, onChange, id, ...), passed on to the control. */
type ControlProps = Record<string, unknown>;

function FilterInput({ field, ...control }: { field: FilterField } & ControlProps) {
  const t = useT();
  const typeHint = field.placeholder ?? t('generic.inputPlaceholder', { label: field.label });
  const chooseHint = field.placeholder ?? t('generic.selectPlaceholder', { label: field.label });
  switch (field.widget) {
    case 'text':
      return <Input {...control} allowClear placeholder={typeHint} />;
    case 'number':
      return <InputNumber {...control} placeholder={typeHint} style={{ width: '100%' }} />;
    case 'select':
      return (
        <Select
          {...control}
          allowClear
          placeholder={chooseHint}
          options={(field.options ?? []).map((option) => ({ value: option.value, label: option.label }))}
          style={{ minWidth: 160 }}
        />
      );
    case 'date':
      return <DatePicker {...control} placeholder={chooseHint} />;
    case 'dateRange':
      return <DatePicker.RangePicker {...control} placeholder={[t('generic.startDate'), t('generic.endDate')]} />;
  }
}

interface FilterFormProps {
  fields: readonly FilterField[];
  formProps: FormProps<FilterValues>;
}

/** The filter bar above a list: one input per filter, 查询 submits and 重置 clears. */
export function FilterForm({ fields, formProps }: FilterFormProps) {
  const t = useT();
  const name = useFormName('filter');
  if (fields.length === 0) return null;
  const reset = () => {
    formProps.form?.resetFields();
    formProps.form?.submit();
  };
  return (
    <Form {...formProps} name={name} layout="inline" style={{ rowGap: 12, marginBottom: 16 }}>
      {fields.map((field) => (
        <Form.Item key={field.key} name={field.key} label={field.label}>
          <FilterInput field={field} />
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('generic.search')}
          </Button>
          <Button onClick={reset}>{t('generic.reset')}</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
