import { lazy, Suspense } from 'react';
import { Select } from 'antd';
import { registerMessages } from '../../src/i18n';
import { pickers } from '../../src/i18n/messages/pickers';
import type { FormField } from '../../src/screen-model/types';
import { isPickerWidget } from '../../src/screen-model/widgets';
import type { PickerFieldProps, PickerFormField } from './picker-field-props';

registerMessages(pickers);

const PickerSelect = lazy(() => import('./PickerSelect').then((m) => ({ default: m.PickerSelect })));
const ProductCategorySelect = lazy(() => import('./ProductCategorySelect').then((m) => ({ default: m.ProductCategorySelect })));
const RemoteUrlSelect = lazy(() => import('./RemoteUrlSelect').then((m) => ({ default: m.RemoteUrlSelect })));
const ExtendSelect = lazy(() => import('./ExtendSelect').then((m) => ({ default: m.ExtendSelect })));

export const isPickerField = (field: FormField): field is PickerFormField => isPickerWidget(field.widget);

/** A picker widget of a form field; each kind of picker loads with the first form that uses one. */
export function PickerField(props: PickerFieldProps) {
  // The form item's id and the field's name, so the stand-in is labelled as the picker will be.
  const fallback = <Select id={props.id} aria-label={props.field.label} aria-busy="true" disabled placeholder={props.placeholder} loading style={{ width: '100%' }} />;
  return <Suspense fallback={fallback}>{pickerOf(props)}</Suspense>;
}

function pickerOf(props: PickerFieldProps) {
  switch (props.field.widget) {
    case 'productSelect':
      return <ProductCategorySelect {...props} />;
    case 'remoteSelect':
      return <RemoteUrlSelect {...props} />;
    case 'extendSelect':
      return <ExtendSelect {...props} />;
    default:
      return <PickerSelect {...props} />;
  }
}
