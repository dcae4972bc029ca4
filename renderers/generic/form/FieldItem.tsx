import { lazy, Suspense } from 'react';
import { DatePicker, Form, Input, InputNumber, Spin, Switch, type FormItemProps } from 'antd';
import dayjs from 'dayjs';
import { DATE_FORMAT } from '../../../src/config/display';
import type { FormField } from '../../../src/screen-model/types';
import { useT } from '../../../src/i18n';
import { labelledText } from '../../../src/i18n/labelled';
import { fieldRules, ruleDependencies, validateTriggers, type RuleServices } from '../rules';
import { SmsCodeInput } from './SmsCodeInput';
import { FormSelect } from './FormSelect';
import { SourcedSelect } from '../../widgets/SourcedSelect';
import { TreeSelectField } from '../../widgets/TreeSelectField';
import { PickerField, isPickerField } from '../../pickers/PickerField';
import { ServiceAreaField } from '../../pickers/ServiceAreaField';
import { ImageField } from '../../upload/ImageField';
import { isNumericSwitch, isSwitchOn } from './values';
import { AddressItem } from '../../address/AddressItem';
import { printFieldsRule } from '../../print/print-fields-rule';

/** The print template's layout editor loads with the first form that has one. */
const PrintFieldsInput = lazy(() => import('../../print/PrintFieldsInput'));

interface FieldItemProps {
  field: FormField;
  disabled: boolean;
  services: RuleServices;
}

/** Props antd's Form.Item gives its child (value, onChange, id, ...), passed on to the control. */
type ControlProps = Record<string, unknown>;

/** `disabled` undefined lets the form's own disabled state apply. */
function FieldWidget({ field, disabled, ...control }: { field: FormField; disabled?: boolean } & ControlProps) {
  // Re-renders the hints when the language changes.
  useT();
  const typeHint = field.placeholder ?? labelledText('generic.inputPlaceholder', 'generic.inputPlaceholderBare', field.label);
  const chooseHint = field.placeholder ?? labelledText('generic.selectPlaceholder', 'generic.selectPlaceholderBare', field.label);
  switch (field.widget) {
    case 'text':
      return <Input {...control} placeholder={typeHint} disabled={disabled} allowClear />;
    case 'textarea':
      return <Input.TextArea {...control} placeholder={typeHint} disabled={disabled} autoSize={{ minRows: 3 }} />;
    case 'password':
      return <Input.Password {...control} placeholder={typeHint} disabled={disabled} autoComplete="new-password" />;
    case 'number':
      return <InputNumber {...control} placeholder={typeHint} disabled={disabled} style={{ width: '100%' }} />;
    case 'select':
      if (field.optionsFrom) {
        return (
          <SourcedSelect
            {...control}
            source={field.optionsFrom}
            placeholder={chooseHint}
            disabled={disabled}
            multiple={field.multiple}
            labelKey={field.optionLabelKey}
          />
        );
      }
      return (
        <FormSelect
          {...control}
          placeholder={chooseHint}
          disabled={disabled}
          allowClear
          mode={field.multiple ? 'multiple' : undefined}
          options={(field.options ?? []).map((option) => ({ value: option.value, label: option.label }))}
        />
      );
    case 'switch':
      return <Switch {...control} disabled={disabled} />;
    case 'date':
      return <DatePicker {...control} placeholder={chooseHint} disabled={disabled} style={{ width: '100%' }} />;
    case 'smsCode':
      return <SmsCodeInput {...control} sendCode={field.sendCode} placeholder={typeHint} disabled={disabled} />;
    case 'image':
      return <ImageField {...control} field={field} disabled={disabled} />;
    case 'treeSelect':
      return <TreeSelectField {...control} field={field} placeholder={chooseHint} disabled={disabled} />;
    case 'serviceArea':
      return <ServiceAreaField {...control} placeholder={chooseHint} disabled={disabled} aria-label={field.label} />;
    case 'printFields':
      return (
        <Suspense fallback={<Spin size="small" />}>
          <PrintFieldsInput {...control} disabled={disabled} />
        </Suspense>
      );
    case 'feeLines':
      // Drawn by FeeLinesItem, which needs the route's record id and its own rules.
      return null;
    default:
      return isPickerField(field) ? <PickerField {...control} field={field} placeholder={chooseHint} disabled={disabled} /> : null;
  }
}

/** Value mapping between the stored value and the widget (switch 1/0, date text ↔ dayjs). */
function valueMapping(field: FormField): Pick<FormItemProps, 'getValueProps' | 'normalize'> {
  if (field.widget === 'switch') {
    const numeric = isNumericSwitch(field);
    return {
      getValueProps: (value: unknown) => ({ checked: isSwitchOn(value) }),
      normalize: (checked: boolean, previous: unknown) => (numeric || typeof previous === 'number' ? (checked ? 1 : 0) : checked),
    };
  }
  if (field.widget === 'date') {
    return {
      getValueProps: (value: unknown) => {
        const parsed = typeof value === 'string' && value !== '' ? dayjs(value) : undefined;
        return { value: parsed?.isValid() ? parsed : undefined };
      },
      normalize: (value: unknown) => (dayjs.isDayjs(value) ? value.format(DATE_FORMAT) : undefined),
    };
  }
  return {};
}

/** One form field: label, widget and the rules of its descriptor. */
export function FieldItem({ field, disabled, services }: FieldItemProps) {
  if (field.widget === 'address') return <AddressItem field={field} disabled={disabled} services={services} />;
  return (
    <Form.Item
      name={field.key}
      label={field.label}
      rules={field.widget === 'printFields' ? [...fieldRules(field, services), printFieldsRule] : fieldRules(field, services)}
      dependencies={ruleDependencies(field.rules)}
      validateTrigger={validateTriggers(field.rules)}
      // One message per problem: the first rule that fails speaks (the server is asked only once the others pass).
      validateFirst
      {...valueMapping(field)}
    >
      <FieldWidget field={field} disabled={disabled || undefined} />
    </Form.Item>
  );
}
