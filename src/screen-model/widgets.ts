/**
 * Form widget families, for the code that treats pickers apart from plain inputs (the form renderer, the
 * reference server's field inference and probes). Its only import is type-only, so the server reads it too.
 * The lists are checked against the descriptor's widget unions: a misspelt name, or a new form widget left
 * out of both families, does not compile.
 */
import type { FormWidget, PickerWidget } from './types.js';

/** Form widgets that are not pickers. */
export const PLAIN_FORM_WIDGETS = [
  'text', 'textarea', 'password', 'number', 'select', 'switch', 'date', 'smsCode', 'feeLines', 'address', 'image', 'treeSelect', 'printFields', 'serviceArea',
] as const satisfies readonly FormWidget[];

/** A form widget that is not a picker. */
export type PlainFormWidget = (typeof PLAIN_FORM_WIDGETS)[number];

/** Pickers whose value is a code or a text (a category code, a config item code, an entry's text), not a record id. */
export const TEXT_VALUE_PICKERS = ['productSelect', 'configLookup', 'configItem', 'extendSelect'] as const satisfies readonly PickerWidget[];

/** A picker holding a code or a text rather than a record id. */
export type TextValuePicker = (typeof TEXT_VALUE_PICKERS)[number];

/** `true` only when T is; a compile-time assertion. */
type Assert<T extends true> = T;

/**
 * Compiles only while every form widget is a picker or listed in PLAIN_FORM_WIDGETS, so a new plain widget
 * cannot be treated as a picker by omission.
 */
export type EveryFormWidgetHasAFamily = Assert<[Exclude<FormWidget, PickerWidget | PlainFormWidget>] extends [never] ? true : false>;

// The lists are tuples of literal names; the checks below take any text, e.g. a widget read from JSON.
const plainWidgetNames: readonly string[] = PLAIN_FORM_WIDGETS;
const textValuePickerNames: readonly string[] = TEXT_VALUE_PICKERS;

export const isPickerWidget = (widget: string | undefined): boolean => widget !== undefined && !plainWidgetNames.includes(widget);

/** What a picker field holds: record ids, or codes and texts (`value: "name"` pickers hold names). */
export function pickerValueType(widget: string, byName: boolean): 'integer' | 'string' {
  return byName || textValuePickerNames.includes(widget) ? 'string' : 'integer';
}
