import { Button, Form, Space, type FormProps } from 'antd';
import { useNotification } from '@refinedev/core';
import { MSG } from '../../../src/config/messages';
import type { FilterField, ListLookup } from '../../../src/screen-model/types';
import { useT } from '../../../src/i18n';
import { useOrderNoLookup } from '../form/useOrderNoLookup';
import { toAntdRules } from '../rules';
import { useFormName } from '../useFormName';
import { FilterInput } from './filter-inputs/FilterInput';
import { lookupSatisfied, toCrudFilters, type FilterValues } from './filters';

interface FilterFormProps {
  fields: readonly FilterField[];
  formProps: FormProps<FilterValues>;
  /** 查询 refuses to search while every filter is empty (请至少输入一个条件). */
  requireFilter?: boolean;
  /** A lookup list: 查询 without one of its fields shows its hint instead of searching. */
  lookup?: ListLookup;
}

/** The filter bar above a list: one input per filter, 查询 validates and submits, 重置 clears. */
export function FilterForm({ fields, formProps, requireFilter, lookup }: FilterFormProps) {
  const t = useT();
  const name = useFormName('filter');
  const { open } = useNotification();
  const findWaybill = useOrderNoLookup();
  if (fields.length === 0) return null;

  const search = (values: FilterValues) => {
    if (requireFilter && toCrudFilters(fields, values).length === 0) {
      open?.({ key: `${name}-require-filter`, type: 'error', message: MSG.atLeastOneFilter });
      return;
    }
    if (lookup && !lookupSatisfied(lookup, toCrudFilters(fields, values))) {
      open?.({ key: `${name}-lookup`, type: 'error', message: lookup.hint });
      return;
    }
    formProps.onFinish?.(values);
  };
  // Reset shows the unfiltered list again, which the at-least-one rule does not forbid.
  const reset = () => {
    formProps.form?.resetFields();
    formProps.onFinish?.(formProps.form?.getFieldsValue() ?? {});
  };
  return (
    <Form {...formProps} onFinish={search} name={name} layout="inline" style={{ rowGap: 12, marginBottom: 16 }}>
      {fields.map((field) => (
        <Form.Item key={field.key} name={field.key} label={field.label} rules={toAntdRules(field.rules, { findWaybill })}>
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
