import { useMemo } from 'react';
import { editionLabelKeys } from '../config/edition';
import { t, useLanguageStore } from '../i18n';
import { useBrandStore } from './brand-store';

export interface EditionLabels {
  searchPlaceholder: string;
  partner: string;
  merchantOrStore: string;
  outerOrderNo: string;
  feeSubject: string;
  partnerKind: 'consignor' | 'supplier';
}

/** The texts of an edition's wordings in the current language. */
export function editionLabels(edition: number): EditionLabels {
  const keys = editionLabelKeys(edition);
  return {
    searchPlaceholder: t(keys.searchPlaceholder),
    partner: t(keys.partner),
    merchantOrStore: t(keys.merchantOrStore),
    outerOrderNo: t(keys.outerOrderNo),
    feeSubject: t(keys.feeSubject),
    partnerKind: keys.partnerKind,
  };
}

/** The wordings of the current brand's edition flags; they follow the language. */
export function useEditionLabels(): EditionLabels {
  const edition = useBrandStore((s) => s.brand.edition);
  const language = useLanguageStore((s) => s.language);
  // The texts depend on the language through t().
  return useMemo(() => editionLabels(edition), [edition, language]);
}
