/**
 * Edition wording of descriptors (widgets spec §1): every label, column title or filter label that
 * names a `labelToken` takes the edition's word for it, between its `labelPrefix` and `labelSuffix`. The descriptor
 * keeps its default-edition `label` for readers; the screen shows the worded one. Titles, placeholders,
 * messages and confirmations say the edition's word for the partner too (edition-texts.ts), and in the DA
 * edition a filter of the edition's partners searches the suppliers.
 */
import { editionLabelTexts, type EditionLabelKeys } from '../config/edition';
import { PARTNER_FILTER_RESOURCE } from '../config/picker-api';
import { edition as editionTexts } from '../i18n/messages/edition';
import { applyEditionTexts } from './edition-texts';
import type { EditionLabel, EditionLabelToken, FilterField, ScreenDescriptor } from './types';

export interface EditionWords extends Record<EditionLabelToken, string> {
  /** Whose list a filter of the edition's partners searches: the merchants, or the DA edition's suppliers. */
  partnerKind: EditionLabelKeys['partnerKind'];
}

const zhText = (key: string): string => (editionTexts.zh as Record<string, string>)[key] ?? key;

/** The edition's words for descriptor labels; descriptors are written in Chinese, so the words are too. */
export function editionWords(edition: number): EditionWords {
  return editionLabelTexts(edition, zhText);
}

/** A filter of the edition's partners (`optionsFrom.editionPartner`) searches the edition's partner list. */
function partnerFilter(filter: FilterField, words: EditionWords): FilterField {
  const from = filter.optionsFrom;
  if (!from || !('resource' in from) || from.editionPartner !== true) return filter;
  const resource = PARTNER_FILTER_RESOURCE[words.partnerKind];
  return from.resource === resource ? filter : { ...filter, optionsFrom: { ...from, resource, convention: 'main' } };
}

interface Labelled extends EditionLabel {
  label?: string;
  title?: string;
}

const worded = (item: Labelled, words: EditionWords): string | undefined =>
  item.labelToken ? `${item.labelPrefix ?? ''}${words[item.labelToken]}${item.labelSuffix ?? ''}` : undefined;

function relabel<T extends Labelled>(item: T, words: EditionWords): T {
  const text = worded(item, words);
  if (text === undefined) return item;
  // Columns have a title; fields and filters a label.
  return 'title' in item && !('label' in item) ? { ...item, title: text } : { ...item, label: text };
}

const relabelAll = <T extends Labelled>(items: readonly T[] | undefined, words: EditionWords): T[] | undefined =>
  items?.map((item) => relabel(item, words));

/**
 * The descriptor with the edition's words in place of its tokens' labels and of 商家 in its texts, and its
 * partner filters on the edition's partner list.
 */
export function applyEditionLabels(descriptor: ScreenDescriptor, words: EditionWords): ScreenDescriptor {
  return applyEditionTexts(relabelScreen(descriptor, words), words.merchantOrStore);
}

function relabelScreen(descriptor: ScreenDescriptor, words: EditionWords): ScreenDescriptor {
  switch (descriptor.kind) {
    case 'list':
      return {
        ...descriptor,
        filters: relabelAll(descriptor.filters, words)?.map((filter) => partnerFilter(filter, words)),
        columns: relabelAll(descriptor.columns, words) ?? [],
      };
    case 'show':
      return {
        ...descriptor,
        // A timeline section has no fields, and keeps none.
        sections: descriptor.sections.map((section) => (section.fields ? { ...section, fields: relabelAll(section.fields, words) } : section)),
        nested: descriptor.nested?.map((table) => ({ ...table, columns: relabelAll(table.columns, words) ?? [] })),
      };
    case 'form':
      return {
        ...descriptor,
        sections: descriptor.sections.map((section) => ({ ...section, fields: relabelAll(section.fields, words) ?? [] })),
      };
    default:
      return descriptor;
  }
}
