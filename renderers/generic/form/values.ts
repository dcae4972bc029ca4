import type { FormField, FormScreen } from '../../../src/screen-model/types';
import { runtimeDefault } from './runtime-defaults';

export type FormValues = Record<string, unknown>;

const fieldsOf = (descriptor: FormScreen): FormField[] => descriptor.sections.flatMap((section) => section.fields);

/** Values of a new record: each field's run-time default (`defaultFrom`) when the app has one, else its `defaultValue`. */
export function defaultValues(descriptor: FormScreen): FormValues {
  const values: FormValues = {};
  for (const field of fieldsOf(descriptor)) {
    const value = (field.defaultFrom && runtimeDefault(field.defaultFrom)) ?? field.defaultValue;
    if (value !== undefined) values[field.key] = value;
  }
  return values;
}

/**
 * What a save sends: the form's values without the transient fields (e.g. 确认密码) and address code paths,
 * with the screen's fixed `api.body` values and each select's `optionLabelKey` label.
 */
export function submittedValues(descriptor: FormScreen, values: FormValues): FormValues {
  const fields = fieldsOf(descriptor);
  const transient = new Set(fields.filter((field) => field.transient || field.widget === 'address').map((field) => field.key));
  const sent: FormValues = { ...descriptor.api.body, ...Object.fromEntries(Object.entries(values).filter(([key]) => !transient.has(key))) };
  // A select's label where the model wants it beside the code (optionLabelKey); a select with loaded
  // options wrote it into the form itself (useOptionLabel).
  for (const field of fields) {
    if (!field.optionLabelKey || field.optionsFrom || !(field.key in values)) continue;
    const picked = (field.options ?? []).find((option) => option.value === values[field.key]);
    sent[field.optionLabelKey] = picked?.label ?? '';
  }
  return sent;
}

/** A switch stores 1/0 when its options or default are numeric. */
export function isNumericSwitch(field: FormField): boolean {
  return typeof field.defaultValue === 'number' || (field.options ?? []).some((option) => typeof option.value === 'number');
}

/** Whether a switch value means "on". */
export function isSwitchOn(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** Message of a failed save: the server's `msg`, else the error message. */
export function errorText(error: unknown): string | undefined {
  if (error && typeof error === 'object') {
    const { msg, message } = error as { msg?: unknown; message?: unknown };
    if (typeof msg === 'string' && msg !== '') return msg;
    if (typeof message === 'string' && message !== '') return message;
  }
  return typeof error === 'string' ? error : undefined;
}
