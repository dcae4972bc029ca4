/**
 * Edition wording beyond labels (widgets spec §1: "UI wording varies by edition flag"; the flag changes
 * "the merchant versus store label" and the DA edition calls the partner a supplier): the word 商家 in a
 * descriptor's screen and section titles, toolbar buttons (新增商家), placeholders, rule messages, confirmations, success messages,
 * lookup hint and export file names reads as the edition's merchant-or-store word — 供应商 in the DA
 * edition, 门店 in the store edition. Two kinds of text keep it: a 京东商家 (an account of the JD
 * platform, whatever the edition), and option labels, which name kinds of partner side by side (商家,
 * 供应商, 门店 as settle targets).
 */
import { edition as editionTexts } from '../i18n/messages/edition';
import type { FilterField, FormField, RowAction, ScreenDescriptor, ValidationRule } from './types';

/** The default edition's word for the partner, as descriptors are written. */
export const MERCHANT_WORD: string = editionTexts.zh['edition.merchant'];
const MERCHANT = new RegExp(`(?<!京东)${MERCHANT_WORD}`, 'g');

/** `text` with the edition's `word` for the partner (the same string when it has none to change). */
export function editionText(text: string, word: string): string {
  return word === MERCHANT_WORD ? text : text.replace(MERCHANT, word);
}

/** `item` with its string properties `keys` worded; the same object when none changes. */
function reword<T extends object>(item: T, keys: readonly string[], word: string): T {
  let changed: Record<string, unknown> | undefined;
  for (const key of keys) {
    const value = (item as Record<string, unknown>)[key];
    if (typeof value !== 'string') continue;
    const next = editionText(value, word);
    if (next === value) continue;
    changed ??= { ...(item as Record<string, unknown>) };
    changed[key] = next;
  }
  return (changed as T | undefined) ?? item;
}

const rules = (list: ValidationRule[] | undefined, word: string): ValidationRule[] | undefined =>
  list?.map((rule) => reword(rule, ['message'], word));

function field<T extends FormField | FilterField>(item: T, word: string): T {
  const worded = reword(item, ['placeholder'], word);
  return item.rules ? { ...worded, rules: rules(item.rules, word) } : worded;
}

/** A row, bulk or detail action: its confirmation, success message and dialog. */
function action<T extends RowAction>(item: T, word: string): T {
  const worded = reword(item, ['confirm', 'success'], word);
  if (worded.action !== 'call' || !worded.dialog) return worded;
  return { ...worded, dialog: { ...reword(worded.dialog, ['title'], word), fields: worded.dialog.fields.map((item2) => field(item2, word)) } };
}

/** The descriptor with the edition's word for the partner in its texts (see above). */
export function applyEditionTexts(descriptor: ScreenDescriptor, word: string): ScreenDescriptor {
  if (word === MERCHANT_WORD) return descriptor;
  const titled = reword(descriptor, ['title'], word);
  switch (titled.kind) {
    case 'list':
      return {
        ...titled,
        filters: titled.filters?.map((item) => field(item, word)),
        toolbar: titled.toolbar?.map((item) => reword(item, item.action === 'export' ? ['label', 'filePrefix'] : ['label'], word)),
        rowActions: titled.rowActions?.map((item) => action(item, word)),
        bulkActions: titled.bulkActions?.map((item) => action(item, word)),
        lookup: titled.lookup ? reword(titled.lookup, ['hint'], word) : undefined,
      };
    case 'show':
      return {
        ...titled,
        sections: titled.sections.map((section) => reword(section, ['title'], word)),
        actions: titled.actions?.map((item) => action(item, word)),
      };
    case 'form':
      return {
        ...reword(titled, ['successMessage'], word),
        sections: titled.sections.map((section) => ({ ...reword(section, ['title'], word), fields: section.fields.map((item) => field(item, word)) })),
      };
    default:
      return titled;
  }
}
