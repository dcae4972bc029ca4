/**
 * Which keys a form field writes into the values a form saves, besides or instead of its own key: what
 * the form renderer registers so they are sent, what the reference server expects in a record, and what
 * screens:check and the workflow check know as record fields. React-free, and read by the server.
 */
import { addressOutputKeys } from '../address/selection.js';
import { ORDER_NO_LOOKUP_KEYS } from '../config/validation.js';
import type { FormField } from './types.js';

/** The parts of a form field that decide what it writes (a transition dialog's fields have no rules). */
export type WritingField = Pick<FormField, 'key' | 'widget' | 'picker' | 'address' | 'rules' | 'optionsFrom' | 'optionLabelKey'>;

/**
 * A key a field writes beside its own: what writes it, and what it holds: a waybill id (the order
 * lookup's order_id), the picked items as objects (a picker's `itemsKey`), or text (every other key).
 */
export interface WrittenKey {
  key: string;
  by: 'address' | 'picker' | 'optionLabel' | 'orderLookup' | 'productFill';
  holds: 'id' | 'items' | 'text';
}

/** Whether the field's own key is saved: an address field's key names the widget, its levels are saved under their own keys. */
export const savesOwnKey = (field: Pick<FormField, 'widget'>): boolean => field.widget !== 'address';

/** The keys a picker writes beside its value: the picked names (`nameKey`), the picked items (`itemsKey`) and the `fill` fields. */
export function pickerOutputKeys(field: Pick<FormField, 'picker'>): string[] {
  return pickerWrites(field).map((written) => written.key);
}

function pickerWrites(field: Pick<FormField, 'picker'>): WrittenKey[] {
  const picker = field.picker;
  if (!picker) return [];
  const written = (key: string | undefined, holds: WrittenKey['holds']): WrittenKey[] => (key === undefined ? [] : [{ key, by: 'picker', holds }]);
  return [...written(picker.nameKey, 'text'), ...written(picker.itemsKey, 'items'), ...Object.keys(picker.fill ?? {}).flatMap((key) => written(key, 'text'))];
}

/** The keys an address field writes: names and codes of each level, as its `address` options name them. */
export const addressKeys = (field: Pick<FormField, 'widget' | 'address'>): string[] =>
  field.widget === 'address' && field.address ? addressOutputKeys(field.address) : [];

/**
 * The keys a found waybill writes (widgets spec §3, the orderNo rule): its id and its status, except those
 * the form has as its own fields (a form with its own `status` keeps it).
 */
export function orderLookupKeys(ownKeys: ReadonlySet<string> = new Set()): string[] {
  return Object.values(ORDER_NO_LOOKUP_KEYS).filter((key) => !ownKeys.has(key));
}

const hasRule = (field: Pick<FormField, 'rules'>, name: string): boolean => (field.rules ?? []).some((rule) => rule.name === name);

/** The keys a product code field's `fill` writes from the found product. */
export const productFillKeys = (field: Pick<FormField, 'rules'>): string[] =>
  (field.rules ?? []).flatMap((rule) => (rule.name === 'productCode' ? Object.keys(rule.fill ?? {}) : []));

/** The key a loaded select writes its chosen option's label to (`optionLabelKey`). */
export const optionLabelKeys = (field: Pick<FormField, 'optionsFrom' | 'optionLabelKey'>): string[] =>
  field.optionsFrom && field.optionLabelKey ? [field.optionLabelKey] : [];

/**
 * Every key `field` writes besides its own, once each; keys that are fields of the form themselves
 * (`formKeys`) are left to those fields, except a picker's outputs, which always carry the picked values.
 */
export function keysWrittenBy(field: WritingField, formKeys: ReadonlySet<string>): WrittenKey[] {
  const text = (by: WrittenKey['by'], keys: readonly string[]): WrittenKey[] => keys.map((key) => ({ key, by, holds: 'text' }));
  const lookup = hasRule(field, 'orderNo') ? orderLookupKeys(formKeys) : [];
  const written = [
    ...text('address', addressKeys(field)),
    ...pickerWrites(field),
    ...text('optionLabel', optionLabelKeys(field)),
    ...lookup.map((key): WrittenKey => ({ key, by: 'orderLookup', holds: key === ORDER_NO_LOOKUP_KEYS.orderId ? 'id' : 'text' })),
    ...text('productFill', productFillKeys(field).filter((key) => !formKeys.has(key))),
  ];
  return written.filter((item, index) => written.findIndex((other) => other.key === item.key) === index);
}

/**
 * The keys a form's fields write that are not fields of the form, but for the address levels (the address
 * field registers those itself): what the form must register so they are sent.
 */
export function hiddenFormKeys(fields: readonly WritingField[]): string[] {
  const own = new Set(fields.map((field) => field.key));
  const keys = fields.flatMap((field) => keysWrittenBy(field, own).filter((written) => written.by !== 'address').map((written) => written.key));
  return [...new Set(keys)].filter((key) => !own.has(key));
}
