import { useMemo } from 'react';
import { editionLabelTexts, type EditionLabelKeys } from '../config/edition';
import { t, useLanguageStore } from '../i18n';
import { useBrandStore } from './brand-store';

/** The texts of an edition's wordings (the fields of EditionLabelKeys, each key put through t()). */
export type EditionLabels = EditionLabelKeys;

/** The texts of an edition's wordings in the current language. */
export function editionLabels(edition: number): EditionLabels {
  return editionLabelTexts(edition, t);
}

/** The wordings of the current brand's edition flags; they follow the language. */
export function useEditionLabels(): EditionLabels {
  const edition = useBrandStore((s) => s.brand.edition);
  const language = useLanguageStore((s) => s.language);
  // The texts depend on the language through t().
  return useMemo(() => editionLabels(edition), [edition, language]);
}
