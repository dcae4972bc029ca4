import type { FormField, PickerWidget } from '../../src/screen-model/types';

/** A form field drawn by a picker widget. */
export type PickerFormField = FormField & { widget: PickerWidget };

/** What PickerField hands each kind of picker (ExtendSelect, ProductCategorySelect, RemoteUrlSelect, PickerSelect). */
export interface PickerFieldProps {
  field: PickerFormField;
  placeholder: string;
  disabled?: boolean;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}
