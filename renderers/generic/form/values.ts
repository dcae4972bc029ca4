import type { FormField, FormScreen } from '../../../src/screen-model/types';

export type FormValues = Record<string, unknown>;

/** Values of a new record: each field's `defaultValue`. */
export function defaultValues(descriptor: FormScreen): FormValues {
  const values: FormValues = {};
  for (const section of descriptor.sections) {
    for (const field of section.fields) {
      if (field.defaultValue !== undefined) values[field.key] = field.defaultValue;
    }
  }
  return values;
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
