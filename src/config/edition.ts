/**
 * Edition flags (widgets spec §1): bit values 1, 2, 4, 8 and 16 that change the UI wording; default 0.
 * A deployment sets them in its brand file (`edition`, the sum of the bits it wants). Each bit changes
 * one wording; bits combine.
 */
export const EDITION = {
  /** Store (门店) edition: the merchant/store label reads 门店 instead of 商家. */
  STORE: 1,
  /** DA edition: the partner is a supplier (供应商) and supplier endpoints are used, not merchant ones. */
  DA: 2,
  /** Waybill edition: order numbers are 运单号, in the search placeholder too. */
  WAYBILL: 4,
  /** Platform edition: the outer order number is the sales platform's order number (平台单号). */
  PLATFORM_ORDER: 8,
  /** Service edition: the fee subject is the service fee (服务费) rather than freight (运费). */
  SERVICE_FEE: 16,
} as const;

export type EditionFlag = (typeof EDITION)[keyof typeof EDITION];

export const DEFAULT_EDITION = 0;
/** Every bit set: the largest valid edition value. */
export const ALL_EDITION_BITS = Object.values(EDITION).reduce((sum, bit) => sum | bit, 0);

export function hasEdition(edition: number, flag: EditionFlag): boolean {
  return (edition & flag) === flag;
}

/** An edition from untrusted data (a brand file): an integer of known bits, else the default. */
export function parseEdition(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && (value & ~ALL_EDITION_BITS) === 0
    ? value
    : DEFAULT_EDITION;
}

/** The wordings an edition changes, as i18n keys (texts in src/i18n/messages/edition.ts). */
export interface EditionLabelKeys {
  searchPlaceholder: string;
  /** What the partner who sends goods is called: merchant (商家) or supplier (供应商). */
  partner: string;
  /** The merchant versus store label. */
  merchantOrStore: string;
  outerOrderNo: string;
  feeSubject: string;
  /** API family of the partner pickers: 'consignor' (merchant) or 'supplier'. */
  partnerKind: 'consignor' | 'supplier';
}

export function editionLabelKeys(edition: number): EditionLabelKeys {
  const da = hasEdition(edition, EDITION.DA);
  const partner = da ? 'edition.supplier' : 'edition.merchant';
  return {
    searchPlaceholder: hasEdition(edition, EDITION.WAYBILL) ? 'edition.searchPlaceholderWaybill' : 'edition.searchPlaceholder',
    partner,
    merchantOrStore: hasEdition(edition, EDITION.STORE) ? 'edition.store' : partner,
    outerOrderNo: hasEdition(edition, EDITION.PLATFORM_ORDER) ? 'edition.platformOrderNo' : 'edition.outerOrderNo',
    feeSubject: hasEdition(edition, EDITION.SERVICE_FEE) ? 'edition.serviceFee' : 'edition.freight',
    partnerKind: da ? 'supplier' : 'consignor',
  };
}

/**
 * The same wordings as texts: each key put through `text` (the current language's t(), or the zh table
 * for descriptors, which are written in Chinese). partnerKind is no key and stays as it is.
 */
export function editionLabelTexts(edition: number, text: (key: string) => string): EditionLabelKeys {
  const keys = editionLabelKeys(edition);
  return {
    searchPlaceholder: text(keys.searchPlaceholder),
    partner: text(keys.partner),
    merchantOrStore: text(keys.merchantOrStore),
    outerOrderNo: text(keys.outerOrderNo),
    feeSubject: text(keys.feeSubject),
    partnerKind: keys.partnerKind,
  };
}
