/**
 * Form widget families, for the code that treats pickers apart from plain inputs (the form renderer, the
 * reference server's field inference and probes). Import-free so the server can read it too.
 */

/** Form widgets that are not pickers. */
export const PLAIN_FORM_WIDGETS: readonly string[] = ['text', 'textarea', 'password', 'number', 'select', 'switch', 'date', 'smsCode', 'feeLines', 'address', 'image', 'treeSelect', 'printFields', 'serviceArea'];

/** Pickers whose value is a code or a text (a category code, a config item code, an entry's text), not a record id. */
export const TEXT_VALUE_PICKERS: readonly string[] = ['productSelect', 'configLookup', 'configItem', 'extendSelect'];

export const isPickerWidget = (widget: string | undefined): boolean => widget !== undefined && !PLAIN_FORM_WIDGETS.includes(widget);

/** What a picker field holds: record ids, or codes and texts (`value: "name"` pickers hold names). */
export function pickerValueType(widget: string, byName: boolean): 'integer' | 'string' {
  return byName || TEXT_VALUE_PICKERS.includes(widget) ? 'string' : 'integer';
}
